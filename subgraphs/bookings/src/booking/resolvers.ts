import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { can, type Caller, toGraphQL } from '@stays/subgraph-shared';
import type { BookingLoaders } from './loaders';

export interface BookingsContext {
  caller: Caller;
  loaders: BookingLoaders;
}

interface BookingObject {
  id: string;
  guestId: string;
  propertyId: string;
  status: string;
}

async function visibleBooking(id: string, context: BookingsContext): Promise<BookingObject | null> {
  const booking = toGraphQL<BookingObject & Record<string, unknown>>(
    await context.loaders.bookingById.load(id),
  );
  if (!booking) return null;
  return can('booking.read', context.caller, { ownerId: booking.guestId, status: booking.status })
    ? booking
    : null;
}

export const bookingResolvers: GraphQLResolverMap<BookingsContext> = {
  Query: {
    booking: (_parent, args: { id: string }, context: BookingsContext) => visibleBooking(args.id, context),
  },
  Booking: {
    __resolveReference: (reference: { id: string }, context: BookingsContext) =>
      visibleBooking(reference.id, context),
    guest: (booking: BookingObject) => ({ __typename: 'User', id: booking.guestId }),
    property: (booking: BookingObject) => ({ __typename: 'Property', id: booking.propertyId }),
  },
};
