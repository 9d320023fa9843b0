// `renderStandalone(...)` from `@stays/platform/standalone`: a remote running alone in development
// (`npm run dev -w @stays/mfe-<name>`), its pages at their own URLs from the same route table the shell reads,
// without header or footer. A separate entry point: production builds of remotes have no standalone page.
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Spinner } from '@stays/ui';
import { AppProviders, RequireRole, type CatalogueLoader, type RemoteRouteRow } from '@stays/platform';

export interface StandaloneOptions {
  routes: readonly RemoteRouteRow[];
  /** `(file) => import(\`./${file}.tsx\`)`, written in the remote so webpack splits its own pages. */
  loadPage: (file: string) => Promise<{ default: ComponentType }>;
  catalogues?: readonly CatalogueLoader[];
}

export function renderStandalone({ routes, loadPage, catalogues }: StandaloneOptions) {
  const pages = routes.flatMap((row) => {
    const Page = lazy(() => loadPage(row.file));
    const page = (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
    const element = row.roles ? <RequireRole roles={row.roles}>{page}</RequireRole> : page;
    return (row.paths ?? []).map((path) => <Route key={path} path={path} element={element} />);
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <BrowserRouter>
      <AppProviders catalogues={catalogues}>
        <Routes>{pages}</Routes>
      </AppProviders>
    </BrowserRouter>,
  );
}
