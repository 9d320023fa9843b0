import { lazyCatalogue, type CatalogueLoader } from '@stays/platform';

// The booking remote's French and Arabic, one chunk per language, merged over the surrounding messages by
// <I18nScope> around each exposed page and dialog (the shell and the property page do not know them).
export const bookingCatalogues: CatalogueLoader[] = [
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-booking-fr" */ './messages/fr'),
    ar: () => import(/* webpackChunkName: "i18n-booking-ar" */ './messages/ar'),
  }),
  // The inbox's words (issue 29) in files of their own.
  lazyCatalogue({
    fr: () => import(/* webpackChunkName: "i18n-inbox-fr" */ './messages/inbox.fr'),
    ar: () => import(/* webpackChunkName: "i18n-inbox-ar" */ './messages/inbox.ar'),
  }),
];
