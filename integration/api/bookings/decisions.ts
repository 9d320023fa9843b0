import { type BookingJson, dayFromNow, futureStay } from '../../fixtures/client';
import { ObjectId } from '../../fixtures/database';
import {
  property,
  host,
  student,
  staff,
  admin,
  database,
  book,
  decide,
  newGuest,
  inbox,
  stack,
  call,
} from './world';

export function describeDecisions() {
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
      const next = (
        await book({ checkInDate: first.checkOutDate, checkOutDate: dayFromNow(900 + 6 * 20 + 8) })
      ).json;
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
      const answers = await Promise.all(
        requests.map((request) => decide(request.json.id, 'approved', staff)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);

      // Whichever guest's request won the race, each guest reads their own: one approved, seven still pending.
      const ids = new Set(requests.map((request) => request.json.id));
      const lists = await Promise.all(
        guests.map((guest) =>
          call<BookingJson[]>('GET', '/api/bookings/mine', undefined, { cookie: guest.cookie }),
        ),
      );
      const decided = lists.flatMap((list) => list.json).filter((item) => ids.has(item.id));
      expect(decided.map((item) => item.status).sort()).toEqual([
        'approved',
        ...Array<string>(7).fill('pending'),
      ]);

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
}

export function describeOpenRequests() {
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
}
