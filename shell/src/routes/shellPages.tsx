import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { staticPageLoaders } from '../features/static-pages';
import type { ShellPage } from './routeTable';

const loaders: Record<ShellPage, () => Promise<ComponentType>> = {
  login: () => import(/* webpackChunkName: "page-login" */ '../pages/LoginPage').then((m) => m.LoginPage),
  'forgot-password': () =>
    import(/* webpackChunkName: "page-forgot-password" */ '../pages/ForgotPasswordPage').then(
      (m) => m.ForgotPasswordPage,
    ),
  account: () =>
    import(/* webpackChunkName: "page-account" */ '../pages/AccountPage').then((m) => m.AccountPage),
  'reset-password': () =>
    import(/* webpackChunkName: "page-reset-password" */ '../pages/ResetPasswordPage').then(
      (m) => m.ResetPasswordPage,
    ),
  ...staticPageLoaders,
};

// The shell's own pages are chunks of their own: the landing does not pay for their copy.
const lazyPages = {} as Record<ShellPage, LazyExoticComponent<ComponentType>>;
for (const page of Object.keys(loaders) as ShellPage[])
  lazyPages[page] = lazy(() => loaders[page]().then((component) => ({ default: component })));

/** A shell page's component, loaded before rendering: the server's first view renders in one pass. */
export function loadShellPage(page: ShellPage): Promise<ComponentType> {
  return loaders[page]();
}

/**
 * Pages loaded in advance by the server render (shell/src/server.tsx); in the browser it is empty and each page
 * comes lazily (render inside <Suspense>).
 */
export const LoadedShellPages = createContext<Partial<Record<ShellPage, ComponentType>>>({});

/** The shell's own page of a route-table entry. */
export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = useContext(LoadedShellPages)[page] ?? lazyPages[page];
  return <Page />;
}
