import { bookingPrice } from '../booking/pricing';
import { checkInMoment } from '@stays/subgraph-shared';
import { quoteRefund, refundPercent, splitTotal } from './refund';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

describe('refundPercent: SPEC section 9 table at each boundary', () => {
  it.each([
    ['flexible', DAY + MINUTE, 100],
    ['flexible', DAY, 50],
    ['flexible', DAY - MINUTE, 50],
    ['flexible', MINUTE, 50],
    ['moderate', 5 * DAY + MINUTE, 100],
    ['moderate', 5 * DAY, 50],
    ['moderate', 5 * DAY - MINUTE, 50],
    ['moderate', 2 * DAY, 50],
    ['moderate', 2 * DAY - MINUTE, 0],
    ['moderate', DAY + MINUTE, 0],
    ['strict', 14 * DAY + MINUTE, 100],
    ['strict', 14 * DAY, 50],
    ['strict', 14 * DAY - MINUTE, 50],
    ['strict', 7 * DAY, 50],
    ['strict', 7 * DAY - MINUTE, 0],
  ] as const)('%s with %d ms left refunds %d%%', (policy, left, percent) => {
    expect(refundPercent(policy, left)).toBe(percent);
  });

  it.each(['flexible', 'moderate', 'strict'] as const)('%s refunds nothing during the stay', (policy) => {
    expect(refundPercent(policy, 0)).toBe(0);
    expect(refundPercent(policy, -HOUR)).toBe(0);
  });
});

describe('splitTotal: the nights and the fee inside a stored total', () => {
  it.each([
    [100, 2],
    [120.5, 3],
    [99.99, 7],
    [1, 1],
    [333, 5],
    [0, 3],
  ])('finds the subtotal of %d a night for %d nights', (price, nights) => {
    const priced = bookingPrice('2030-01-01', `2030-01-${String(1 + nights).padStart(2, '0')}`, price);
    expect(splitTotal(priced.total)).toEqual({ subtotal: priced.subtotal, serviceFee: priced.serviceFee });
  });
});

describe('quoteRefund', () => {
  const approved = {
    status: 'approved',
    totalPrice: '228',
    checkInDate: '2030-06-10',
    checkOutDate: '2030-06-12',
  };
  const checkIn = checkInMoment('2030-06-10').getTime();

  it('starts the stay at 15:00 UTC of the check-in date', () => {
    expect(new Date(checkIn).toISOString()).toBe('2030-06-10T15:00:00.000Z');
  });

  it('refunds the share of the nights, never the service fee', () => {
    const full = quoteRefund(approved, 'moderate', new Date(checkIn - 6 * DAY));
    expect(full).toEqual(
      expect.objectContaining({ refundPercent: 100, refundAmount: 200, serviceFee: 28, total: 228 }),
    );
    const half = quoteRefund(approved, 'moderate', new Date(checkIn - 3 * DAY));
    expect(half).toEqual(expect.objectContaining({ refundPercent: 50, refundAmount: 100 }));
    expect(quoteRefund(approved, 'moderate', new Date(checkIn - DAY)).refundAmount).toBe(0);
  });

  it('is 0 and still cancellable during the stay, and not cancellable after check-out (11:00 UTC)', () => {
    const during = quoteRefund(approved, 'flexible', new Date(checkIn + HOUR));
    expect(during).toEqual(expect.objectContaining({ refundPercent: 0, refundAmount: 0, cancellable: true }));
    expect(quoteRefund(approved, 'flexible', new Date('2030-06-12T10:59:00Z')).cancellable).toBe(true);
    expect(quoteRefund(approved, 'flexible', new Date('2030-06-12T11:00:00Z')).cancellable).toBe(false);
  });

  it('refunds nothing for a request nobody approved (nothing was charged), and nothing to cancel once decided otherwise', () => {
    for (const left of [30 * DAY, HOUR]) {
      const pending = quoteRefund({ ...approved, status: 'pending' }, 'flexible', new Date(checkIn - left));
      expect(pending).toEqual(
        expect.objectContaining({ charged: false, refundPercent: 0, refundAmount: 0, cancellable: true }),
      );
    }
    expect(quoteRefund(approved, 'flexible', new Date(checkIn - 30 * DAY)).charged).toBe(true);
    expect(quoteRefund({ ...approved, status: 'rejected' }, 'strict', new Date(checkIn - 30 * DAY))).toEqual(
      expect.objectContaining({ cancellable: false }),
    );
  });

  it('counts hours to check-in whole, negative during the stay', () => {
    expect(quoteRefund(approved, 'flexible', new Date(checkIn - 25 * HOUR - MINUTE)).hoursBeforeCheckIn).toBe(
      25,
    );
    expect(quoteRefund(approved, 'flexible', new Date(checkIn + 2 * HOUR)).hoursBeforeCheckIn).toBe(-2);
  });
});

describe('quoteRefund at every boundary of every policy: the nights only, never the service fee', () => {
  // 2 nights at $100: subtotal 200, fee 28, total 228.
  const stay = {
    status: 'approved',
    totalPrice: '228',
    checkInDate: '2030-06-10',
    checkOutDate: '2030-06-12',
  };
  const checkIn = checkInMoment(stay.checkInDate).getTime();
  it.each([
    ['flexible', DAY + MINUTE, 100, 200],
    ['flexible', DAY, 50, 100],
    ['flexible', MINUTE, 50, 100],
    ['flexible', 0, 0, 0],
    ['moderate', 5 * DAY + MINUTE, 100, 200],
    ['moderate', 5 * DAY, 50, 100],
    ['moderate', 2 * DAY, 50, 100],
    ['moderate', 2 * DAY - MINUTE, 0, 0],
    ['strict', 14 * DAY + MINUTE, 100, 200],
    ['strict', 14 * DAY, 50, 100],
    ['strict', 7 * DAY, 50, 100],
    ['strict', 7 * DAY - MINUTE, 0, 0],
  ] as const)('%s with %d ms left refunds %d%% = $%d of $228', (policy, left, percent, amount) => {
    const quote = quoteRefund(stay, policy, new Date(checkIn - left));
    expect(quote).toEqual(
      expect.objectContaining({
        charged: true,
        refundPercent: percent,
        refundAmount: amount,
        serviceFee: 28,
      }),
    );
    expect(quote.refundAmount).toBeLessThanOrEqual(quote.total - quote.serviceFee);
  });
});
