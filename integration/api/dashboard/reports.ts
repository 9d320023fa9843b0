import { type BookingJson } from '../../fixtures/client';
import { admin, approvedBooking, call, host, property, staff, student } from './world';

interface ReportJson {
  id: string;
  type: string;
  title: string;
  dateRange: string;
  data: {
    figures: Array<{ key: string; value: number }>;
    columns: string[];
    rows: string[][];
    [key: string]: unknown;
  };
}

export function describeReports() {
  describe('reports', () => {
    it('POST /api/dashboard/reports: each of the four types over the last 30 days, stored and listed', async () => {
      const booking = await approvedBooking(2);
      const made: ReportJson[] = [];
      for (const type of ['user_activity', 'properties', 'bookings', 'earnings']) {
        const answer = await call<ReportJson>(
          'POST',
          '/api/dashboard/reports',
          { type, title: `${type} test`, description: 'Monthly review', dateRange: 'Last 30 days' },
          { cookie: staff.cookie },
        );
        expect(answer.status).toBe(201);
        expect(answer.json).toMatchObject({ type, title: `${type} test`, dateRange: 'Last 30 days' });
        expect(answer.json.data.figures.length).toBeGreaterThan(0);
        made.push(answer.json);
      }
      const bookingsReport = made[2];
      expect(bookingsReport.data.rows.map((row) => row[0])).toContain(booking.id);
      expect(bookingsReport.data.approved).toBeGreaterThanOrEqual(1);
      const earnings = made[3];
      const row = earnings.data.rows.find((cells) => cells[0] === property.id)!;
      expect(Number(row[4])).toBeGreaterThanOrEqual(Number(booking.totalPrice));

      const listed = await call<ReportJson[]>('GET', '/api/dashboard/reports', undefined, {
        cookie: admin.cookie,
      });
      expect(listed.json.slice(0, 4).map((report) => report.id)).toEqual(
        made.map((report) => report.id).reverse(),
      );
      expect(listed.json[3].data.figures).toEqual(made[0].data.figures);
    });

    it('GET /api/dashboard/reports/{id}/csv downloads the stored report as CSV', async () => {
      const report = (
        await call<ReportJson>(
          'POST',
          '/api/dashboard/reports',
          { type: 'bookings' },
          { cookie: admin.cookie },
        )
      ).json;
      expect(report.title).toBe('Bookings report');
      const csv = await call('GET', `/api/dashboard/reports/${report.id}/csv`, undefined, {
        cookie: staff.cookie,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="report-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.text.split('\r\n');
      expect(lines[0]).toBe('Report,Bookings report');
      expect(lines[1]).toBe('Period,Last 30 days');
      expect(lines).toContain(report.data.columns.join(','));
      expect(lines.length).toBeGreaterThanOrEqual(report.data.rows.length + report.data.figures.length + 4);
      expect(
        (
          await call('GET', `/api/dashboard/reports/aaaaaaaaaaaaaaaaaaaaaaaa/csv`, undefined, {
            cookie: staff.cookie,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call('GET', `/api/dashboard/reports/${report.id}/csv`, undefined, { cookie: host.cookie }))
          .status,
      ).toBe(403);
    });

    it('refuses unknown types (400) and non-moderators (403/401)', async () => {
      const bad = await call<{ errors: Record<string, string> }>(
        'POST',
        '/api/dashboard/reports',
        { type: 'gossip' },
        {
          cookie: staff.cookie,
        },
      );
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toHaveProperty('type');
      expect(
        (await call('POST', '/api/dashboard/reports', { type: 'bookings' }, { cookie: student.cookie }))
          .status,
      ).toBe(403);
      expect((await call('GET', '/api/dashboard/reports')).status).toBe(401);
    });
  });
}

export function describeHostAnalytics() {
  describe('GET /api/host/analytics', () => {
    it("computes the host's figures from the host's own bookings (SPEC section 9)", async () => {
      await approvedBooking(3);
      const answer = await call<Record<string, unknown>>('GET', '/api/host/analytics', undefined, {
        cookie: host.cookie,
      });
      expect(answer.status).toBe(200);
      const bookings = (
        await call<BookingJson[]>('GET', `/api/bookings/host/${host.id}`, undefined, { cookie: host.cookie })
      ).json;
      const approved = bookings.filter((booking) => booking.status === 'approved');
      const revenue =
        Math.round(approved.reduce((sum, booking) => sum + Number(booking.totalPrice), 0) * 100) / 100;
      expect(answer.json).toMatchObject({
        hostId: host.id,
        totalRevenue: revenue,
        revenue: revenue.toFixed(2),
        totalBookings: bookings.length,
        approvedBookings: approved.length,
        pendingRequests: bookings.filter((booking) => booking.status === 'pending').length,
        averageBookingValue: Math.round((revenue / approved.length) * 100) / 100,
        approvalRate: Math.round((approved.length / bookings.length) * 100),
      });
      expect((answer.json.recentBookings as unknown[]).length).toBe(Math.min(5, bookings.length));
      const top = answer.json.topProperties as Array<{
        propertyId: string;
        bookings: number;
        property: { title: string };
      }>;
      expect(top.length).toBeLessThanOrEqual(3);
      expect(top.map((row) => row.propertyId)).toContain(property.id);
      expect(top.find((row) => row.propertyId === property.id)?.property.title).toBe(property.title);
    });

    it('is for hosts (their own) and admins (any host); others 403, anonymous 401', async () => {
      expect(
        (await call('GET', `/api/host/analytics?hostId=${host.id}`, undefined, { cookie: admin.cookie }))
          .status,
      ).toBe(200);
      expect((await call('GET', '/api/host/analytics', undefined, { cookie: student.cookie })).status).toBe(
        403,
      );
      expect((await call('GET', '/api/host/analytics', undefined, { cookie: staff.cookie })).status).toBe(
        403,
      );
      expect((await call('GET', '/api/host/analytics')).status).toBe(401);
    });
  });
}
