import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { notFoundPageLoader, staticPageLoaders } from '../features/static-pages';
import type { ShellPage } from './routeTable';

/** A page the shell draws itself: a route table's page, or the 404 page of an address no route answers. */
export type ShellPageKey = ShellPage | 'not-found';

const loaders: Record<ShellPageKey, () => Promise<ComponentType>> = {
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
  'not-found': notFoundPageLoader,
};

// The shell's own pages are chunks of their own: the landing does not pay for their copy.
const lazyPages = {} as Record<ShellPageKey, LazyExoticComponent<ComponentType>>;
for (const page of Object.keys(loaders) as ShellPageKey[])
  lazyPages[page] = lazy(() => loaders[page]().then((component) => ({ default: component })));

/** A shell page's component, loaded before rendering: the server's first view renders in one pass. */
export function loadShellPage(page: ShellPageKey): Promise<ComponentType> {
  return loaders[page]();
}

/**
 * Pages loaded in advance by the server render (shell/src/server.tsx); in the browser it is empty and each page
 * comes lazily (render inside <Suspense>).
 */
export const LoadedShellPages = createContext<Partial<Record<ShellPageKey, ComponentType>>>({});

/** One of the shell's own pages. */
export function ShellPageView({ page }: { page: ShellPageKey }) {
  const Page = useContext(LoadedShellPages)[page] ?? lazyPages[page];
  return <Page />;
}
