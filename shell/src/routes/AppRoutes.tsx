import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback, RemoteRoute } from '../federation/RemoteRoute';
import { ApolloBoundary, RequireRole } from '@stays/platform';
import { areaLoginPath, isGuarded } from '../guards/guardedEntry';
import { remoteId, routeTable, type RouteEntry } from './routeTable';
import { ShellPageView } from './shellPages';

/**
 * The public pages of mfe-listings draw from the graph's light reads; every other page may use Apollo Client's
 * hooks, so it is drawn once the client has loaded (docs/frontend/performance.md, "Script weight").
 */
const readsOnly = (entry: RouteEntry) => entry.owner === 'mfe_listings';

function elementFor(entry: RouteEntry) {
  if (entry.owner === 'shell') {
    return (
      <ApolloBoundary fallback={<PageFallback />}>
        <Suspense fallback={<PageFallback />}>
          <ShellPageView page={entry.page} />
        </Suspense>
      </ApolloBoundary>
    );
  }
  // Keyed by module, so /admin and /admin/dashboard share one page instance and its state.
  const id = remoteId(entry) as string;
  const remotePage = <RemoteRoute key={id} id={id} title={entry.title} />;
  const page = readsOnly(entry) ? (
    remotePage
  ) : (
    <ApolloBoundary key={id} fallback={<PageFallback />}>
      {remotePage}
    </ApolloBoundary>
  );
  // SPEC 4: the admin and staff areas are guarded (a spinner, then the page or a redirect).
  if (!isGuarded(entry)) return page;
  return (
    <RequireRole key={id} roles={entry.roles} loginPath={areaLoginPath(entry)}>
      {page}
    </RequireRole>
  );
}

/** Every route of the product; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((entry) => (
        <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<PageFallback />}>
            <ShellPageView page="not-found" />
          </Suspense>
        }
      />
    </Routes>
  );
}
