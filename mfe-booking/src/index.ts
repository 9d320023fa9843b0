// This remote's pages, for tests and tools. The shell loads them through federation (exposes/).
export { default as TripsPage } from './features/trips/TripsPage';
export { default as BookingDialog } from './features/booking-dialog/BookingDialog';
export { default as MessageDialog } from './features/message-dialog/MessageDialog';
