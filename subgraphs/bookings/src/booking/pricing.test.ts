import { addDays, bookingPrice, nightsBetween, parseDay, staysOverlap } from './pricing';

describe('booking price (SPEC section 9)', () => {
  it('is nights x price plus a rounded 14% service fee, as text', () => {
    expect(bookingPrice('2025-08-01', '2025-08-04', 120)).toEqual({
      nights: 3,
      subtotal: 360,
      serviceFee: 50, // 50.4 rounded
      total: 410,
      totalPrice: '410',
    });
    expect(bookingPrice('2025-08-01', '2025-08-02', 35).totalPrice).toBe('40'); // 35 + round(4.9)
    expect(bookingPrice('2025-08-01', '2025-08-08', 450).totalPrice).toBe('3591'); // 3150 + 441
  });

  it('keeps cents when the nightly price has them', () => {
    expect(bookingPrice('2025-08-01', '2025-08-03', 49.99).totalPrice).toBe('113.98'); // 99.98 + 14
  });

  it('counts zero nights for reversed or malformed dates', () => {
    expect(nightsBetween('2025-08-04', '2025-08-01')).toBe(0);
    expect(nightsBetween('2025-08-01', 'tomorrow')).toBe(0);
    expect(bookingPrice('2025-08-01', '2025-08-01', 100).totalPrice).toBe('0');
  });

  it('crosses month and DST boundaries by calendar day', () => {
    expect(nightsBetween('2025-03-29', '2025-04-02')).toBe(4);
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
  });

  it('rejects impossible days', () => {
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('2025-2-3')).toBeNull();
  });

  it('treats the check-out day as free for the next stay', () => {
    const a = { checkInDate: '2025-08-01', checkOutDate: '2025-08-05' };
    expect(staysOverlap(a, { checkInDate: '2025-08-05', checkOutDate: '2025-08-07' })).toBe(false);
    expect(staysOverlap(a, { checkInDate: '2025-08-04', checkOutDate: '2025-08-07' })).toBe(true);
    expect(staysOverlap(a, { checkInDate: '2025-07-01', checkOutDate: '2025-09-01' })).toBe(true);
  });
});
