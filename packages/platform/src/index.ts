// @stays/platform: the graph's reads, i18n, session and formatting shared by every front end (a federation
// singleton). What needs Apollo Client is @stays/platform/apollo (src/apollo/index.ts); the cancellation policy and
// decision texts are @stays/platform/bookings (src/bookings/index.ts), the forms' helpers (messages, price rule,
// image upload) @stays/platform/forms (src/forms/index.ts): each its own singleton, loaded by the pages that use it.
export {
  ApolloBoundary,
  browserGraph,
  graphWith,
  GraphProvider,
  useApolloLater,
  useGraphFetch,
  useGraphRead,
} from './read/GraphClient';
export type { ApolloKit, Graph, GraphRead, GraphReadOptions } from './read/GraphClient';
export { FIRST_VIEW_DATA_ID, GraphReadError, GraphReads, httpReads, readKey } from './read/graphReads';
export { printDocument } from './read/printDocument';
export type { HandedOverAnswers, ReadExecute, ReadResult } from './read/graphReads';
export { graphQLErrorCode, graphQLErrorMessage, isUnauthenticated } from './errors/errors';
export {
  errorCodeMessages,
  errorDescriptor,
  errorReason,
  knownErrorCode,
  refusedFields,
  unknownErrorMessage,
  useErrorText,
} from './errors/errorMessages';
export type { ErrorMessageOverrides } from './errors/errorMessages';
export { graphQLErrorExtensions } from './errors/errors';
export { PlatformStatsList, platformStatsMessages } from './stats/PlatformStats';
export type { PlatformStatsListProps } from './stats/PlatformStats';
export { I18nProvider, I18nScope, useLanguage } from './i18n/I18nProvider';
export type { I18nProviderProps, I18nScopeProps } from './i18n/I18nProvider';
export { lazyCatalogue, loadCatalogues } from './i18n/catalogues';
export type { CatalogueLoader, CatalogueLocale } from './i18n/catalogues';
export {
  LANGUAGES,
  LANGUAGE_COOKIE,
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
export { SESSION_ENDED_PARAM, SessionProvider, useSession } from './session/SessionProvider';
export type { SessionValue, SessionStatus, SessionProviderProps } from './session/SessionProvider';
export {
  readStoredSession,
  hasStoredUser,
  clearStoredSession,
  forgetStoredUser,
  storeSignedIn,
  greetingName,
  STORAGE_KEYS,
} from './session/storage';
export type { SessionUser, StoredSession, Role, LastLoginPath } from './session/storage';
export { ApiError, apiRequest, identityApi } from './session/api';
export { AuthDialogContext, useAuthDialog } from './session/authDialog';
export { userCan } from './session/userCan';
export type { AuthDialogApi, AuthDialogMode } from './session/authDialog';
export type { Credentials, Registration } from './session/api';
export { RequireRole, allowedRoles, loginPathFor } from './session/guards';
export {
  dashboardOf,
  hasTripsAndSaved,
  homeOf,
  signInLandingOf,
  signedOutPathOf,
  ADMIN_LOGIN_PATH,
  HOST_DASHBOARD_PATH,
  STAFF_LOGIN_PATH,
} from './session/roleHomes';
export type { RequireRoleProps } from './session/guards';
export { formatDate, formatDistance, formatPrice, useFormatters } from './format/intl';
export type { RemoteRouteRow } from './routes/remoteRoutes';
export {
  TAB_PARAM,
  useAddressParam,
  useAddressUpdate,
  useListFilterInAddress,
  useTabInAddress,
} from './routes/addressParams';
export { LiveEventsProvider, useLiveEvent } from './live/LiveEvents';
export { useInboxUnread } from './live/useInboxUnread';
export type { LiveEventsProviderProps } from './live/LiveEvents';
// The stream itself (LiveConnection) is not exported: the provider loads it when someone signs in.
export type { CreateEventSource, EventSourceLike } from './live/liveConnection';
export type { LiveEvent, LiveEventType, LiveHandler } from './live/liveSubscribers';
export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
export type { BookingDialogProps, DialogProperty, MessageDialogProps, StayChoice } from './contracts/dialogs';
