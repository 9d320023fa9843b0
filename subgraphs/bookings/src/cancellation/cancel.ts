import {
  can,
  cancellationPolicyOf,
  conflict,
  forbidden,
  notFound,
  toGraphQL,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import { release } from '../calendar/calendar';
import type { BookingsContext } from '../context';
import type { BookingObject, BookingRecord } from '../booking/model';
import { announceBookingStep, notify } from '../peers/notifications';
import { fetchPropertyFact } from '../peers/properties';
import { canMoveBooking } from '../booking/transitions';
import { quoteRefund, type RefundQuote } from './refund';

type StoredBooking = BookingRecord & { _id: unknown };

const resourceOf = (booking: { guestId: unknown; hostId: unknown }) => ({
  ownerId: String(booking.guestId),
  hostId: String(booking.hostId),
});

/** The booking if the caller may cancel it; the host is told 403 (they see it), anyone else 404. */
async function cancellableBooking(context: BookingsContext, id: string): Promise<StoredBooking> {
  const { caller, bookings } = context;
  if (!caller.userId) throw unauthenticated();
  const _id = toObjectId(id);
  const booking = _id ? await bookings.findById(_id).lean().exec() : null;
  if (!booking) throw notFound('Booking not found');
  if (!can('booking.cancel', caller, resourceOf(booking)))
    throw can('booking.read', caller, resourceOf(booking))
      ? forbidden('Only the guest of this booking, staff or an admin can cancel it')
      : notFound('Booking not found');
  return booking;
}

/** The policy of the booking's property; a property gone since keeps the default. */
async function policyFor(propertyId: unknown) {
  const property = await fetchPropertyFact(String(propertyId));
  return { policy: cancellationPolicyOf(property?.cancellationPolicy), title: property?.title };
}

export async function cancellationQuote(
  context: BookingsContext,
  id: string,
  now = new Date(),
): Promise<RefundQuote & { bookingId: string }> {
  const booking = await cancellableBooking(context, id);
  const { policy } = await policyFor(booking.propertyId);
  return { bookingId: id, ...quoteRefund(booking, policy, now) };
}

const whyNot = (booking: { status: string }) =>
  canMoveBooking(booking.status, 'cancelled', 'booking.cancel')
    ? 'This stay has already ended'
    : `This booking is already ${booking.status}`;

/**
 * Cancels with the refund of this moment, stored on the booking. The status moves in one conditional update
 * from the status read, so a decision or another cancellation at the same time makes one of them lose (409);
 * an approval that lands first is cancelled as approved (one retry). Approved nights go back to the calendar.
 */
export async function cancelBooking(context: BookingsContext, id: string, now = new Date()) {
  const { caller, bookings, calendars } = context;
  let booking = await cancellableBooking(context, id);
  const { policy, title } = await policyFor(booking.propertyId);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const quote = quoteRefund(booking, policy, now);
    if (!quote.cancellable) throw conflict(whyNot(booking));
    const updated = await bookings
      .findOneAndUpdate(
        { _id: booking._id, status: booking.status },
        {
          $set: {
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: toObjectId(caller.userId),
            cancellationPolicy: policy,
            refundPercent: quote.refundPercent,
            refundAmount: quote.refundAmount,
          },
        },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (updated) {
      if (booking.status === 'approved')
        await release(calendars, {
          bookingId: id,
          propertyId: String(booking.propertyId),
          checkInDate: booking.checkInDate,
          checkOutDate: booking.checkOutDate,
        });
      await notify({
        recipientId: String(booking.hostId),
        title: 'Booking cancelled',
        message:
          `The stay at ${title ?? 'your property'} from ${booking.checkInDate} to ${booking.checkOutDate} ` +
          (quote.charged
            ? `was cancelled; the guest is refunded $${quote.refundAmount} (${quote.refundPercent}% of the nights, ` +
              `${policy} policy; the service fee is not refunded).`
            : 'was withdrawn before it was approved; nothing was charged.'),
        relatedEntityType: 'booking',
        relatedEntityId: id,
      });
      await announceBookingStep(updated, 'cancelled', {
        senderId: caller.userId,
        amount: quote.refundAmount,
      });
      return toGraphQL<BookingObject>(updated);
    }
    const current = await bookings.findById(booking._id).lean().exec();
    if (!current) throw notFound('Booking not found');
    booking = current;
  }
  throw conflict(whyNot(booking));
}
