import { type BookingJson, dayFromNow, futureStay, type PropertyJson } from '../../fixtures/client';
import { property, host, student, admin, book, decide, inbox, stack, call } from './world';

export function describeAvailability() {
  describe('internal availability for search', () => {
    it('POST /internal/booked-properties lists properties with an approved stay overlapping the dates', async () => {
      const ask = (checkIn: string, checkOut: string) =>
        fetch(`http://127.0.0.1:${stack().subgraphs.bookings.port}/internal/booked-properties`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-token': stack().internalToken },
          body: JSON.stringify({ checkIn, checkOut }),
        });
      const stay = futureStay(8, 3);
      const booking = (await book(stay)).json;
      const before = (await (await ask(stay.checkInDate, stay.checkOutDate)).json()) as {
        propertyIds: string[];
      };
      expect(before.propertyIds).not.toContain(property.id);
      expect((await decide(booking.id, 'approved', host)).status).toBe(200);
      const after = (await (await ask(stay.checkInDate, stay.checkOutDate)).json()) as {
        propertyIds: string[];
      };
      expect(after.propertyIds).toContain(property.id);
      const checkOutDay = (await (await ask(stay.checkOutDate, dayFromNow(900 + 8 * 20 + 5))).json()) as {
        propertyIds: string[];
      };
      expect(checkOutDay.propertyIds).not.toContain(property.id);
      expect((await ask('2030-01-05', '2030-01-01')).status).toBe(400);
    });
  });
}

export function describeDeletingProperty() {
  describe('deleting a property with stays', () => {
    /** A fresh approved property of the cast's host (listed by the admin, so approved at once). */
    async function listedProperty(title: string): Promise<PropertyJson> {
      const created = await call<PropertyJson>(
        'POST',
        '/api/properties',
        {
          title,
          description: 'A property that a test lists and then deletes.',
          location: 'Martil, Tamuda Bay',
          latitude: 35.6164,
          longitude: -5.2752,
          propertyType: 'apartment',
          pricePerNight: '80',
          maxGuests: 2,
          hostId: host.id,
        },
        { cookie: admin.cookie },
      );
      expect(created.json.status).toBe('approved');
      return created.json;
    }
    const bookAt = (at: PropertyJson, slot: number) =>
      call<BookingJson>(
        'POST',
        '/api/bookings',
        { propertyId: at.id, guests: 1, ...futureStay(slot) },
        {
          cookie: student.cookie,
        },
      );
    const remove = (at: PropertyJson) =>
      call<{ message: string }>('DELETE', `/api/properties/${at.id}`, undefined, { cookie: host.cookie });

    it('is refused (409) while an approved stay is still to come; the property and the stay remain', async () => {
      const listed = await listedProperty('Loft with a guest coming');
      const booking = await bookAt(listed, 11);
      expect((await decide(booking.json.id, 'approved', host)).status).toBe(200);
      const refused = await remove(listed);
      expect(refused).toMatchObject({
        status: 409,
        json: { message: 'This property has 1 upcoming approved stay; it can be deleted once it is over' },
      });
      expect((await call('GET', `/api/properties/${listed.id}`)).status).toBe(200);
      const trips = await call<BookingJson[]>('GET', '/api/bookings/mine', undefined, {
        cookie: student.cookie,
      });
      expect(trips.json.find((trip) => trip.id === booking.json.id)?.status).toBe('approved');
    });

    it('declines its pending requests (the guest is told) and takes no new ones', async () => {
      const listed = await listedProperty('Loft about to go');
      const pending = await bookAt(listed, 12);
      expect(pending.status).toBe(201);
      const removed = await remove(listed);
      expect(removed).toMatchObject({
        status: 200,
        json: { message: 'Property has been removed successfully.' },
      });
      const trips = await call<BookingJson[]>('GET', '/api/bookings/mine', undefined, {
        cookie: student.cookie,
      });
      expect(trips.json.find((trip) => trip.id === pending.json.id)?.status).toBe('rejected');
      expect(await inbox(student)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: 'Booking declined',
            relatedEntityId: pending.json.id,
            message: expect.stringContaining('the property is no longer listed') as unknown,
          }),
        ]),
      );
      expect((await bookAt(listed, 13)).status).toBe(404);
      expect((await decide(pending.json.id, 'approved', host)).status).toBe(409);
    });
  });
}

export function describeGuestLookup() {
  describe('internal guest lookup for the users subgraph', () => {
    it('POST /internal/host-guests tells which users booked at the host', async () => {
      const ask = async (body: unknown) => {
        const response = await fetch(
          `http://127.0.0.1:${stack().subgraphs.bookings.port}/internal/host-guests`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-internal-token': stack().internalToken },
            body: JSON.stringify(body),
          },
        );
        return { status: response.status, json: (await response.json()) as { guestIds: string[] } };
      };
      await book(futureStay(9));
      expect(await ask({ hostId: host.id, guestIds: [student.id, admin.id] })).toEqual({
        status: 200,
        json: { guestIds: [student.id] },
      });
      expect((await ask({ hostId: admin.id, guestIds: [student.id] })).json.guestIds).toEqual([]);
      expect((await ask({ hostId: 'x', guestIds: [] })).status).toBe(400);
    });
  });
}
