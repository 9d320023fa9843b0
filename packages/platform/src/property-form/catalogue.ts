import { lazyCatalogue, type CatalogueLoader } from '@stays/platform';

// The form's French and Arabic, one chunk per language, loaded with the form (it is no part of the platform's
// catalogue, which every page loads). A page may list it beside its own catalogues so both load at once.
export const propertyFormCatalogues: readonly CatalogueLoader[] = [
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-property-form-fr" */ './messages/fr'),
    ar: () => import(/* webpackChunkName: "i18n-property-form-ar" */ './messages/ar'),
  }),
];
