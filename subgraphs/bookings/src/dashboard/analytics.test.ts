import { addDays, bookingPrice, serviceFeeOf } from '../booking/pricing';
import { guestsHosted, hostAnalytics, platformFees, revenueByMonth } from './analytics';

const NOW = new Date('2025-08-20T10:00:00Z');
let n = 0;
const booking = (propertyId: string, status: string, totalPrice: string, createdAt: string) => ({
  _id: `b${++n}`,
  propertyId,
  status,
  totalPrice,
  createdAt: new Date(createdAt),
});

describe('host analytics (SPEC section 9)', () => {
  it('counts revenue, average value, approval rate, this month and top properties from approved stays', () => {
    const bookings = [
      booking('p1', 'approved', '410', '2025-08-02T00:00:00Z'),
      booking('p1', 'approved', '113.98', '2025-07-30T00:00:00Z'),
      booking('p2', 'pending', '500', '2025-08-19T00:00:00Z'),
      booking('p2', 'rejected', '300', '2025-08-18T00:00:00Z'),
      booking('p3', 'approved', '100', '2024-08-05T00:00:00Z'),
      booking('p1', 'pending', '90', '2025-06-01T00:00:00Z'),
    ];
    const figures = hostAnalytics(bookings, NOW);
    expect(figures).toMatchObject({
      totalRevenue: 623.98,
      revenue: '623.98',
      totalBookings: 6,
      approvedBookings: 3,
      pendingRequests: 2,
      averageBookingValue: 207.99,
      approvalRate: 50,
      thisMonth: 3, // August 2025 only, not August 2024
      thisMonthRevenue: 410,
    });
    expect(figures.recentBookings.map((b) => b.totalPrice)).toEqual(['500', '300', '410', '113.98', '90']);
    expect(figures.topProperties).toEqual([
      { propertyId: 'p1', bookings: 3, approvedBookings: 2, revenue: 523.98 },
      { propertyId: 'p2', bookings: 2, approvedBookings: 0, revenue: 0 },
      { propertyId: 'p3', bookings: 1, approvedBookings: 1, revenue: 100 },
    ]);
  });

  it('answers zeros for a host without bookings', () => {
    expect(hostAnalytics([], NOW)).toMatchObject({
      totalRevenue: 0,
      averageBookingValue: 0,
      approvalRate: 0,
    });
  });
});

describe('revenue by month', () => {
  it('covers the 12 UTC months ending with the current one, oldest first, approved totals by creation month', () => {
    const rows = revenueByMonth(
      [
        booking('p1', 'approved', '410', '2025-08-02T00:00:00Z'),
        booking('p1', 'approved', '0.1', '2025-08-31T23:59:59Z'),
        booking('p1', 'approved', '0.2', '2025-08-15T00:00:00Z'),
        booking('p2', 'pending', '500', '2025-08-19T00:00:00Z'),
        booking('p1', 'approved', '113.98', '2025-07-31T23:59:59Z'),
        booking('p3', 'approved', '100', '2024-09-01T00:00:00Z'), // the oldest month shown
        booking('p3', 'approved', '999', '2024-08-31T23:59:59Z'), // 13 months ago: left out
      ],
      NOW,
    );
    expect(rows.map((row) => row.month)).toEqual([
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
    ]);
    expect(rows[0]).toEqual({ month: '2024-09', revenue: 100, bookings: 1 });
    expect(rows[10]).toEqual({ month: '2025-07', revenue: 113.98, bookings: 1 });
    expect(rows[11]).toEqual({ month: '2025-08', revenue: 410.3, bookings: 3 });
    expect(rows.slice(1, 10).every((row) => row.revenue === 0 && row.bookings === 0)).toBe(true);
  });

  it("its last month is the 'This Month' revenue, and January reaches back into the year before", () => {
    const january = new Date('2026-01-05T00:00:00Z');
    const bookings = [booking('p1', 'approved', '42.5', '2026-01-01T00:00:00Z')];
    const rows = revenueByMonth(bookings, january);
    expect(rows[0].month).toBe('2025-02');
    expect(rows[11]).toEqual({ month: '2026-01', revenue: 42.5, bookings: 1 });
    expect(hostAnalytics(bookings, january).thisMonthRevenue).toBe(rows[11].revenue);
  });
});

describe('host analytics: cancellations', () => {
  it('counts cancelled stays and the refunds given, outside revenue', () => {
    const figures = hostAnalytics(
      [
        booking('p1', 'approved', '228', '2025-08-02T00:00:00Z'),
        { ...booking('p1', 'cancelled', '228', '2025-08-03T00:00:00Z'), refundAmount: 200 },
        { ...booking('p2', 'cancelled', '114', '2025-08-04T00:00:00Z'), refundAmount: 50.25 },
      ],
      NOW,
    );
    expect(figures).toMatchObject({ totalRevenue: 228, cancelledBookings: 2, refundedTotal: 250.25 });
  });
});

describe('figures that match the data (issue 46 #9)', () => {
  it("counts a host's guests over approved stays by party size, not the stays", () => {
    const bookings = [
      { ...booking('p1', 'approved', '410', '2025-08-02T00:00:00Z'), guests: 3 },
      { ...booking('p1', 'approved', '100', '2025-08-03T00:00:00Z'), guests: 2 },
      { ...booking('p2', 'pending', '500', '2025-08-19T00:00:00Z'), guests: 4 },
      { ...booking('p2', 'rejected', '300', '2025-08-18T00:00:00Z'), guests: 6 },
    ];
    expect(hostAnalytics(bookings, NOW)).toMatchObject({ approvedBookings: 2, guestsHosted: 5 });
    expect(guestsHosted([])).toBe(0);
  });

  it("gives the platform's earnings as its service fees, never the hosts' part of a stay", () => {
    // 3 nights at $120: subtotal 360, fee 50 (14%, rounded), total 410; 2 nights at $50: 100 + 14 = 114.
    const stays = [
      booking(
        'p1',
        'approved',
        bookingPrice('2025-08-01', '2025-08-04', 120).totalPrice,
        '2025-08-02T00:00:00Z',
      ),
      booking(
        'p1',
        'approved',
        bookingPrice('2025-08-10', '2025-08-12', 50).totalPrice,
        '2025-08-03T00:00:00Z',
      ),
      // The fee of a cancelled stay is kept; a pending or declined request earned nothing.
      booking(
        'p2',
        'cancelled',
        bookingPrice('2025-09-01', '2025-09-02', 99.5).totalPrice,
        '2025-08-04T00:00:00Z',
      ),
      booking('p2', 'pending', '500', '2025-08-19T00:00:00Z'),
      booking('p2', 'rejected', '300', '2025-08-18T00:00:00Z'),
    ];
    expect(platformFees(stays)).toBe(50 + 14 + 14);
    expect(platformFees(stays)).not.toBe(410 + 114);
  });

  it('finds the fee inside any total the pricing makes', () => {
    for (const price of [35, 48, 49.99, 99.5, 120, 333.33, 450])
      for (const nights of [1, 2, 3, 7, 13, 28]) {
        const quote = bookingPrice('2025-01-01', addDays('2025-01-01', nights), price);
        expect({ price, nights, fee: serviceFeeOf(quote.totalPrice) }).toEqual({
          price,
          nights,
          fee: quote.serviceFee,
        });
      }
  });
});
