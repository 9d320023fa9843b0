import { TEXT_LIMITS } from '@stays/subgraph-shared';
import { checkMessage, checkStay, earliestToday, totalMatches } from './validation';

const NOW = new Date('2025-08-10T12:00:00Z');
const stay = (overrides: Record<string, unknown> = {}) =>
  checkStay(
    {
      propertyId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      checkInDate: '2025-08-12',
      checkOutDate: '2025-08-15',
      guests: 2,
      ...overrides,
    },
    NOW,
  );

describe('stay checks (SPEC section 5)', () => {
  it('accepts a stay from today on, and a date picker timestamp as its day', () => {
    expect(stay()).toEqual({
      ok: true,
      value: {
        propertyId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        checkInDate: '2025-08-12',
        checkOutDate: '2025-08-15',
        guests: 2,
      },
    });
    expect(stay({ checkInDate: '2025-08-10T00:00:00.000Z' }).ok).toBe(true);
  });

  it('refuses a past check-in, but not a day that is still today somewhere', () => {
    expect(earliestToday(NOW)).toBe('2025-08-10');
    expect(earliestToday(new Date('2025-08-10T05:00:00Z'))).toBe('2025-08-09');
    expect(stay({ checkInDate: '2025-08-08' })).toEqual({
      ok: false,
      errors: { checkInDate: 'Check-in date must be today or later' },
    });
  });

  it('refuses a check-out on or before check-in (0 nights), missing dates and bad guest counts', () => {
    expect(stay({ checkOutDate: '2025-08-12' })).toEqual({
      ok: false,
      errors: { checkOutDate: 'Check-out date must be after check-in date' },
    });
    expect(stay({ checkOutDate: '2025-08-11' }).ok).toBe(false);
    expect(stay({ checkInDate: '', checkOutDate: undefined, guests: 0 })).toEqual({
      ok: false,
      errors: {
        checkInDate: 'Check-in date is required',
        checkOutDate: 'Check-out date is required',
        guests: 'At least 1 guest is required',
      },
    });
    expect(stay({ checkInDate: '2025-02-30' }).ok).toBe(false);
    expect(stay({ guests: 17 }).ok).toBe(false);
  });

  it('compares the client total to the cent, as text or number', () => {
    expect(totalMatches('410', 410)).toBe(true);
    expect(totalMatches('$1,140.00', 1140)).toBe(true);
    expect(totalMatches(undefined, 410)).toBe(true);
    expect(totalMatches('400', 410)).toBe(false);
    expect(totalMatches('abc', 410)).toBe(false);
  });
});

describe('checkMessage (issue 30 #1: a long message replaced the page)', () => {
  it('takes 2,000 characters and refuses 2,001 with a message naming the limit', () => {
    expect(TEXT_LIMITS.bookingMessage.max).toBe(2000);
    expect(checkMessage('a'.repeat(2000))).toEqual({ ok: true, value: 'a'.repeat(2000) });
    expect(checkMessage('a'.repeat(2001))).toEqual({
      ok: false,
      error: 'Message must be at most 2000 characters',
    });
  });
});
