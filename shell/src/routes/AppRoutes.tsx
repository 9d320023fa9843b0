import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from '../federation/RemoteRoute';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { StaticPage } from '../pages/StaticPage';
import { remoteId, routeTable, type RouteEntry } from './routeTable';

function elementFor(entry: RouteEntry) {
  if (entry.owner === 'shell') {
    return entry.page === 'login' ? <LoginPage /> : <StaticPage page={entry.page} />;
  }
  // Keyed by module, so /admin and /admin/dashboard share one page instance and its state.
  const id = remoteId(entry) as string;
  return <RemoteRoute key={id} id={id} title={entry.title} />;
}

/** Every route of the product; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((entry) => (
        <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
