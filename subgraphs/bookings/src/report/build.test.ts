import { buildReport, type ReportBooking } from './build';

let n = 0;
const booking = (propertyId: string, guestId: string, status: string, totalPrice: string): ReportBooking => ({
  _id: `b${++n}`,
  propertyId,
  guestId,
  hostId: propertyId === 'p1' ? 'h1' : 'h2',
  status,
  totalPrice,
  createdAt: new Date('2025-08-01T00:00:00Z'),
  checkInDate: '2025-09-01',
  checkOutDate: '2025-09-04',
  guests: 2,
});

const bookings = [
  booking('p1', 'g1', 'approved', '410'),
  booking('p1', 'g2', 'pending', '300'),
  booking('p2', 'g1', 'approved', '113.98'),
  booking('p2', 'g1', 'rejected', '90'),
];
const titles = new Map([
  ['p1', 'Sea view'],
  ['p2', 'Loft'],
]);
// g2 is an account that is gone: its id is all a report can say.
const people = new Map([
  ['g1', { name: 'Ada Guest', email: 'ada@stays.test' }],
  ['h1', { name: 'Hal Host', email: 'hal@stays.test' }],
]);
const figures = (type: Parameters<typeof buildReport>[0]) =>
  Object.fromEntries(
    buildReport(type, bookings, titles, people).figures.map((figure) => [figure.key, figure.value]),
  );

describe('reports', () => {
  it('bookings: the summary counts every status, expired included, so the statuses add up (issue 46 #9)', () => {
    const withExpired = [
      ...bookings,
      booking('p2', 'g2', 'expired', '90'),
      booking('p1', 'g1', 'cancelled', '50'),
    ];
    const summary = buildReport('bookings', withExpired, titles, people).figures;
    const value = (key: string) => summary.find((figure) => figure.key === key)?.value;
    expect(summary.map((figure) => figure.label)).toEqual([
      'Booking requests',
      'Pending',
      'Approved',
      'Rejected',
      'Cancelled',
      'Expired',
      'Approval rate (%)',
      'Nights requested',
    ]);
    expect(value('requests')).toBe(6);
    expect(value('expired')).toBe(1);
    const statuses = ['pending', 'approved', 'rejected', 'cancelled', 'expired'].map(
      (key) => value(key) ?? 0,
    );
    expect(statuses.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('bookings: requests by status, approval rate, nights; one row per booking', () => {
    expect(figures('bookings')).toEqual({
      requests: 4,
      pending: 1,
      approved: 2,
      rejected: 1,
      cancelled: 0,
      expired: 0,
      approvalRate: 50,
      nightsRequested: 12,
    });
    expect(buildReport('bookings', bookings, titles, people).rows[0]).toEqual([
      'b1',
      '2025-08-01T00:00:00.000Z',
      'p1',
      'Sea view',
      'Ada Guest',
      'ada@stays.test',
      'Hal Host',
      'hal@stays.test',
      '2025-09-01',
      '2025-09-04',
      '3',
      '2',
      'approved',
      '410',
    ]);
  });

  it('earnings: approved revenue, average and nights; properties by revenue', () => {
    expect(figures('earnings')).toEqual({
      revenue: 523.98,
      approvedBookings: 2,
      averageBookingValue: 261.99,
      nightsBooked: 6,
      refunded: 0,
    });
    expect(buildReport('earnings', bookings, titles, people).rows).toEqual([
      ['p1', 'Sea view', '1', '3', '410.00'],
      ['p2', 'Loft', '1', '3', '113.98'],
    ]);
  });

  it('counts cancellations and the money refunded to guests', () => {
    const withCancellations = [
      ...bookings,
      { ...booking('p1', 'g2', 'cancelled', '228'), refundAmount: 100 },
      { ...booking('p2', 'g1', 'cancelled', '114'), refundAmount: 50.5 },
    ];
    const of = (type: Parameters<typeof buildReport>[0]) =>
      Object.fromEntries(
        buildReport(type, withCancellations, titles, people).figures.map((figure) => [
          figure.key,
          figure.value,
        ]),
      );
    expect(of('bookings')).toMatchObject({ requests: 6, cancelled: 2 });
    expect(of('earnings')).toMatchObject({ revenue: 523.98, refunded: 150.5 });
  });

  it('names guests and hosts by name and email, never by id alone (issue 30)', () => {
    const report = buildReport('bookings', bookings, titles, people);
    expect(report.columns).toEqual(expect.arrayContaining(['Guest', 'Guest email', 'Host', 'Host email']));
    expect(report.columns).not.toContain('Guest ID');
    expect(buildReport('user_activity', bookings, titles, people).rows[1]!.slice(0, 2)).toEqual(['g2', '']);
    expect(buildReport('properties', bookings, titles, people).rows[0]!.slice(0, 4)).toEqual([
      'p1',
      'Sea view',
      'Hal Host',
      'hal@stays.test',
    ]);
  });

  it('properties and user activity', () => {
    expect(figures('properties')).toEqual({
      propertiesRequested: 2,
      propertiesBooked: 2,
      propertiesWithPending: 1,
      hosts: 2,
    });
    expect(figures('user_activity')).toEqual({
      activeGuests: 2,
      repeatGuests: 1,
      activeHosts: 2,
      requestsPerGuest: 2,
    });
    expect(buildReport('user_activity', bookings, titles, people).rows[0]).toEqual([
      'Ada Guest',
      'ada@stays.test',
      '3',
      '2',
      '0',
      '1',
      '523.98',
    ]);
  });
});
