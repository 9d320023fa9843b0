import type { Types } from 'mongoose';
import { conflict } from '@stays/subgraph-shared';
import type { BookingModel } from './model';
import { stillPending } from './expiry';
import type { StayRequest } from './validation';

/** Issue 30: the same guest could send identical requests for the same nights. */
export const DUPLICATE_REQUEST = 'You already have a request for these dates.';

type RequestedStay = Pick<StayRequest, 'propertyId' | 'checkInDate' | 'checkOutDate'>;

/**
 * A guest's requests at the same property that overlap `stay` and are still open: pending (not yet expired) or
 * approved. Nights are half-open: a stay may start on the day another one ends.
 */
function openOverlapping(guestId: string, stay: RequestedStay, now: Date) {
  return {
    guestId,
    propertyId: stay.propertyId,
    checkInDate: { $lt: stay.checkOutDate },
    checkOutDate: { $gt: stay.checkInDate },
    $or: [{ status: 'approved' as const }, stillPending(now)],
  };
}

/** 409, reason duplicateRequest. */
export const duplicateRequest = () => conflict(DUPLICATE_REQUEST, 'duplicateRequest');

/** Refuses a guest's request that overlaps an open one of their own. */
export async function assertNoOverlappingRequest(
  bookings: BookingModel,
  guestId: string,
  stay: RequestedStay,
  now = new Date(),
): Promise<void> {
  if (await bookings.exists(openOverlapping(guestId, stay, now)).exec()) throw duplicateRequest();
}

/**
 * Asked after the write: requests one guest sends at once (a double tap, a retry) all pass the check before any of
 * them is written. Whether an overlapping open request of the guest was written before this one (a smaller id):
 * the first one stays, every later one is withdrawn as a duplicate.
 */
export async function hasEarlierOverlappingRequest(
  bookings: BookingModel,
  guestId: string,
  stay: RequestedStay,
  createdId: Types.ObjectId,
  now = new Date(),
): Promise<boolean> {
  return (
    (await bookings.exists({ ...openOverlapping(guestId, stay, now), _id: { $lt: createdId } }).exec()) !==
    null
  );
}
