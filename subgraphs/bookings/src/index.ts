// The bookings subgraph process: stay requests (collection `bookings`), the per-property calendars that guard
// approvals (`calendars`), stored reports (`reports`), host analytics and the staff stats.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { availabilityRoutes } from './booking/availability';
import { hostGuestsRoutes } from './booking/hostGuests';
import { createBookingLoaders } from './booking/loaders';
import { bookingModel } from './booking/model';
import { bookingResolvers } from './booking/resolvers';
import { retireRoutes } from './booking/retire';
import { bookingTypeDefs } from './booking/schema';
import { calendarModel } from './calendar/model';
import type { BookingsContext } from './context';
import { dashboardResolvers } from './dashboard/resolvers';
import { dashboardTypeDefs } from './dashboard/schema';
import { reportModel } from './report/model';
import { reportResolvers } from './report/resolvers';
import { reportTypeDefs } from './report/schema';

runSubgraphProcess<BookingsContext>('bookings', async (connection) => {
  const bookings = bookingModel(connection);
  const calendars = calendarModel(connection);
  const reports = reportModel(connection);
  await Promise.all([bookings.init(), calendars.init(), reports.init()]); // indexes before the first request
  return {
    typeDefs: [bookingTypeDefs, dashboardTypeDefs, reportTypeDefs],
    resolvers: [bookingResolvers, dashboardResolvers, reportResolvers],
    context: (caller) => ({ caller, bookings, calendars, reports, loaders: createBookingLoaders(bookings) }),
    routes: (app) => {
      availabilityRoutes(bookings)(app);
      hostGuestsRoutes(bookings)(app);
      retireRoutes(bookings, calendars)(app);
    },
  };
});
