import { dayFromNow, futureStay, type PropertyJson } from '../../fixtures/client';
import { property, host, student, admin, expectedTotal, book, inbox, stack, call } from './world';

export function describeQuote() {
  describe('price quote', () => {
    it('GET /api/bookings/quote: nights, subtotal, 14% service fee rounded and the total', async () => {
      const stay = futureStay(0, 3);
      const answer = await call<Record<string, unknown>>(
        'GET',
        `/api/bookings/quote?propertyId=${property.id}&checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&guests=1`,
      );
      expect(answer.status).toBe(200);
      const subtotal = Math.round(3 * property.pricePerNight * 100) / 100;
      expect(answer.json).toMatchObject({
        propertyId: property.id,
        nights: 3,
        pricePerNight: property.pricePerNight,
        subtotal,
        serviceFee: Math.round(subtotal * 0.14),
        total: expectedTotal(3, property.pricePerNight),
        totalPrice: String(expectedTotal(3, property.pricePerNight)),
      });
    });

    it('the same through GraphQL, and 400 for 0 nights or a bad guest count, 404 for an unknown property', async () => {
      const stay = futureStay(0, 2);
      const response = await fetch(`${stack().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query($p: ID!, $i: String!, $o: String!) { bookingQuote(propertyId: $p, checkIn: $i, checkOut: $o, guests: 1) { nights total } }`,
          variables: { p: property.id, i: stay.checkInDate, o: stay.checkOutDate },
        }),
      });
      expect(((await response.json()) as { data: unknown }).data).toEqual({
        bookingQuote: { nights: 2, total: expectedTotal(2, property.pricePerNight) },
      });
      const zero = await call<{ message: string }>(
        'GET',
        `/api/bookings/quote?propertyId=${property.id}&checkIn=${stay.checkInDate}&checkOut=${stay.checkInDate}`,
      );
      expect(zero).toMatchObject({
        status: 400,
        json: { message: 'Check-out date must be after check-in date' },
      });
      const guests = await call(
        'GET',
        `/api/bookings/quote?propertyId=${property.id}&checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&guests=lots`,
      );
      expect(guests.status).toBe(400);
      const unknown = await call(
        'GET',
        `/api/bookings/quote?propertyId=aaaaaaaaaaaaaaaaaaaaaaaa&checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}`,
      );
      expect(unknown).toMatchObject({ status: 404, json: { message: 'Property not found' } });
    });
  });
}

export function describeCreate() {
  describe('POST /api/bookings', () => {
    it('refuses anonymous callers with 401', async () => {
      const answer = await call('POST', '/api/bookings', {
        propertyId: property.id,
        guests: 1,
        ...futureStay(1),
      });
      expect(answer.status).toBe(401);
    });

    it('applies the date rules: no past check-in, check-out after check-in, not 0 nights, both required', async () => {
      const past = await book({ checkInDate: dayFromNow(-3), checkOutDate: dayFromNow(2) });
      expect(past).toMatchObject({
        status: 400,
        json: {
          message: 'Check-in date must be today or later',
          errors: { checkInDate: expect.any(String) },
        },
      });
      const stay = futureStay(1);
      const sameDay = await book({ checkInDate: stay.checkInDate, checkOutDate: stay.checkInDate });
      expect(sameDay).toMatchObject({
        status: 400,
        json: { message: 'Check-out date must be after check-in date' },
      });
      const reversed = await book({ checkInDate: stay.checkOutDate, checkOutDate: stay.checkInDate });
      expect(reversed.status).toBe(400);
      expect(reversed.json.errors).toEqual({ checkOutDate: 'Check-out date must be after check-in date' });
      const missing = await book({ checkInDate: '', checkOutDate: '' });
      expect(missing.json.errors).toEqual({
        checkInDate: 'Check-in date is required',
        checkOutDate: 'Check-out date is required',
      });
    });

    it('refuses a client total that is not the server computation, naming the right one', async () => {
      const stay = futureStay(1, 3);
      const answer = await book(stay, { totalPrice: '1' });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toContain('The total price does not match this stay');
      expect(answer.json.message).toContain(`$${expectedTotal(3, property.pricePerNight)}`);
      expect(answer.json.errors).toHaveProperty('totalPrice');
    });

    it("refuses the host's own property (403), too many guests (400), another guest's id (403)", async () => {
      const stay = futureStay(1);
      expect(await book(stay, {}, host)).toMatchObject({
        status: 403,
        json: { message: 'You cannot book your own property' },
      });
      const crowd = await book(stay, { guests: property.maxGuests + 1 });
      expect(crowd.status).toBe(400);
      expect(crowd.json.errors).toHaveProperty('guests');
      expect((await book(stay, { guestId: host.id })).status).toBe(403);
    });

    it('refuses a property that is not approved', async () => {
      const pending = await call<PropertyJson[]>('GET', '/api/properties?status=pending', undefined, {
        cookie: admin.cookie,
      });
      const target = pending.json.find((candidate) => candidate.hostId !== student.id)!;
      const answer = await call<{ message: string }>(
        'POST',
        '/api/bookings',
        { propertyId: target.id, guests: 1, ...futureStay(1) },
        { cookie: student.cookie },
      );
      expect(answer).toMatchObject({
        status: 400,
        json: { message: 'This property is not open for booking' },
      });
    });

    it('creates a pending booking priced by the server (client total as text accepted) and tells the host', async () => {
      const stay = futureStay(2, 4);
      const total = expectedTotal(4, property.pricePerNight);
      const answer = await book(stay, {
        totalPrice: String(total),
        message: 'Quiet guest',
        guestId: student.id,
      });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({
        propertyId: property.id,
        guestId: student.id,
        hostId: property.hostId,
        ...stay,
        checkIn: stay.checkInDate,
        checkOut: stay.checkOutDate,
        guests: 1,
        totalPrice: String(total),
        status: 'pending',
        property: { id: property.id, title: property.title },
      });
      const notification = (await inbox(host)).find((item) => item.relatedEntityId === answer.json.id);
      expect(notification).toMatchObject({
        title: 'New booking request',
        relatedEntityType: 'booking',
        isRead: false,
      });
      expect(notification?.message).toContain(property.title);
    });
  });
}
