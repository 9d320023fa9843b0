import { type Account, type BookingJson, futureStay } from '../../fixtures/client';
import { property, host, student, staff, admin, book, stack, call } from './world';

export function describeLists() {
  describe('booking lists', () => {
    let booking: BookingJson;
    beforeAll(async () => {
      booking = (await book(futureStay(3))).json;
    });

    it("GET /api/bookings/mine: the guest's own trips, newest first; 401 signed out", async () => {
      const mine = await call<BookingJson[]>('GET', '/api/bookings/mine', undefined, {
        cookie: student.cookie,
      });
      expect(mine.status).toBe(200);
      expect(mine.json[0].id).toBe(booking.id);
      expect(mine.json.every((item) => item.guestId === student.id)).toBe(true);
      expect((await call('GET', '/api/bookings/mine')).status).toBe(401);
    });

    it('GET /api/bookings/host/{hostId}: that host and admins; others 403', async () => {
      const own = await call<BookingJson[]>('GET', `/api/bookings/host/${host.id}`, undefined, {
        cookie: host.cookie,
      });
      expect(own.status).toBe(200);
      expect(own.json.map((item) => item.id)).toContain(booking.id);
      expect(own.json.every((item) => item.hostId === host.id)).toBe(true);
      expect(
        (await call('GET', `/api/bookings/host/${host.id}`, undefined, { cookie: admin.cookie })).status,
      ).toBe(200);
      expect(
        (await call('GET', `/api/bookings/host/${host.id}`, undefined, { cookie: student.cookie })).status,
      ).toBe(403);
      expect((await call('GET', `/api/bookings/host/${host.id}`)).status).toBe(401);
    });

    it("shows the host each guest's email (to arrange the stay), read in one lookup for the page", async () => {
      const own = await call<BookingJson[]>('GET', `/api/bookings/host/${host.id}`, undefined, {
        cookie: host.cookie,
      });
      const studentBookings = own.json.filter((item) => item.guestId === student.id);
      expect(studentBookings.length).toBeGreaterThan(0);
      expect(studentBookings.every((item) => item.guest?.email === 'student@stays.test')).toBe(true);
    });

    it('GET /api/bookings: admin only, each booking also with checkIn/checkOut', async () => {
      const all = await call<BookingJson[]>('GET', '/api/bookings', undefined, { cookie: admin.cookie });
      expect(all.status).toBe(200);
      const item = all.json.find((candidate) => candidate.id === booking.id)!;
      expect(item).toMatchObject({ checkIn: booking.checkInDate, checkOut: booking.checkOutDate });
      expect((await call('GET', '/api/bookings', undefined, { cookie: staff.cookie })).status).toBe(403);
    });

    it('GET /api/dashboard/pending-bookings: staff and admin; guest and property included', async () => {
      const pending = await call<BookingJson[]>('GET', '/api/dashboard/pending-bookings', undefined, {
        cookie: staff.cookie,
      });
      expect(pending.status).toBe(200);
      expect(pending.json.every((item) => item.status === 'pending')).toBe(true);
      expect(pending.json.find((item) => item.id === booking.id)).toMatchObject({
        guest: { id: student.id, firstName: expect.any(String) },
        property: { title: property.title },
      });
      expect(
        (await call('GET', '/api/dashboard/pending-bookings', undefined, { cookie: host.cookie })).status,
      ).toBe(403);
    });

    it("a booking read on its own: its guest, its property's host, moderators; nobody else", async () => {
      const query = { query: `query($id: ID!) { booking(id: $id) { id } }`, variables: { id: booking.id } };
      const read = async (who?: Account) => {
        const response = await fetch(`${stack().url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
          body: JSON.stringify(query),
        });
        return ((await response.json()) as { data: { booking: unknown } }).data.booking;
      };
      expect(await read(student)).toEqual({ id: booking.id });
      expect(await read(host)).toEqual({ id: booking.id });
      expect(await read(staff)).toEqual({ id: booking.id });
      expect(await read()).toBeNull();
    });
  });
}
