// The bookings subgraph: stay requests (collection `bookings`), the per-property calendars that guard approvals
// (`calendars`), stored reports (`reports`), host analytics and the staff stats. Importing it starts nothing:
// `main.ts` runs it as a process, `@stays/subgraph-shared/testing` in a test.
import { loadTypeDefs, type SubgraphDefinition } from '@stays/subgraph-shared';
import { availabilityRoutes } from './booking/availability';
import { hostGuestsRoutes } from './booking/hostGuests';
import { createBookingLoaders } from './booking/loaders';
import { bookingModel } from './booking/model';
import { bookingResolvers } from './booking/resolvers';
import { retireRoutes } from './booking/retire';
import { calendarModel } from './calendar/model';
import { cancellationResolvers } from './cancellation/resolvers';
import { stayFactsRoutes } from './cancellation/stayFacts';
import type { BookingsContext } from './context';
import { dashboardResolvers } from './dashboard/resolvers';
import { feedRoutes } from './host-calendar/feed';
import { moderationResolvers } from './moderation/resolvers';
import { hostCalendarResolvers } from './host-calendar/resolvers';
import { reportModel } from './report/model';
import { reportResolvers } from './report/resolvers';

export const typeDefs = loadTypeDefs(__dirname, [
  'booking/booking.graphql',
  'dashboard/dashboard.graphql',
  'report/report.graphql',
  'host-calendar/host-calendar.graphql',
  'cancellation/cancellation.graphql',
  'moderation/moderation.graphql',
]);
export const resolvers = [
  bookingResolvers,
  dashboardResolvers,
  reportResolvers,
  hostCalendarResolvers,
  cancellationResolvers,
  moderationResolvers,
];

/** Models and their indexes on the connection, then the schema, each request's context and the internal routes. */
export const defineBookings: SubgraphDefinition<BookingsContext> = async (connection) => {
  const bookings = bookingModel(connection);
  const calendars = calendarModel(connection);
  const reports = reportModel(connection);
  await Promise.all([bookings.init(), calendars.init(), reports.init()]); // indexes before the first request
  return {
    typeDefs,
    resolvers,
    context: (caller) => ({ caller, bookings, calendars, reports, loaders: createBookingLoaders(bookings) }),
    routes: (app) => {
      availabilityRoutes(bookings, calendars)(app);
      hostGuestsRoutes(bookings)(app);
      retireRoutes(bookings, calendars)(app);
      feedRoutes(calendars, bookings)(app);
      stayFactsRoutes(bookings)(app);
    },
  };
};
