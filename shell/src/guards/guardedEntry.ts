import { matchRoutes } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, STAFF_LOGIN_PATH } from '@stays/platform';
import { routeTable, type RouteEntry } from '../routes/routeTable';

type Guarded = Extract<RouteEntry, { roles?: readonly string[] }> & { roles: readonly string[] };

export function isGuarded(entry: RouteEntry): entry is Guarded {
  return 'roles' in entry && Array.isArray(entry.roles);
}

/** The area's own login page, used by the guard when no lastLoginPath is stored (a first visit). */
export function areaLoginPath(entry: RouteEntry): string {
  return entry.owner === 'mfe_staff' ? STAFF_LOGIN_PATH : ADMIN_LOGIN_PATH;
}

/** The guarded route entry at `pathname`, if any. */
export function guardedEntryAt(pathname: string): Guarded | null {
  const match = matchRoutes(
    routeTable.map((r) => ({ path: r.path })),
    pathname,
  );
  const path = match?.[match.length - 1]?.route.path;
  const entry = routeTable.find((r) => r.path === path);
  return entry && isGuarded(entry) ? entry : null;
}
