// The bookings subgraph: stay requests (collection `bookings`), the per-property calendars that guard approvals
// (`calendars`), stored reports (`reports`), host analytics and the staff stats. Importing it starts nothing:
// `main.ts` runs it as a process, `@stays/subgraph-shared/testing` in a test.
import {
  loadTypeDefs,
  type SubgraphDefinition,
  throttleModel,
  throttleRuleFromEnv,
} from '@stays/subgraph-shared';
import { availabilityRoutes } from './booking/availability';
import { guestStaysRoutes } from './booking/guestStays';
import { hostGuestsRoutes } from './booking/hostGuests';
import { startExpirySweep } from './booking/expiry';
import { createBookingLoaders } from './booking/loaders';
import { BOOKING_REQUEST_RULE } from './booking/create';
import { bookingModel } from './booking/model';
import { moveHostRoutes } from './booking/moveHost';
import { bookingResolvers } from './booking/resolvers';
import { retireRoutes } from './booking/retire';
import { calendarModel } from './calendar/model';
import { calendarImportModel } from './calendar-import/model';
import { startImportPoller } from './calendar-import/poller';
import { calendarImportResolvers } from './calendar-import/resolvers';
import { cancellationResolvers } from './cancellation/resolvers';
import { stayFactsRoutes } from './cancellation/stayFacts';
import type { BookingsContext } from './context';
import { dashboardResolvers } from './dashboard/resolvers';
import { feedRoutes } from './host-calendar/feed';
import { moderationResolvers } from './moderation/resolvers';
import { hostCalendarResolvers } from './host-calendar/resolvers';
import { reportModel } from './report/model';
import { reportResolvers } from './report/resolvers';
import { cachedGuestsHosted } from './stats/guests';
import { statsResolvers } from './stats/resolvers';

export const typeDefs = loadTypeDefs(__dirname, [
  'booking/booking.graphql',
  'dashboard/dashboard.graphql',
  'report/report.graphql',
  'host-calendar/host-calendar.graphql',
  'calendar-import/calendar-import.graphql',
  'cancellation/cancellation.graphql',
  'moderation/moderation.graphql',
  'stats/stats.graphql',
]);
export const resolvers = [
  bookingResolvers,
  dashboardResolvers,
  reportResolvers,
  hostCalendarResolvers,
  calendarImportResolvers,
  cancellationResolvers,
  moderationResolvers,
  statsResolvers,
];

/** Models and their indexes on the connection, then the schema, each request's context and the internal routes. */
export const defineBookings: SubgraphDefinition<BookingsContext> = async (connection) => {
  const bookings = bookingModel(connection);
  const calendars = calendarModel(connection);
  const reports = reportModel(connection);
  const imports = calendarImportModel(connection);
  const throttles = throttleModel(connection, 'bookingThrottles');
  const bookingRequestRule = throttleRuleFromEnv('BOOKING_REQUEST_RATE', BOOKING_REQUEST_RULE);
  // indexes before the first request
  await Promise.all([bookings.init(), calendars.init(), reports.init(), throttles.init(), imports.init()]);
  const guestsHosted = cachedGuestsHosted(bookings);
  await startExpirySweep(bookings, (message) => console.log(`[bookings] ${message}`));
  startImportPoller({ imports, calendars, bookings }, (message) => console.warn(`[bookings] ${message}`));
  return {
    typeDefs,
    resolvers,
    context: (caller) => ({
      caller,
      bookings,
      calendars,
      imports,
      reports,
      loaders: createBookingLoaders(bookings),
      throttles,
      bookingRequestRule,
      guestsHosted,
    }),
    routes: (app) => {
      availabilityRoutes(bookings, calendars)(app);
      hostGuestsRoutes(bookings)(app);
      guestStaysRoutes(bookings)(app);
      retireRoutes(bookings, calendars)(app);
      feedRoutes(calendars, bookings)(app);
      stayFactsRoutes(bookings)(app);
      moveHostRoutes(bookings)(app);
    },
  };
};
