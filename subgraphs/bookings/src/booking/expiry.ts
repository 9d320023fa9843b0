import { repeatWhileConnected } from '@stays/subgraph-shared';
import { announceBookingStep } from '../peers/notifications';
import type { BookingModel } from './model';
import { movableTo } from './transitions';
import { earliestToday } from './validation';

/** Why an expired request cannot be decided (issue 30: a request whose check-in passed was still approvable). */
export const REQUEST_EXPIRED =
  'This request has expired: its check-in date has passed, so it can no longer be approved.';
/** How often pending requests whose check-in passed are marked expired. */
export const EXPIRY_SWEEP_MS = 10 * 60_000;

/**
 * A pending request expires once its check-in day is past everywhere (before the earliest today, UTC-12, the
 * day a new request may still start on).
 */
export function hasExpired(booking: { status: string; checkInDate: string }, now = new Date()): boolean {
  return booking.status === 'pending' && booking.checkInDate < earliestToday(now);
}

/** The status a booking shows: `expired` at once for a pending one whose check-in passed, before any sweep. */
export function statusAt<T extends string>(booking: { status: T; checkInDate: string }, now = new Date()) {
  return hasExpired(booking, now) ? 'expired' : booking.status;
}

/** The stored filter of the requests that are really pending (not yet expired). */
export const stillPending = (now = new Date()) => ({
  status: 'pending' as const,
  checkInDate: { $gte: earliestToday(now) },
});

/**
 * Marks every pending request whose check-in passed as expired, each one conditionally (a decision at the same
 * moment wins), and tells its guest and host (a live event and the thread's `expired` line); answers how many
 * changed.
 */
export async function expirePastRequests(bookings: BookingModel, now = new Date()): Promise<number> {
  const due = await bookings
    .find({ status: 'pending', checkInDate: { $lt: earliestToday(now) } })
    .lean()
    .exec();
  let expired = 0;
  for (const booking of due) {
    const changed = await bookings
      .findOneAndUpdate(
        { _id: booking._id, ...movableTo('expired', 'system') },
        { $set: { status: 'expired' } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (!changed) continue;
    expired += 1;
    await announceBookingStep(changed, 'expired');
  }
  return expired;
}

/** Expires past requests now, then every EXPIRY_SWEEP_MS while the bookings' connection is open. */
export async function startExpirySweep(bookings: BookingModel, log: (message: string) => void) {
  const sweep = () =>
    expirePastRequests(bookings).then(
      (count) => count > 0 && log(`${count} pending request(s) expired`),
      (error: Error) => log(`expiring past requests failed: ${error.message}`),
    );
  await sweep();
  repeatWhileConnected(bookings.db, EXPIRY_SWEEP_MS, () => void sweep());
}
