import { lazyCatalogue, type CatalogueLoader } from '@stays/platform';

// The staff portal's French and Arabic, one chunk per language, merged over the shell's messages by
// <I18nScope> around each exposed page (and over the platform's by the standalone app).
export const staffCatalogues: CatalogueLoader[] = [
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-staff-fr" */ './messages/fr'),
    ar: () => import(/* webpackChunkName: "i18n-staff-ar" */ './messages/ar'),
  }),
];
