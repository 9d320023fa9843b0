import {
  BOOKING_DECISIONS,
  BOOKING_TRANSITIONS,
  bookingStatusesLeadingTo,
  canMoveBooking,
  movableTo,
} from './transitions';
import { BOOKING_STATUSES } from './model';

describe('booking transitions (SPEC section 4)', () => {
  it('has a row for every stored status', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('lets the host, staff or an admin decide a pending request, and nothing else', () => {
    expect(BOOKING_DECISIONS).toEqual(['approved', 'rejected']);
    expect(canMoveBooking('pending', 'approved', 'booking.decide')).toBe(true);
    expect(canMoveBooking('pending', 'rejected', 'booking.decide')).toBe(true);
    for (const from of ['approved', 'rejected', 'cancelled', 'expired'])
      for (const to of BOOKING_DECISIONS) expect(canMoveBooking(from, to, 'booking.decide')).toBe(false);
    expect(canMoveBooking('pending', 'expired', 'booking.decide')).toBe(false);
    expect(canMoveBooking('pending', 'cancelled', 'booking.decide')).toBe(false);
  });

  it('lets the guest cancel a pending or an approved stay, never a decided one', () => {
    expect(bookingStatusesLeadingTo('cancelled', 'booking.cancel')).toEqual(['pending', 'approved']);
    expect(canMoveBooking('rejected', 'cancelled', 'booking.cancel')).toBe(false);
    expect(canMoveBooking('expired', 'cancelled', 'booking.cancel')).toBe(false);
  });

  it('leaves expiry, Instant Book and retired listings to the service, from pending only', () => {
    expect(bookingStatusesLeadingTo('expired', 'system')).toEqual(['pending']);
    expect(bookingStatusesLeadingTo('approved', 'system')).toEqual(['pending']);
    expect(bookingStatusesLeadingTo('rejected', 'system')).toEqual(['pending']);
    expect(canMoveBooking('approved', 'expired', 'system')).toBe(false);
    expect(canMoveBooking('pending', 'cancelled', 'system')).toBe(false);
  });

  it('never moves a finished booking, nor one with an unknown status', () => {
    for (const from of ['rejected', 'cancelled', 'expired', 'archived'])
      for (const to of BOOKING_STATUSES)
        for (const by of ['booking.decide', 'booking.cancel', 'system'] as const)
          expect(canMoveBooking(from, to, by)).toBe(false);
  });

  it('conditions an update on the statuses that lead to the target', () => {
    expect(movableTo('approved', 'booking.decide')).toEqual({ status: { $in: ['pending'] } });
  });
});
