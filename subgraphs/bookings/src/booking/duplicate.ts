import { conflict } from '@stays/subgraph-shared';
import type { BookingModel } from './model';
import { earliestToday, type StayRequest } from './validation';

/** Issue 30: the same guest could send identical requests for the same nights. */
export const DUPLICATE_REQUEST = 'You already have a request for these dates.';

/**
 * Refuses (409, reason duplicateRequest) a guest's request that overlaps one of their own at the same property
 * that is still open: pending (not yet expired) or approved. Nights are half-open: a stay may start on the day
 * another one ends.
 */
export async function assertNoOverlappingRequest(
  bookings: BookingModel,
  guestId: string,
  stay: Pick<StayRequest, 'propertyId' | 'checkInDate' | 'checkOutDate'>,
  now = new Date(),
): Promise<void> {
  const overlapping = await bookings
    .exists({
      guestId,
      propertyId: stay.propertyId,
      checkInDate: { $lt: stay.checkOutDate },
      checkOutDate: { $gt: stay.checkInDate },
      $or: [{ status: 'approved' }, { status: 'pending', checkInDate: { $gte: earliestToday(now) } }],
    })
    .exec();
  if (overlapping) throw conflict(DUPLICATE_REQUEST, 'duplicateRequest');
}
