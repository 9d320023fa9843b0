import {
  can,
  conflict,
  forbidden,
  invalidFields,
  notFound,
  toGraphQL,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import { isBlocked, isClosed, NIGHTS_BLOCKED, release, reserve, type Stay } from '../calendar/calendar';
import type { BookingsContext } from '../context';
import { announceBookingStep, notify, type NotificationToSend } from '../peers/notifications';
import { hasExpired, REQUEST_EXPIRED } from './expiry';
import type { BookingObject } from './model';
import type { BookingStatus } from '../__generated__/resolvers-types';
import { BOOKING_DECISIONS, canMoveBooking, movableTo } from './transitions';
import { propertyTitles } from '../peers/properties';

export const PROPERTY_WITHDRAWN = 'This property is no longer listed';
type Decision = 'approved' | 'rejected';

/**
 * SPEC section 4: a pending booking becomes approved or rejected, nothing else (transitions.ts). Approval first reserves the
 * nights in the property's calendar (one conditional update: refused when an approved stay overlaps), then
 * flips the booking from pending; if that flip loses (the booking was decided meanwhile), the nights are
 * given back. No transaction is needed, and many simultaneous approvals of overlapping stays approve one.
 */
export async function setBookingStatus(context: BookingsContext, id: string, status: BookingStatus) {
  const { caller, bookings, calendars } = context;
  if (!caller.userId) throw unauthenticated();
  if (!BOOKING_DECISIONS.includes(status))
    throw invalidFields({ status: "Status must be 'approved' or 'rejected'" });
  const _id = toObjectId(id);
  const booking = _id ? await bookings.findById(_id).lean().exec() : null;
  if (!booking) throw notFound('Booking not found');
  const resource = { ownerId: String(booking.guestId), hostId: String(booking.hostId) };
  if (!can('booking.decide', caller, resource))
    throw can('booking.read', caller, resource)
      ? forbidden('Only the host of this property, staff or an admin can decide on this booking')
      : notFound('Booking not found');
  if (!canMoveBooking(booking.status, status, 'booking.decide'))
    throw conflict(`This booking is already ${booking.status}`);
  if (hasExpired(booking)) {
    // Its check-in passed while it waited (issue 30): it is stored as expired now, not decided.
    const expired = await bookings
      .findOneAndUpdate(
        { _id, ...movableTo('expired', 'system') },
        { $set: { status: 'expired' } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (expired) await announceBookingStep(expired, 'expired');
    throw conflict(REQUEST_EXPIRED, 'requestExpired');
  }

  const stay: Stay = {
    bookingId: id,
    propertyId: String(booking.propertyId),
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
  };
  if (status === 'approved' && !(await reserve(calendars, bookings, stay)))
    throw conflict(
      (await isClosed(calendars, stay.propertyId))
        ? PROPERTY_WITHDRAWN
        : (await isBlocked(calendars, stay))
          ? NIGHTS_BLOCKED
          : 'These dates overlap an approved stay at this property',
      'nightsTaken',
    );

  const updated = await bookings
    .findOneAndUpdate(
      { _id, ...movableTo(status, 'booking.decide') },
      { $set: { status } },
      { returnDocument: 'after' },
    )
    .lean()
    .exec();
  if (!updated) {
    const now = await bookings.findById(_id).select({ status: 1 }).lean().exec();
    // Our reservation is ours to give back unless the booking did end up approved (by a twin request).
    if (status === 'approved' && now?.status !== 'approved') await release(calendars, stay);
    throw conflict(`This booking is already ${now?.status ?? 'gone'}`);
  }

  const title = (await propertyTitles([stay.propertyId])).get(stay.propertyId);
  await notify(decisionNotice({ ...booking, _id: id }, title, status as Decision));
  await announceBookingStep(updated, status === 'approved' ? 'approved' : 'declined', {
    senderId: caller.userId,
  });
  return toGraphQL<BookingObject>(updated);
}

/** What the guest is told of a decision on their request (SPEC 8: 'Booking approved' / declined). */
export function decisionNotice(
  booking: { _id: unknown; guestId: unknown; checkInDate: string; checkOutDate: string },
  propertyTitle: string | undefined,
  decision: Decision,
  because?: string,
): NotificationToSend {
  return {
    recipientId: String(booking.guestId),
    title: decision === 'approved' ? 'Booking approved' : 'Booking declined',
    message:
      `Your booking request for ${propertyTitle ? `${propertyTitle}, ` : ''}${booking.checkInDate} to ` +
      `${booking.checkOutDate} was ${decision}${because ? `: ${because}` : ''}.`,
    relatedEntityType: 'booking',
    relatedEntityId: String(booking._id),
  };
}
