import { cancellationPolicyOf } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { cancelBooking, cancellationQuote } from './cancel';
import { takenNights } from './availability';

export const cancellationResolvers: Resolvers = {
  Query: {
    cancellationQuote: (_parent, args, context) => cancellationQuote(context, args.bookingId),
    propertyAvailability: (_parent, args, context) => takenNights(context, args.propertyId),
  },
  Mutation: {
    cancelBooking: (_parent, args, context) => cancelBooking(context, args.id),
  },
  Booking: {
    cancellation: (booking) =>
      booking.status === 'cancelled' && booking.cancelledAt
        ? {
            cancelledAt: booking.cancelledAt,
            cancelledBy: booking.cancelledBy ?? null,
            policy: cancellationPolicyOf(booking.cancellationPolicy),
            refundPercent: booking.refundPercent ?? 0,
            refundAmount: booking.refundAmount ?? 0,
          }
        : null,
  },
};
