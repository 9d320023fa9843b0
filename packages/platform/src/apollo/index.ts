// @stays/platform/apollo: what uses Apollo Client (a federation singleton beside @stays/platform, loaded by the
// areas that write or follow the cache; a public page a visitor only reads never loads it).
export { createApolloClient, createCache } from './createApolloClient';
export type { ApolloClientOptions } from './createApolloClient';
export { apolloKit } from './kit';
export { useWriteThenRefresh } from './useWriteThenRefresh';
export { DecideRequestButtons } from '../bookings/DecideRequest';
export type { DecideRequestButtonsProps } from '../bookings/DecideRequest';
export { decisionProblem, useDecideBooking } from '../bookings/useDecideBooking';
export type { BookingDecision } from '../bookings/useDecideBooking';
