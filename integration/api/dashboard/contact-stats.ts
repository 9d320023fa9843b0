import { bookingPrice } from '../../../subgraphs/bookings/src/booking/pricing';
import { admin, approvedBooking, call, host, inbox, property, staff, student } from './world';

export function describeContact() {
  describe('POST /api/contact', () => {
    const message = {
      name: 'Lina',
      email: 'lina@example.org',
      subject: 'Parking',
      message: 'Is parking included?',
    };

    it('answers 201 { message: "Message sent" } and reaches every staff and admin account, not hosts', async () => {
      const answer = await call('POST', '/api/contact', { ...message, subject: 'Parking near campus' });
      expect(answer).toMatchObject({ status: 201, json: { message: 'Message sent' } });
      for (const who of [staff, admin]) {
        const found = (await inbox(who)).find((item) => item.title === 'Contact form: Parking near campus');
        expect(found).toMatchObject({ recipientRole: 'staff', isRead: false });
        expect(found?.message).toContain('lina@example.org');
      }
      expect((await inbox(host)).some((item) => item.title.startsWith('Contact form:'))).toBe(false);
      // Signed in works too; the staff desk's notification can be marked read by staff.
      expect(
        (await call('POST', '/api/contact', { ...message, subject: 'Signed in' }, { cookie: student.cookie }))
          .status,
      ).toBe(201);
      const desk = (await inbox(staff)).find((item) => item.title === 'Contact form: Signed in')!;
      const read = await call('PATCH', `/api/dashboard/notifications/${desk.id}/read`, undefined, {
        cookie: staff.cookie,
      });
      expect(read.status).toBe(200);
      expect(
        (
          await call('PATCH', `/api/dashboard/notifications/${desk.id}/read`, undefined, {
            cookie: host.cookie,
          })
        ).status,
      ).toBe(404);
    });

    it('validates with field messages (400) and bounded lengths', async () => {
      const answer = await call<{ message: string; errors: Record<string, string> }>('POST', '/api/contact', {
        name: '',
        email: 'not-an-email',
        subject: 'x'.repeat(201),
        message: 'short',
      });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual({
        name: 'Name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at most 200 characters',
        message: 'Message must be at least 10 characters',
      });
      expect(answer.json.message).toBe('Name is required');
      expect((await call('POST', '/api/contact', { ...message, name: ['Lina'] })).status).toBe(400);
    });

    it('limits one address to a few messages (429 after 5 in the window)', async () => {
      const ip = '10.200.0.1';
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/api/contact', message, { ip })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await call('POST', '/api/contact', message, { ip: '10.200.0.2' })).status).toBe(201);
    });
  });
}

export function describeStats() {
  describe('GET /api/dashboard/stats', () => {
    it("answers the four figures for staff and admin; monthly earnings grow by an approved booking's service fee (the platform's part)", async () => {
      const before = await call<Record<string, number>>('GET', '/api/dashboard/stats', undefined, {
        cookie: staff.cookie,
      });
      expect(before.status).toBe(200);
      expect(Object.keys(before.json).sort()).toEqual([
        'monthlyEarnings',
        'pendingBookings',
        'pendingProperties',
        'totalUsers',
      ]);
      const pending = await call<unknown[]>('GET', '/api/dashboard/pending-bookings', undefined, {
        cookie: staff.cookie,
      });
      expect(before.json.pendingBookings).toBe(pending.json.length);
      const pendingProperties = await call<unknown[]>('GET', '/api/dashboard/pending-properties', undefined, {
        cookie: staff.cookie,
      });
      expect(before.json.pendingProperties).toBe(pendingProperties.json.length);
      expect(before.json.totalUsers).toBeGreaterThan(0);

      const booking = await approvedBooking(1);
      const after = await call<Record<string, number>>('GET', '/api/dashboard/stats', undefined, {
        cookie: admin.cookie,
      });
      const { serviceFee } = bookingPrice(booking.checkInDate, booking.checkOutDate, property.pricePerNight);
      expect(serviceFee).toBeGreaterThan(0);
      expect(after.json.monthlyEarnings).toBeCloseTo(before.json.monthlyEarnings + serviceFee, 2);
      expect((await call('GET', '/api/dashboard/stats', undefined, { cookie: host.cookie })).status).toBe(
        403,
      );
    });
  });
}
