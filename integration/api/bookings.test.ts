// Bookings through the API as a client sees them (issue 6): the server's price and rules, who sees what, the
// decision flow with its notifications, and approvals that stay exclusive under concurrency. One real stack.
import {
  type Account,
  type BookingJson,
  dayFromNow,
  futureStay,
  type NotificationJson,
  type PropertyJson,
  stackWithCast,
} from '../fixtures/client';
import { ObjectId, databaseForFile } from '../fixtures/database';

const { stack, cast, call } = stackWithCast();
let property: PropertyJson;
let host: Account;
let student: Account;
let staff: Account;
let admin: Account;
const database = databaseForFile(stack);

beforeAll(() => {
  ({ property, host, student, staff, admin } = cast);
});

/** SPEC section 9: nights x price, plus 14% of that rounded to whole dollars. */
const expectedTotal = (nights: number, price: number) => {
  const subtotal = Math.round(nights * price * 100) / 100;
  return Math.round((subtotal + Math.round(subtotal * 0.14)) * 100) / 100;
};

function book(
  stay: { checkInDate: string; checkOutDate: string },
  extra: Record<string, unknown> = {},
  who = student,
) {
  return call<BookingJson & { message: string; errors?: Record<string, string> }>(
    'POST',
    '/api/bookings',
    { propertyId: property.id, guests: 1, ...stay, ...extra },
    { cookie: who.cookie },
  );
}

const decide = (id: string, status: string, who: Account) =>
  call<BookingJson & { message: string }>(
    'PUT',
    `/api/bookings/${id}/status`,
    { status },
    { cookie: who.cookie },
  );

/** A new visitor account, signed in: one guest may not hold two open requests for the same nights. */
async function newGuest(): Promise<Account> {
  const name = `guest-${Math.random().toString(36).slice(2, 10)}`;
  const answer = await fetch(`${stack().url}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${name.length}.${Date.now() % 250}`,
    },
    body: JSON.stringify({
      username: `${name}@stays.test`,
      password: 'secret123',
      email: `${name}@stays.test`,
      firstName: 'Guest',
      lastName: 'Test',
    }),
  });
  const cookie = /token=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  if (answer.status !== 201 || !cookie) throw new Error(`registration: ${answer.status}`);
  return { cookie, id: ((await answer.json()) as { id: string }).id };
}

const inbox = async (who: Account) =>
  (await call<NotificationJson[]>('GET', '/api/dashboard/notifications', undefined, { cookie: who.cookie }))
    .json;

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
      json: { message: 'Check-in date must be today or later', errors: { checkInDate: expect.any(String) } },
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
    expect(answer).toMatchObject({ status: 400, json: { message: 'This property is not open for booking' } });
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

describe('PUT /api/bookings/{id}/status', () => {
  it('lets the host approve (the guest is told) and refuses a second decision with 409', async () => {
    const booking = (await book(futureStay(4))).json;
    expect((await decide(booking.id, 'approved', student)).status).toBe(403);
    expect((await decide(booking.id, 'maybe', host)).status).toBe(400);
    const approved = await decide(booking.id, 'approved', host);
    expect(approved).toMatchObject({ status: 200, json: { id: booking.id, status: 'approved' } });
    expect((await decide(booking.id, 'rejected', staff)).status).toBe(409);
    const notification = (await inbox(student)).find((item) => item.relatedEntityId === booking.id);
    expect(notification).toMatchObject({ title: 'Booking approved', relatedEntityType: 'booking' });
    expect((await decide('aaaaaaaaaaaaaaaaaaaaaaaa', 'approved', staff)).status).toBe(404);
  });

  it('lets staff reject (the guest is told "declined")', async () => {
    const booking = (await book(futureStay(5))).json;
    expect(await decide(booking.id, 'rejected', staff)).toMatchObject({
      status: 200,
      json: { status: 'rejected' },
    });
    const notification = (await inbox(student)).find((item) => item.relatedEntityId === booking.id);
    expect(notification?.title).toBe('Booking declined');
  });

  it('refuses to approve a stay overlapping an approved one (409); the check-out day is free', async () => {
    const first = (await book(futureStay(6, 4))).json;
    expect((await decide(first.id, 'approved', admin)).status).toBe(200);
    const overlapping = (
      await book(
        { checkInDate: dayFromNow(900 + 6 * 20 + 2), checkOutDate: dayFromNow(900 + 6 * 20 + 6) },
        {},
        await newGuest(),
      )
    ).json;
    expect(await decide(overlapping.id, 'approved', admin)).toMatchObject({
      status: 409,
      json: { message: 'These dates overlap an approved stay at this property' },
    });
    const next = (await book({ checkInDate: first.checkOutDate, checkOutDate: dayFromNow(900 + 6 * 20 + 8) }))
      .json;
    expect((await decide(next.id, 'approved', admin)).status).toBe(200);
  });

  it('approves exactly one of 8 overlapping requests approved at the same moment', async () => {
    const start = 900 + 7 * 20;
    // Eight guests: one guest's overlapping requests are refused when made (issue 30).
    const guests = [student, ...(await Promise.all(Array.from({ length: 7 }, () => newGuest())))];
    const requests = await Promise.all(
      guests.map((guest, i) =>
        book({ checkInDate: dayFromNow(start + (i % 3)), checkOutDate: dayFromNow(start + 5) }, {}, guest),
      ),
    );
    expect(requests.map((request) => request.status)).toEqual(Array(8).fill(201));
    const answers = await Promise.all(requests.map((request) => decide(request.json.id, 'approved', staff)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);

    const mine = await call<BookingJson[]>('GET', '/api/bookings/mine', undefined, {
      cookie: student.cookie,
    });
    const ids = new Set(requests.map((request) => request.json.id));
    expect(mine.json.filter((item) => ids.has(item.id) && item.status === 'approved')).toHaveLength(1);

    // The bookings subgraph's calendar of the property (collection `calendars`): one range holds those nights.
    const calendar = await (
      await database()
    )
      .collection<{ ranges: Array<{ checkInDate: string; checkOutDate: string }> }>('calendars')
      .findOne({ propertyId: new ObjectId(property.id) });
    const inWindow = (calendar?.ranges ?? []).filter(
      (range) => range.checkInDate < dayFromNow(start + 5) && dayFromNow(start) < range.checkOutDate,
    );
    expect(inWindow).toHaveLength(1);
  });
});

describe('one open request per guest and nights; requests expire (issue 30)', () => {
  it('refuses a second pending request by the same guest for overlapping nights (409), not a following stay', async () => {
    const stay = futureStay(12, 3);
    expect((await book(stay)).status).toBe(201);
    const again = await book(stay);
    expect(again).toMatchObject({
      status: 409,
      json: { message: 'You already have a request for these dates.' },
    });
    const inside = await book({
      checkInDate: dayFromNow(900 + 12 * 20 + 1),
      checkOutDate: dayFromNow(900 + 12 * 20 + 2),
    });
    expect(inside.status).toBe(409);
    // The same through GraphQL, with a reason a screen can tell apart from taken nights.
    const graph = await fetch(`${stack().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: student.cookie },
      body: JSON.stringify({
        query: `mutation ($input: BookingInput!) { createBooking(input: $input) { id } }`,
        variables: { input: { propertyId: property.id, guests: 1, ...stay } },
      }),
    });
    const body = (await graph.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'duplicateRequest' });
    // The check-out day starts a new stay; another guest may ask for the same nights.
    expect(
      (await book({ checkInDate: stay.checkOutDate, checkOutDate: dayFromNow(900 + 12 * 20 + 5) })).status,
    ).toBe(201);
    expect((await book(stay, {}, await newGuest())).status).toBe(201);
  });

  it('refuses a message over its limit as bad input naming the limit (issue 30 #1), REST and GraphQL', async () => {
    const tooLong = await book(futureStay(14), { message: 'm'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({ message: 'Message must be at most 2000 characters' });
    const graph = async (query: string, variables: Record<string, unknown>) =>
      (await (
        await fetch(`${stack().url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: student.cookie },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    const toHost = await graph(
      'mutation ($input: NotificationInput!) { sendNotification(input: $input) { id } }',
      {
        input: {
          recipientId: host.id,
          relatedEntityType: 'property',
          relatedEntityId: property.id,
          title: 'Question',
          message: 'q'.repeat(5001),
        },
      },
    );
    expect(toHost.errors?.[0]).toMatchObject({
      message: 'Message must be at most 5000 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lets the guest ask again once the earlier request was declined', async () => {
    const stay = futureStay(13, 2);
    const first = (await book(stay)).json;
    expect((await decide(first.id, 'rejected', staff)).status).toBe(200);
    expect((await book(stay)).status).toBe(201);
  });

  it('shows a pending request whose check-in passed as expired, and refuses to approve it (409)', async () => {
    const { insertedId } = await (await database()).collection('bookings').insertOne({
      propertyId: new ObjectId(property.id),
      guestId: new ObjectId(student.id),
      hostId: new ObjectId(host.id),
      checkInDate: dayFromNow(-3),
      checkOutDate: dayFromNow(-1),
      guests: 1,
      totalPrice: '100',
      status: 'pending',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const id = String(insertedId);
    const mine = await call<BookingJson[]>('GET', '/api/bookings/mine', undefined, {
      cookie: student.cookie,
    });
    expect(mine.json.find((item) => item.id === id)?.status).toBe('expired');
    const queue = await call<BookingJson[]>('GET', '/api/dashboard/pending-bookings', undefined, {
      cookie: staff.cookie,
    });
    expect(queue.json.map((item) => item.id)).not.toContain(id);
    const refused = await decide(id, 'approved', host);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/expired/);
    const stored = await (await database()).collection('bookings').findOne({ _id: insertedId });
    expect(stored?.status).toBe('expired');
  });
});

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
