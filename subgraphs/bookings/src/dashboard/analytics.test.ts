import { hostAnalytics, revenueByMonth } from './analytics';

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
