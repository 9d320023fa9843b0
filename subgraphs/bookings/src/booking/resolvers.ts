import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { assertCan, badUserInput, can, toGraphQL, toGraphQLList, toObjectId } from '@stays/subgraph-shared';
import type { BookingsContext } from '../context';
import { type BookingInput, createBooking, priceStay, quoteOf } from './create';
import { setBookingStatus } from './decide';
import { BOOKING_STATUSES } from './model';
import { nightsBetween } from './pricing';

export type { BookingsContext };

interface BookingObject {
  id: string;
  guestId: string;
  hostId: string;
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
  status: string;
}

/** No screen pages these lists; a bound keeps one answer from growing without end. */
const LIST_LIMIT = 1000;

const asResource = (booking: { guestId: unknown; hostId: unknown }) => ({
  ownerId: String(booking.guestId),
  hostId: String(booking.hostId),
});

async function visibleBooking(id: string, context: BookingsContext): Promise<BookingObject | null> {
  const booking = toGraphQL<BookingObject & Record<string, unknown>>(
    await context.loaders.bookingById.load(id),
  );
  if (!booking) return null;
  return can('booking.read', context.caller, asResource(booking)) ? booking : null;
}

async function list(context: BookingsContext, filter: Record<string, unknown>) {
  const docs = await context.bookings
    .find(filter)
    .sort({ createdAt: -1, _id: -1 })
    .limit(LIST_LIMIT)
    .lean()
    .exec();
  return toGraphQLList(docs);
}

export const bookingResolvers: GraphQLResolverMap<BookingsContext> = {
  Query: {
    booking: (_parent, args: { id: string }, context: BookingsContext) => visibleBooking(args.id, context),
    bookingQuote: async (
      _parent,
      args: { propertyId: string; checkIn: string; checkOut: string; guests?: number | null },
      context: BookingsContext,
    ) => {
      assertCan('booking.quote', context.caller);
      return quoteOf(
        await priceStay({
          propertyId: args.propertyId,
          checkInDate: args.checkIn,
          checkOutDate: args.checkOut,
          guests: args.guests,
        }),
      );
    },
    myBookings: (_parent, _args, context: BookingsContext) => {
      assertCan('booking.listMine', context.caller);
      return list(context, { guestId: toObjectId(context.caller.userId) });
    },
    hostBookings: (_parent, args: { hostId: string }, context: BookingsContext) => {
      assertCan('booking.listForHost', context.caller, { ownerId: args.hostId });
      const hostId = toObjectId(args.hostId);
      return hostId ? list(context, { hostId }) : [];
    },
    bookings: (_parent, args: { status?: string | null }, context: BookingsContext) => {
      assertCan('booking.listAll', context.caller);
      if (args.status != null && !(BOOKING_STATUSES as readonly string[]).includes(args.status))
        throw badUserInput('status must be pending, approved or rejected');
      return list(context, args.status ? { status: args.status } : {});
    },
    pendingBookings: (_parent, _args, context: BookingsContext) => {
      assertCan('booking.listPending', context.caller);
      return list(context, { status: 'pending' });
    },
  },
  Mutation: {
    createBooking: (_parent, args: { input: BookingInput }, context: BookingsContext) =>
      createBooking(context, args.input),
    setBookingStatus: (_parent, args: { id: string; status: string }, context: BookingsContext) =>
      setBookingStatus(context, args.id, args.status),
  },
  Booking: {
    __resolveReference: (reference: { id: string }, context: BookingsContext) =>
      visibleBooking(reference.id, context),
    checkIn: (booking: BookingObject) => booking.checkInDate,
    checkOut: (booking: BookingObject) => booking.checkOutDate,
    nights: (booking: BookingObject) => nightsBetween(booking.checkInDate, booking.checkOutDate),
    guest: (booking: BookingObject) => ({ __typename: 'User', id: booking.guestId }),
    property: (booking: BookingObject) => ({ __typename: 'Property', id: booking.propertyId }),
  },
};
