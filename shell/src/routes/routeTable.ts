// The complete route table of SPEC section 2 and who owns each route (DESIGN.md "Route ownership").
// Pure data: the router renders it, the tests check it, docs/frontend.md lists it. The shell's own pages are
// listed here; a remote's pages come from its route table (`mfe-<name>/src/routes.json`), the one file of a
// remote the shell reads at build time (docs/decisions.md): paths, module, title and roles, never page code.
// Where a remote is served from is still read at run time from /remotes.json.
import type { RemoteRouteRow } from '@stays/platform';
import listingsRoutes from '@stays/mfe-listings/src/routes.json';
import bookingRoutes from '@stays/mfe-booking/src/routes.json';
import hostRoutes from '@stays/mfe-host/src/routes.json';
import staffRoutes from '@stays/mfe-staff/src/routes.json';
import adminRoutes from '@stays/mfe-admin/src/routes.json';

export type RemoteName = 'mfe_listings' | 'mfe_booking' | 'mfe_host' | 'mfe_staff' | 'mfe_admin';

const remoteTables: Record<RemoteName, readonly RemoteRouteRow[]> = {
  mfe_listings: listingsRoutes,
  mfe_booking: bookingRoutes,
  mfe_host: hostRoutes,
  mfe_staff: staffRoutes,
  mfe_admin: adminRoutes,
};

export type ShellPage =
  | 'login'
  | 'forgot-password'
  | 'reset-password'
  | 'account'
  | 'help-center'
  | 'safety-information'
  | 'cancellation-options'
  | 'contact-us'
  | 'host-resources'
  | 'community-forum'
  | 'campus-events'
  | 'student-guide'
  | 'about'
  | 'terms'
  | 'privacy';

export type RouteEntry =
  | { path: string; owner: 'shell'; page: ShellPage }
  | {
      path: string;
      owner: RemoteName;
      /** The exposed module, loaded as `${owner}/${module}` (docs/contracts.md). */
      module: string;
      title: string;
      /** Who may open it (SPEC 2); the shell's guards enforce it before the page is fetched. */
      roles?: readonly string[];
    };

const shell = (path: string, page: ShellPage): RouteEntry => ({ path, owner: 'shell', page });

const shellRoutes: readonly RouteEntry[] = [
  shell('/login', 'login'),
  shell('/forgot-password', 'forgot-password'),
  shell('/reset-password', 'reset-password'),
  shell('/account', 'account'),
  shell('/help-center', 'help-center'),
  shell('/safety-information', 'safety-information'),
  shell('/cancellation-options', 'cancellation-options'),
  shell('/cancellation', 'cancellation-options'),
  shell('/contact-us', 'contact-us'),
  shell('/host-resources', 'host-resources'),
  shell('/community-forum', 'community-forum'),
  shell('/campus-events', 'campus-events'),
  shell('/student-guide', 'student-guide'),
  shell('/about', 'about'),
  shell('/terms', 'terms'),
  shell('/privacy', 'privacy'),
];

/** Every path of every remote's table, one entry per path (aliases share the module). */
const remoteRoutes: readonly RouteEntry[] = (
  Object.entries(remoteTables) as Array<[RemoteName, readonly RemoteRouteRow[]]>
).flatMap(([owner, rows]) =>
  rows.flatMap(({ module, title, roles, paths = [] }) =>
    paths.map((path): RouteEntry => ({ path, owner, module, title, ...(roles ? { roles } : {}) })),
  ),
);

export const routeTable: readonly RouteEntry[] = [...remoteRoutes, ...shellRoutes];

/** 'mfe_listings/HomePage' for a remote route, null for a shell page. */
export function remoteId(entry: RouteEntry): string | null {
  return entry.owner === 'shell' ? null : `${entry.owner}/${entry.module}`;
}
