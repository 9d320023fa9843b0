import type { CatalogueLoader } from '@stays/platform';
import { lazyCatalogue } from '@stays/platform';

// Every French/Arabic catalogue of the shell, merged over the platform's own by <I18nProvider>.
// A feature adds one line: its loader, built with lazyCatalogue from its messages/{fr,ar}.ts.
const shellMessages = lazyCatalogue({
  fr: () => import(/* webpackChunkName: "i18n-shell-fr" */ './messages/fr'),
  ar: () => import(/* webpackChunkName: "i18n-shell-ar" */ './messages/ar'),
});

export const shellCatalogues: CatalogueLoader[] = [
  shellMessages,
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-static-pages-fr" */ '../features/static-pages/messages/fr'),
    ar: () => import(/* webpackChunkName: "i18n-static-pages-ar" */ '../features/static-pages/messages/ar'),
  }),
];
