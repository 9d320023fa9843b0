import { lazyCatalogue, type CatalogueLoader } from '@stays/platform';

// The admin pages' French and Arabic, one chunk per language, merged over the shell's messages by
// <I18nScope> around each exposed page (and over the platform's by the standalone app).
export const adminCatalogues: CatalogueLoader[] = [
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-admin-fr" */ './messages/fr'),
    ar: () => import(/* webpackChunkName: "i18n-admin-ar" */ './messages/ar'),
  }),
];
