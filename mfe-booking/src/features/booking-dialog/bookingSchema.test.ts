/** @jest-environment node */
import { bookingSchema, isBookingErrorKey, type BookingValues } from './bookingSchema';

const today = '2026-11-23';
const schema = bookingSchema(today, 4);
const valid: BookingValues = { checkIn: '2026-11-23', checkOut: '2026-11-25', guests: 2, message: '' };

/** The first error of each field, as the form shows them. */
function errors(values: Partial<BookingValues>): Record<string, string> {
  try {
    schema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as { inner: Array<{ path: string; message: string }> }).inner)
      found[inner.path] ??= inner.message;
    return found;
  }
}

describe('booking form rules (SPEC section 5)', () => {
  it('accepts today as check-in, the guest count up to the property limit and no message', () => {
    expect(errors({})).toEqual({});
    expect(errors({ guests: 4 })).toEqual({});
  });

  it.each([
    ['no check-in', { checkIn: '' }, 'checkIn', 'checkInRequired'],
    ['no check-out', { checkOut: '' }, 'checkOut', 'checkOutRequired'],
    ['no guests', { guests: '' as const }, 'guests', 'guestsRequired'],
    ['0 guests', { guests: 0 }, 'guests', 'guestsRequired'],
    ['more guests than the property takes', { guests: 5 }, 'guests', 'guestsMax'],
    ['check-in yesterday', { checkIn: '2026-11-22' }, 'checkIn', 'checkInPast'],
    ['check-out on check-in day', { checkOut: '2026-11-23' }, 'checkOut', 'checkOutOrder'],
    ['check-out before check-in', { checkOut: '2026-11-20' }, 'checkOut', 'checkOutOrder'],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message', 'messageLong'],
  ])('%s: %s says %s', (_name, values, field, key) => {
    expect(errors(values)[field]).toEqual(key);
    // The dialog has words for every error the schema gives (issue 30 #1: a yup default text crashed the page).
    expect(isBookingErrorKey(errors(values)[field])).toBe(true);
  });

  it('counts the message as the server does, trimmed: 2000 characters with spaces around pass', () => {
    expect(errors({ message: `  ${'x'.repeat(2000)}\n` })).toEqual({});
  });
});
