/**
 * SPEC section 4's booking statuses as one table: which status may become which, and who moves it. A mover is
 * a rule of the policy table (the caller must pass it for that booking) or `system`: the service itself (Instant
 * Book approves at once, a retired property's requests are declined, a request whose check-in passed expires).
 * Decided, cancelled and expired bookings never move again. The property statuses have the same kind of table
 * (subgraphs/properties/src/property/transitions.ts).
 */
import type { Operation } from '@stays/subgraph-shared';
import type { BookingStatus } from '../__generated__/resolvers-types';

export type BookingMover = Extract<Operation, 'booking.decide' | 'booking.cancel'> | 'system';

export const BOOKING_TRANSITIONS: Readonly<
  Record<BookingStatus, Partial<Record<BookingStatus, readonly BookingMover[]>>>
> = {
  pending: {
    approved: ['booking.decide', 'system'],
    rejected: ['booking.decide', 'system'],
    cancelled: ['booking.cancel'],
    expired: ['system'],
  },
  approved: { cancelled: ['booking.cancel'] },
  rejected: {},
  cancelled: {},
  expired: {},
};

/** Whether `by` may move a booking from `from` (a stored status, any text) to `to`. */
export function canMoveBooking(from: string, to: BookingStatus, by: BookingMover): boolean {
  return BOOKING_TRANSITIONS[from as BookingStatus]?.[to]?.includes(by) ?? false;
}

/** The statuses `by` may move a booking to `to` from: the condition of the update that moves it. */
export function bookingStatusesLeadingTo(to: BookingStatus, by: BookingMover): BookingStatus[] {
  return (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((from) => canMoveBooking(from, to, by));
}

/** The stored filter of the bookings `by` may move to `to`, for a conditional update. */
export const movableTo = (to: BookingStatus, by: BookingMover) => ({
  status: { $in: bookingStatusesLeadingTo(to, by) },
});

/** What a decision may set: the statuses a pending request may go to by `booking.decide`. */
export const BOOKING_DECISIONS = (Object.keys(BOOKING_TRANSITIONS.pending) as BookingStatus[]).filter((to) =>
  canMoveBooking('pending', to, 'booking.decide'),
);
