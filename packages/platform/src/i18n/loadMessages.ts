import type { Locale } from './locales';

export type Messages = Record<string, string>;

/**
 * English lives in the code as each message's defaultMessage, so the landing path ships no catalogue.
 * French and Arabic are separate chunks fetched only when chosen (DESIGN.md budgets).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'fr':
      return (await import(/* webpackChunkName: "i18n-fr" */ './messages/fr')).default;
    case 'ar':
      return (await import(/* webpackChunkName: "i18n-ar" */ './messages/ar')).default;
    default:
      return {};
  }
}
