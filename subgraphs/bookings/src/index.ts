// The bookings subgraph process: stay requests (collection `bookings`) and the `Booking` entity.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { availabilityRoutes } from './booking/availability';
import { createBookingLoaders } from './booking/loaders';
import { bookingModel } from './booking/model';
import { bookingResolvers, type BookingsContext } from './booking/resolvers';
import { bookingTypeDefs } from './booking/schema';

runSubgraphProcess<BookingsContext>('bookings', async (connection) => {
  const bookings = bookingModel(connection);
  await bookings.init(); // indexes before the first request
  return {
    typeDefs: bookingTypeDefs,
    resolvers: bookingResolvers,
    context: (caller) => ({ caller, loaders: createBookingLoaders(bookings) }),
    routes: availabilityRoutes(bookings),
  };
});
