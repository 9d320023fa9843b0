import { CHECK_IN_HOUR_UTC, checkInMoment, repeatWhileConnected } from '@stays/subgraph-shared';
import { announceBookingStep } from '../peers/notifications';
import type { BookingModel } from './model';
import { movableTo } from './transitions';

/** Why an expired request cannot be decided (issue 30: a request whose check-in passed was still approvable). */
export const REQUEST_EXPIRED =
  'This request has expired: its check-in time has passed, so it can no longer be approved.';
/** How often pending requests whose check-in passed are marked expired. */
export const EXPIRY_SWEEP_MS = 10 * 60_000;

/** A stored booking (`checkInAt` a Date) or its GraphQL object (an ISO string). */
type Timed = { status: string; checkInDate: string; checkInAt?: Date | string | null };

/**
 * The instant a stay starts: the listing's check-in time in its own zone, stored with the request (`checkInAt`);
 * a booking stored before that was kept counts from CHECK_IN_HOUR_UTC:00 UTC of its check-in date.
 */
export const startOf = (booking: Pick<Timed, 'checkInDate' | 'checkInAt'>): Date =>
  booking.checkInAt ? new Date(booking.checkInAt) : checkInMoment(booking.checkInDate);

/**
 * A pending request expires the moment its stay would have started (issue 46 #7: at the listing's check-in time in
 * its time zone, not hours later), whatever any sweep has stored yet.
 */
export function hasExpired(booking: Timed, now = new Date()): boolean {
  return booking.status === 'pending' && startOf(booking).getTime() <= now.getTime();
}

/** The status a booking shows: `expired` at once for a pending one whose check-in passed, before any sweep. */
export function statusAt<T extends string>(booking: Timed & { status: T }, now = new Date()) {
  return hasExpired(booking, now) ? 'expired' : booking.status;
}

/** The last check-in date whose CHECK_IN_HOUR_UTC:00 UTC has come (for bookings stored without `checkInAt`). */
const lastStartedDay = (now: Date) =>
  new Date(now.getTime() - CHECK_IN_HOUR_UTC * 3_600_000).toISOString().slice(0, 10);

/** The stored filter of the requests whose start has come (hasExpired, as a query). */
const started = (now: Date) => ({
  $or: [{ checkInAt: { $lte: now } }, { checkInAt: null, checkInDate: { $lte: lastStartedDay(now) } }],
});

/** The stored filter of the expired requests: stored so, or pending past their start (before the sweep). */
export const expiredNow = (now = new Date()) => ({
  $or: [{ status: 'expired' as const }, { status: 'pending' as const, ...started(now) }],
});

/** The stored filter of a list of one status: pending and expired as a user sees them at `now`. */
export const withStatus = (status: string | null | undefined, now = new Date()): Record<string, unknown> =>
  status === 'pending'
    ? stillPending(now)
    : status === 'expired'
      ? expiredNow(now)
      : status
        ? { status }
        : {};

/** The stored filter of the requests that are really pending (not yet expired). */
export const stillPending = (now = new Date()) => ({
  status: 'pending' as const,
  $or: [{ checkInAt: { $gt: now } }, { checkInAt: null, checkInDate: { $gt: lastStartedDay(now) } }],
});

/**
 * Marks every pending request whose check-in passed as expired, each one conditionally (a decision at the same
 * moment wins), and tells its guest and host (a live event and the thread's `expired` line); answers how many
 * changed.
 */
export async function expirePastRequests(bookings: BookingModel, now = new Date()): Promise<number> {
  const due = await bookings
    .find({ status: 'pending', ...started(now) })
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
