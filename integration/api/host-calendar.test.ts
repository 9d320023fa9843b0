// The host's side of the calendar through the API (issue 14): nights a host blocks (search leaves the property
// out for them, requests and approvals over them are refused), the iCal feed (RFC 5545, read by a real parser,
// its secret reset), the calendars a listing follows (issue 47), and what an edit does to a listing's review
// status. One real stack.
import ICAL from 'ical.js';
import {
  type Account,
  type BookingJson,
  futureStay,
  type PropertyJson,
  stackWithCast,
} from '../fixtures/client';
import { calendarImportTests } from './host-calendar/calendar-imports';

// Followed calendars are served on loopback by the test (host-calendar/calendar-imports.ts).
const { cast, call, signIn } = stackWithCast({ env: { ICAL_IMPORT_ALLOW_PRIVATE: 'true' } });
let host: Account;
let student: Account;
let admin: Account;
let staff: Account;
let property: PropertyJson;
const LOCATION = 'Blockville Cove';
/** Where the host placed its pin: far from every seeded listing. */
const PIN = { latitude: 12.5, longitude: 20.5 };

interface GraphQLAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(query: string, variables: Record<string, unknown>, who: Account) {
  const answer = await call<GraphQLAnswer<T>>(
    'POST',
    '/graphql',
    { query, variables },
    { cookie: who.cookie },
  );
  return answer.json;
}

const BLOCK = `mutation Block($propertyId: ID!, $startDate: String!, $endDate: String!, $note: String) {
  blockNights(propertyId: $propertyId, startDate: $startDate, endDate: $endDate, note: $note) {
    id propertyId startDate endDate note
  }
}`;
const UNBLOCK = `mutation Unblock($propertyId: ID!, $id: ID!) { unblockNights(propertyId: $propertyId, id: $id) }`;
const BLOCKED = `query Blocked($propertyId: ID) { blockedNights(propertyId: $propertyId) { id startDate endDate note } }`;
const FEED = `query Feed($propertyId: ID!) { calendarFeed(propertyId: $propertyId) { token path } }`;
const RESET = `mutation Reset($propertyId: ID!) { resetCalendarFeed(propertyId: $propertyId) { token path } }`;

type Block = { id: string; propertyId: string; startDate: string; endDate: string; note: string };

const block = (stay: { checkInDate: string; checkOutDate: string }, who = host, note = 'Repainting') =>
  graphql<{ blockNights: Block }>(
    BLOCK,
    { propertyId: property.id, startDate: stay.checkInDate, endDate: stay.checkOutDate, note },
    who,
  );

const request = (stay: { checkInDate: string; checkOutDate: string }) =>
  call<BookingJson & { message: string }>(
    'POST',
    '/api/bookings',
    { propertyId: property.id, guests: 1, ...stay },
    { cookie: student.cookie },
  );

const searchIds = async (stay: { checkInDate: string; checkOutDate: string }) =>
  (
    await call<PropertyJson[]>(
      'GET',
      `/api/properties/search?location=${encodeURIComponent(LOCATION)}&checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}`,
    )
  ).json.map((found) => found.id);

beforeAll(async () => {
  ({ host, student, admin, staff } = cast);
  // A listing of the demo host's own, auto-approved by an admin, at a place no seeded property is.
  const created = await call<PropertyJson>(
    'POST',
    '/api/properties',
    {
      title: 'Blockville Loft',
      description: 'A loft for the calendar tests.',
      location: LOCATION,
      propertyType: 'apartment',
      pricePerNight: '90',
      maxGuests: 2,
      hostId: host.id,
      status: 'approved',
      ...PIN,
    },
    { cookie: admin.cookie },
  );
  expect(created.status).toBe(201);
  property = created.json;
});

describe('blocked nights', () => {
  it('search leaves the property out for blocked nights only, and unblocking brings it back', async () => {
    const stay = futureStay(0);
    expect(await searchIds(stay)).toEqual([property.id]);
    const blocked = await block({ checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate });
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data!.blockNights).toMatchObject({
      propertyId: property.id,
      ...{ startDate: stay.checkInDate },
    });

    expect(await searchIds(stay)).toEqual([]);
    // The check-out day of a block is free (like a stay's): a stay starting that day still finds it.
    expect(await searchIds(futureStay(0, 6)).then((ids) => ids.length)).toBe(0);
    const after = { checkInDate: stay.checkOutDate, checkOutDate: futureStay(0, 5).checkOutDate };
    expect(await searchIds(after)).toEqual([property.id]);

    const listed = await graphql<{ blockedNights: Block[] }>(BLOCKED, { propertyId: property.id }, host);
    expect(listed.data!.blockedNights.map((b) => b.id)).toEqual([blocked.data!.blockNights.id]);
    expect(listed.data!.blockedNights[0].note).toBe('Repainting');

    const opened = await graphql<{ unblockNights: boolean }>(
      UNBLOCK,
      { propertyId: property.id, id: blocked.data!.blockNights.id },
      host,
    );
    expect(opened.data!.unblockNights).toBe(true);
    expect(await searchIds(stay)).toEqual([property.id]);
  });

  it('a request over blocked nights is refused with 409 and the reason', async () => {
    const stay = futureStay(1);
    expect((await block(stay)).errors).toBeUndefined();
    const refused = await request(stay);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The host has blocked some of these nights');
  });

  it('a request made before the nights were blocked cannot be approved over them', async () => {
    const stay = futureStay(2);
    const asked = await request(stay);
    expect(asked.status).toBe(201);
    expect((await block(stay)).errors).toBeUndefined();
    const approval = await call<{ message: string }>(
      'PUT',
      `/api/bookings/${asked.json.id}/status`,
      { status: 'approved' },
      { cookie: host.cookie },
    );
    expect(approval.status).toBe(409);
    expect(approval.json.message).toBe('The host has blocked some of these nights');
  });

  it('nights of an approved stay, or already blocked, cannot be blocked (409); bad dates are 400 by field', async () => {
    const stay = futureStay(3);
    const asked = await request(stay);
    const approved = await call(
      'PUT',
      `/api/bookings/${asked.json.id}/status`,
      { status: 'approved' },
      {
        cookie: host.cookie,
      },
    );
    expect(approved.status).toBe(200);
    const overStay = await block(stay);
    expect(overStay.errors?.[0]).toMatchObject({
      message: 'These nights overlap an approved stay',
      extensions: { code: 'CONFLICT' },
    });

    const free = futureStay(4);
    expect((await block(free)).errors).toBeUndefined();
    expect((await block(free)).errors?.[0].message).toBe('These nights are already blocked');

    const backwards = await block({ checkInDate: free.checkOutDate, checkOutDate: free.checkInDate });
    expect(backwards.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const past = await block({ checkInDate: '2020-01-01', checkOutDate: '2020-01-03' });
    expect(past.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('only the host of the property or an admin blocks its nights', async () => {
    const stay = futureStay(5);
    const other = await signIn({ username: 'student@stays.test', password: 'student123' });
    expect((await block(stay, other)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await block(stay, staff)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await block(stay, admin, 'Admin hold');
    expect(byAdmin.errors).toBeUndefined();
  });
});

describe('iCal feed', () => {
  const fetchFeed = (path: string) => call('GET', path);

  it('is RFC 5545 a real parser reads: approved stays and blocked nights as all-day events, nothing private', async () => {
    const feed = await graphql<{ calendarFeed: { token: string; path: string } }>(
      FEED,
      { propertyId: property.id },
      host,
    );
    expect(feed.errors).toBeUndefined();
    const { path, token } = feed.data!.calendarFeed;
    expect(path).toBe(`/ical/${property.id}/${token}.ics`);

    const answer = await fetchFeed(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(answer.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const approvedStay = futureStay(3);
    const reserved = events.find((event) => event.startDate.toString() === approvedStay.checkInDate);
    expect(reserved).toBeDefined();
    expect(reserved!.summary).toBe('Reserved');
    expect(reserved!.startDate.isDate).toBe(true);
    expect(reserved!.endDate.toString()).toBe(approvedStay.checkOutDate);
    const blocked = events.find((event) => event.startDate.toString() === futureStay(4).checkInDate);
    expect(blocked?.summary).toBe('Not available');
    // A pending request holds no nights; the host's note and the guest stay private.
    expect(
      events.some(
        (event) => event.startDate.toString() === futureStay(2).checkInDate && event.summary === 'Reserved',
      ),
    ).toBe(false);
    expect(answer.text).not.toMatch(/Repainting|Admin hold|student/i);
  });

  it("a wrong token or an unknown property is 404; the feed is the host's (or an admin's) to read", async () => {
    const { data } = await graphql<{ calendarFeed: { path: string } }>(
      FEED,
      { propertyId: property.id },
      host,
    );
    const wrong = data!.calendarFeed.path.replace(/[0-9a-f]{48}/, 'a'.repeat(48));
    expect((await fetchFeed(wrong)).status).toBe(404);
    expect((await fetchFeed(`/ical/${property.id}/nope.ics`)).status).toBe(404);
    expect((await fetchFeed(`/ical/${'0'.repeat(24)}/${'a'.repeat(48)}.ics`)).status).toBe(404);
    expect((await graphql(FEED, { propertyId: property.id }, student)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await graphql<{ calendarFeed: { path: string } }>(FEED, { propertyId: property.id }, admin)).data!
        .calendarFeed.path,
    ).toBe(data!.calendarFeed.path);
  });

  it('resetting the token ends the old URL at once and the new one works', async () => {
    const { data: before } = await graphql<{ calendarFeed: { path: string } }>(
      FEED,
      { propertyId: property.id },
      host,
    );
    const reset = await graphql<{ resetCalendarFeed: { path: string } }>(
      RESET,
      { propertyId: property.id },
      host,
    );
    expect(reset.errors).toBeUndefined();
    const fresh = reset.data!.resetCalendarFeed.path;
    expect(fresh).not.toBe(before!.calendarFeed.path);
    expect((await fetchFeed(before!.calendarFeed.path)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    const { data: now } = await graphql<{ calendarFeed: { path: string } }>(
      FEED,
      { propertyId: property.id },
      host,
    );
    expect(now!.calendarFeed.path).toBe(fresh);
  });
});

calendarImportTests({
  call,
  host: () => host,
  student: () => student,
  admin: () => admin,
  property: () => property,
});

describe('edit rules', () => {
  const edit = (id: string, body: Record<string, unknown>, who = host) =>
    call<PropertyJson & { message?: string }>('PUT', `/api/properties/${id}`, body, { cookie: who.cookie });

  it('an edit of an approved listing keeps it approved and public', async () => {
    const edited = await edit(property.id, { title: 'Blockville Loft, repainted' });
    expect(edited.status).toBe(200);
    expect(edited.json.status).toBe('approved');
    const publicView = await call<PropertyJson>('GET', `/api/properties/${property.id}`);
    expect(publicView.json).toMatchObject({ title: 'Blockville Loft, repainted', status: 'approved' });
  });

  it("a host's edit of a rejected listing sends it back to review as pending; a pending one stays pending", async () => {
    const created = await call<PropertyJson>(
      'POST',
      '/api/properties',
      { title: 'Second Try House', location: LOCATION, propertyType: 'house', pricePerNight: '70', ...PIN },
      { cookie: host.cookie },
    );
    expect(created.json.status).toBe('pending');
    expect((await edit(created.json.id, { pricePerNight: '75' })).json.status).toBe('pending');
    const rejected = await call(
      'PATCH',
      `/api/dashboard/properties/${created.json.id}/reject`,
      { reason: 'Needs revision' },
      {
        cookie: staff.cookie,
      },
    );
    expect(rejected.status).toBe(200);
    const resubmitted = await edit(created.json.id, { description: 'Now with photos of every room.' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.json.status).toBe('pending');
    const queue = await call<{ id: string }[]>('GET', '/api/dashboard/pending-properties', undefined, {
      cookie: staff.cookie,
    });
    expect(queue.json.map((item) => item.id)).toContain(created.json.id);
  });
});
