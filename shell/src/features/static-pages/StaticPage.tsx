import type { ComponentType } from 'react';
import type { ShellPage } from '../../routes/routeTable';

export type StaticPageKey = Exclude<ShellPage, 'login' | 'forgot-password' | 'reset-password' | 'account'>;

// One chunk per page: a visitor reading the terms does not download the contact form's formik and yup. The
// router makes them lazy (shell/src/routes/shellPages.tsx); the server's first view loads one before drawing it.
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((m) => m[name]);

/** Each static information page's loader. */
export const staticPageLoaders: Record<StaticPageKey, () => Promise<ComponentType>> = {
  'help-center': page(
    () => import(/* webpackChunkName: "page-help" */ './pages/HelpCenterPage'),
    'HelpCenterPage',
  ),
  'safety-information': page(
    () => import(/* webpackChunkName: "page-safety" */ './pages/SafetyPage'),
    'SafetyPage',
  ),
  'cancellation-options': page(
    () => import(/* webpackChunkName: "page-cancellation" */ './pages/CancellationPage'),
    'CancellationPage',
  ),
  'contact-us': page(
    () => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage'),
    'ContactPage',
  ),
  'host-resources': page(
    () => import(/* webpackChunkName: "page-host-resources" */ './pages/HostResourcesPage'),
    'HostResourcesPage',
  ),
  'community-forum': page(
    () => import(/* webpackChunkName: "page-forum" */ './pages/CommunityForumPage'),
    'CommunityForumPage',
  ),
  'campus-events': page(
    () => import(/* webpackChunkName: "page-events" */ './pages/CampusEventsPage'),
    'CampusEventsPage',
  ),
  'student-guide': page(
    () => import(/* webpackChunkName: "page-guide" */ './pages/StudentGuidePage'),
    'StudentGuidePage',
  ),
  about: page(() => import(/* webpackChunkName: "page-about" */ './pages/AboutPage'), 'AboutPage'),
  terms: page(() => import(/* webpackChunkName: "page-terms" */ './pages/TermsPage'), 'TermsPage'),
  privacy: page(() => import(/* webpackChunkName: "page-privacy" */ './pages/PrivacyPage'), 'PrivacyPage'),
};

/** The 404 page's loader: an address no route answers is rare, so its copy is not on every page's path. */
export const notFoundPageLoader = page(
  () => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'),
  'NotFoundPage',
);
