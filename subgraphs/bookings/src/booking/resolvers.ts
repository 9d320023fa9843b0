import { assertCan, can, toGraphQL, toGraphQLList, toObjectId } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { BookingsContext } from '../context';
import { createBooking, priceStay, quoteOf } from './create';
import { setBookingStatus } from './decide';
import { statusAt, stillPending, withStatus } from './expiry';
import type { BookingObject } from './model';
import { nightsBetween } from './pricing';

/** No screen pages these lists; a bound keeps one answer from growing without end. */
const LIST_LIMIT = 1000;

const asResource = (booking: { guestId: unknown; hostId: unknown }) => ({
  ownerId: String(booking.guestId),
  hostId: String(booking.hostId),
});

async function visibleBooking(id: string, context: BookingsContext): Promise<BookingObject | null> {
  const booking = toGraphQL<BookingObject>(await context.loaders.bookingById.load(id));
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
  return toGraphQLList<BookingObject>(docs);
}

export const bookingResolvers: Resolvers = {
  Query: {
    booking: (_parent, args, context) => visibleBooking(args.id, context),
    bookingQuote: async (_parent, args, context) => {
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
    myBookings: (_parent, _args, context) => {
      assertCan('booking.listMine', context.caller);
      return list(context, { guestId: toObjectId(context.caller.userId) });
    },
    hostBookings: (_parent, args, context) => {
      assertCan('booking.listForHost', context.caller, { ownerId: args.hostId });
      const hostId = toObjectId(args.hostId);
      return hostId ? list(context, { hostId }) : [];
    },
    bookings: (_parent, args, context) => {
      assertCan('booking.listAll', context.caller);
      return list(context, withStatus(args.status));
    },
    pendingBookings: (_parent, _args, context) => {
      assertCan('booking.listPending', context.caller);
      return list(context, stillPending());
    },
  },
  Mutation: {
    createBooking: (_parent, args, context) => createBooking(context, args.input),
    setBookingStatus: (_parent, args, context) => setBookingStatus(context, args.id, args.status),
  },
  Booking: {
    __resolveReference: (reference, context) => visibleBooking(reference.id, context),
    // Expired at once when the check-in passed while pending (the sweep stores it within minutes).
    status: (booking) => statusAt(booking),
    checkIn: (booking) => booking.checkInDate,
    checkOut: (booking) => booking.checkOutDate,
    nights: (booking) => nightsBetween(booking.checkInDate, booking.checkOutDate),
    priceLines: (booking) =>
      booking.subtotal == null || booking.serviceFee == null
        ? null
        : {
            months: booking.months ?? 0,
            extraNights: booking.extraNights ?? 0,
            subtotal: booking.subtotal,
            discount: booking.discount ?? 0,
            discountKind: booking.discountKind ?? null,
            serviceFee: booking.serviceFee,
          },
    guest: (booking) => ({ __typename: 'User', id: booking.guestId }),
    property: (booking) => ({ __typename: 'Property', id: booking.propertyId }),
  },
};
