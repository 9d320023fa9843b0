import { lazyCatalogue, type CatalogueLoader } from '@stays/platform';

// The host pages' French and Arabic, one chunk per language, merged over the shell's messages by <I18nScope>
// around each exposed page (and over the platform's by the standalone app).
export const hostCatalogues: CatalogueLoader[] = [
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-host-fr" */ './messages/fr'),
    ar: () => import(/* webpackChunkName: "i18n-host-ar" */ './messages/ar'),
  }),
];
