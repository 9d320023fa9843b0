// @stays/platform: Apollo client, i18n, session and formatting shared by every front end (a federation singleton).
export { createApolloClient, createCache } from './apollo/createApolloClient';
export type { ApolloClientOptions } from './apollo/createApolloClient';
export { I18nProvider, I18nScope, useLanguage } from './i18n/I18nProvider';
export type { I18nProviderProps, I18nScopeProps } from './i18n/I18nProvider';
export { lazyCatalogue, loadCatalogues } from './i18n/catalogues';
export type { CatalogueLoader, CatalogueLocale } from './i18n/catalogues';
export {
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  DEFAULT_LOCALE,
  detectLocale,
  directionOf,
  intlTag,
  isLocale,
  toLocale,
} from './i18n/locales';
export type { Locale } from './i18n/locales';
export { loadMessages, platformCatalogue } from './i18n/loadMessages';
export type { Messages } from './i18n/loadMessages';
export { SessionProvider, useSession } from './session/SessionProvider';
export type { SessionValue } from './session/SessionProvider';
export { readStoredSession, clearStoredSession, greetingName, STORAGE_KEYS } from './session/storage';
export type { SessionUser, StoredSession, Role } from './session/storage';
export { formatDate, formatPrice, useFormatters } from './format/intl';
export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
