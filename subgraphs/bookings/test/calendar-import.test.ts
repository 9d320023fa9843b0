// Calendar imports in process (issue 47): feeds in other sites' formats served on loopback by the test, synced
// through the graph; the nights they block, a second sync, a removed and a moved event, a malformed, a too large
// and a hanging feed, conflicts with confirmed stays, requests and Instant Book over imported nights, the lease.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANONYMOUS,
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineBookings } from '../src';
import { bookedPropertyIds } from '../src/booking/availability';
import { bookingModel } from '../src/booking/model';
import { reserve } from '../src/calendar/calendar';
import { calendarModel } from '../src/calendar/model';
import { calendarImportModel } from '../src/calendar-import/model';
import { pollOnce } from '../src/calendar-import/poller';
import { addDays, dayIn } from '../src/calendar-import/parse';
import { airbnbFeed, bookingComFeed, MALFORMED_FEED, recurringFeed } from '../src/calendar-import/testFeeds';
import { feedOf, feedText } from '../src/host-calendar/feed';

const host = callerOf('host');
const otherHost = callerOf('host');
const admin = callerOf('admin');
const fact = (title: string, location: string, instantBook = false) => ({
  id: new Types.ObjectId().toHexString(),
  hostId: host.userId,
  status: 'approved',
  pricePerNight: 80,
  maxGuests: 4,
  title,
  cancellationPolicy: 'flexible',
  hostBlocked: false,
  instantBook,
  location,
  timeZone: location.includes('Morocco') ? 'Africa/Casablanca' : 'America/Chicago',
});
const martil = fact('Martil flat', 'Martil, Morocco');
const instant = fact('Instant studio', 'College Station, TX', true);
const spare = fact('Spare room', 'College Station, TX');
const facts = [martil, instant, spare];

/** The feeds the test serves: path -> what to answer; each request is counted with its validators. */
const feeds = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
const requests: Array<{ path: string; ifNoneMatch?: string }> = [];
let feedServer: Server;
let base = '';
const serve = (path: string, text: string, headers: Record<string, string> = {}) =>
  feeds.set(path, (req, res) => {
    if (headers.etag && req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...headers }).end(text);
  });

let bookings: SubgraphHarness;
let properties: Peer;
let notifications: Peer;
const allowPrivate = process.env.ICAL_IMPORT_ALLOW_PRIVATE;

beforeAll(async () => {
  process.env.ICAL_IMPORT_ALLOW_PRIVATE = 'true'; // the feeds are on loopback
  feedServer = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    requests.push({ path, ifNoneMatch: req.headers['if-none-match'] as string | undefined });
    const handler = feeds.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  properties = await servePeer('properties', (app) =>
    app.post('/internal/property-facts', (req, res) => {
      const body = req.body as { ids?: string[]; hostId?: string };
      res.json({
        properties: facts.filter((p) => (body.ids ? body.ids.includes(p.id) : p.hostId === body.hostId)),
      });
    }),
  );
  notifications = await servePeer('notifications', (app) => {
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({}));
    app.post('/internal/events', (_req, res) => void res.status(201).json({ seqs: [] }));
    app.post('/internal/conversation-events', (_req, res) => void res.status(201).json({}));
  });
  bookings = await startSubgraphHarness(defineBookings);
});

afterAll(async () => {
  if (allowPrivate === undefined) delete process.env.ICAL_IMPORT_ALLOW_PRIVATE;
  else process.env.ICAL_IMPORT_ALLOW_PRIVATE = allowPrivate;
  await bookings?.stop();
  await properties?.stop();
  await notifications?.stop();
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

const todayIn = (zone: string) => dayIn(Date.now(), zone);
const day = (property: typeof martil, fromToday: number) => addDays(todayIn(property.timeZone), fromToday);

const IMPORT_FIELDS = `id name url lastSyncAt nextSyncAt
  lastResult { ok unchanged events nights conflicts errorCode error skipped { uid reason startDate } }`;
interface ImportData {
  id: string;
  name: string;
  url: string;
  lastSyncAt: string | null;
  nextSyncAt: string;
  lastResult: {
    ok: boolean;
    unchanged: boolean;
    events: number;
    nights: number;
    conflicts: number;
    errorCode: string | null;
    error: string | null;
    skipped: Array<{ uid: string; reason: string; startDate: string | null }>;
  } | null;
}
const add = (propertyId: string, url: string, name: string, as = host) =>
  bookings.execute<{ addCalendarImport: ImportData }>(
    `mutation ($p: ID!, $u: String!, $n: String!) { addCalendarImport(propertyId: $p, url: $u, name: $n) { ${IMPORT_FIELDS} } }`,
    { as, variables: { p: propertyId, u: url, n: name } },
  );
const sync = (propertyId: string, id: string, as = host) =>
  bookings.execute<{ syncCalendarImport: ImportData }>(
    `mutation ($p: ID!, $id: ID!) { syncCalendarImport(propertyId: $p, id: $id) { ${IMPORT_FIELDS} } }`,
    { as, variables: { p: propertyId, id } },
  );
const remove = (propertyId: string, id: string, as = host) =>
  bookings.execute<{ removeCalendarImport: boolean }>(
    'mutation ($p: ID!, $id: ID!) { removeCalendarImport(propertyId: $p, id: $id) }',
    { as, variables: { p: propertyId, id } },
  );
const blocked = async (propertyId: string) => {
  const answer = await bookings.execute<{
    blockedNights: Array<{
      id: string;
      startDate: string;
      endDate: string;
      note: string;
      importId: string | null;
      createdAt: string;
    }>;
  }>('query ($p: ID) { blockedNights(propertyId: $p) { id startDate endDate note importId createdAt } }', {
    as: host,
    variables: { p: propertyId },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.blockedNights;
};
const spans = async (propertyId: string) =>
  (await blocked(propertyId)).map((b) => [b.startDate, b.endDate, b.note]);
const code = (answer: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code;

describe('a followed Airbnb calendar on a Moroccan listing', () => {
  let importId = '';
  const path = '/airbnb/martil.ics';
  const a1 = { uid: 'a1', start: day(martil, 5), end: day(martil, 8) };
  const a2 = { uid: 'a2', start: day(martil, 12), end: day(martil, 14), blocked: true };

  it('blocks exactly the nights of its events (DTEND exclusive), marked with its name', async () => {
    serve(path, airbnbFeed([a1, a2, { uid: 'old', start: day(martil, -10), end: day(martil, -7) }]), {
      etag: '"v1"',
    });
    const added = await add(martil.id, `${base}${path}`, 'Airbnb');
    expect(added.errors).toBeUndefined();
    const created = added.data!.addCalendarImport;
    importId = created.id;
    expect(created.lastResult).toMatchObject({ ok: true, events: 2, nights: 5, conflicts: 0, skipped: [] });
    expect(created.lastSyncAt).not.toBeNull();
    expect(await spans(martil.id)).toEqual([
      [a1.start, a1.end, 'Airbnb'],
      [a2.start, a2.end, 'Airbnb'],
    ]);
    expect((await blocked(martil.id)).every((b) => b.importId === importId)).toBe(true);
  });

  it('a second sync changes nothing (304 with its ETag, and the same blocks)', async () => {
    const before = await blocked(martil.id);
    const calendarBefore = await calendarModel(bookings.connection).findOne({ propertyId: martil.id }).lean();
    const again = await sync(martil.id, importId);
    expect(again.data!.syncCalendarImport.lastResult).toMatchObject({
      ok: true,
      unchanged: true,
      events: 2,
      nights: 5,
    });
    expect(requests.filter((r) => r.path === path).at(-1)?.ifNoneMatch).toBe('"v1"');
    expect(await blocked(martil.id)).toEqual(before);
    const calendarAfter = await calendarModel(bookings.connection).findOne({ propertyId: martil.id }).lean();
    expect(calendarAfter?.updatedAt).toEqual(calendarBefore?.updatedAt);

    // the same text again without validators: parsed again, still no write
    serve(path, airbnbFeed([a1, a2]));
    expect((await sync(martil.id, importId)).data!.syncCalendarImport.lastResult).toMatchObject({
      ok: true,
      unchanged: false,
      events: 2,
    });
    expect(await blocked(martil.id)).toEqual(before);
  });

  it('frees the nights of an event gone from the feed and moves a moved one', async () => {
    const keep = (await blocked(martil.id))[0];
    const moved = { ...a1, start: day(martil, 20), end: day(martil, 23) };
    serve(path, airbnbFeed([moved]));
    expect((await sync(martil.id, importId)).data!.syncCalendarImport.lastResult).toMatchObject({
      ok: true,
      events: 1,
      nights: 3,
    });
    expect(await spans(martil.id)).toEqual([[moved.start, moved.end, 'Airbnb']]);
    expect((await blocked(martil.id))[0].id).not.toBe(keep.id);
    // the freed nights are bookable again: no property is left out of a search for them
    const booked = await bookedPropertyIds(
      bookingModel(bookings.connection),
      calendarModel(bookings.connection),
      a1.start,
      a1.end,
    );
    expect(booked).not.toContain(martil.id);
  });

  it('keeps the nights it had when the feed is not a calendar, and says why', async () => {
    serve(path, MALFORMED_FEED, { 'content-type': 'text/html' });
    const failed = (await sync(martil.id, importId)).data!.syncCalendarImport;
    expect(failed.lastResult).toMatchObject({ ok: false, errorCode: 'not-a-calendar' });
    expect(failed.lastResult!.error).toMatch(/does not answer an iCal calendar/);
    expect(await spans(martil.id)).toHaveLength(1);
    feeds.set(path, (_req, res) => void res.writeHead(500).end('oops'));
    const again = (await sync(martil.id, importId)).data!.syncCalendarImport;
    expect(again.lastResult).toMatchObject({
      ok: false,
      errorCode: 'http-status',
      error: "The calendar's server answered 500",
    });
    // two failures in a row: the next try waits two rounds
    const wait = Date.parse(again.nextSyncAt) - Date.parse(again.lastSyncAt!);
    expect(wait).toBeGreaterThanOrEqual(2 * 15 * 60_000 - 1000);
  });

  it('refuses a feed larger than 2 MB without reading it all', async () => {
    const big = airbnbFeed([a1]).replace(
      'SUMMARY:Reserved',
      `DESCRIPTION:${'x'.repeat(75)}\r\n`.repeat(30_000) + 'SUMMARY:Reserved',
    );
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    feeds.set(path, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(big);
    });
    const result = (await sync(martil.id, importId)).data!.syncCalendarImport.lastResult;
    expect(result).toMatchObject({
      ok: false,
      errorCode: 'too-large',
      error: 'The calendar is larger than 2 MB',
    });
  });

  it('does not echo imported nights in the listing own export feed', async () => {
    serve(path, airbnbFeed([a1]));
    await sync(martil.id, importId);
    const calendars = calendarModel(bookings.connection);
    const feed = await feedOf(calendars, bookingModel(bookings.connection), martil.id);
    const text = await feedText(calendars, bookingModel(bookings.connection), martil.id, feed.token);
    expect(text).not.toContain(a1.start.replaceAll('-', ''));
    expect(text).not.toContain('VEVENT');
  });

  it('an imported night cannot be unblocked by hand, and removing the calendar frees its nights', async () => {
    const [imported] = await blocked(martil.id);
    const unblock = await bookings.execute(
      'mutation ($p: ID!, $id: ID!) { unblockNights(propertyId: $p, id: $id) }',
      { as: host, variables: { p: martil.id, id: imported.id } },
    );
    expect(code(unblock)).toBe('CONFLICT');
    expect(unblock.errors?.[0].message).toMatch(/come from the calendar "Airbnb"/);
    expect((await remove(martil.id, importId)).data?.removeCalendarImport).toBe(true);
    expect(await blocked(martil.id)).toEqual([]);
    expect(code(await sync(martil.id, importId))).toBe('NOT_FOUND');
  });
});

describe('requests, Instant Book and conflicts on imported nights', () => {
  const CREATE = 'mutation ($input: BookingInput!) { createBooking(input: $input) { id status } }';
  const request = (propertyId: string, checkInDate: string, checkOutDate: string) =>
    bookings.execute<{ createBooking: { id: string; status: string } }>(CREATE, {
      as: callerOf('visitor'),
      variables: { input: { propertyId, checkInDate, checkOutDate, guests: 2 } },
    });

  it('refuses a request and an Instant Book over an imported night with 409', async () => {
    const start = day(instant, 30);
    serve('/booking-com/instant.ics', bookingComFeed([{ uid: 'bc1', start, end: day(instant, 33) }]));
    expect((await add(instant.id, `${base}/booking-com/instant.ics`, 'Booking.com')).errors).toBeUndefined();
    for (const propertyId of [instant.id]) {
      const refused = await request(propertyId, day(instant, 32), day(instant, 35));
      expect(code(refused)).toBe('CONFLICT');
      expect(refused.errors?.[0].message).toBe('The host has blocked some of these nights');
    }
    serve('/booking-com/spare.ics', bookingComFeed([{ uid: 'bc2', start, end: day(spare, 33) }]));
    expect((await add(spare.id, `${base}/booking-com/spare.ics`, 'Booking.com')).errors).toBeUndefined();
    const refused = await request(spare.id, day(spare, 29), day(spare, 31));
    expect(code(refused)).toBe('CONFLICT');
    // the nights right after are free (DTEND exclusive)
    const after = await request(instant.id, day(instant, 33), day(instant, 35));
    expect(after.errors).toBeUndefined();
    expect(after.data!.createBooking.status).toBe('approved');
    const searched = await bookedPropertyIds(
      bookingModel(bookings.connection),
      calendarModel(bookings.connection),
      day(spare, 31),
      day(spare, 32),
    );
    expect(searched).toEqual(expect.arrayContaining([instant.id, spare.id]));
  });

  it('leaves a confirmed stay as it is, shows the conflict and tells the host once while it lasts', async () => {
    const bookingModelOf = bookingModel(bookings.connection);
    const guestId = new Types.ObjectId();
    const stay = await bookingModelOf.create({
      propertyId: new Types.ObjectId(martil.id),
      hostId: new Types.ObjectId(host.userId!),
      guestId,
      checkInDate: day(martil, 40),
      checkOutDate: day(martil, 43),
      guests: 2,
      totalPrice: '240',
      status: 'approved',
    });
    expect(
      await reserve(calendarModel(bookings.connection), bookingModelOf, {
        bookingId: String(stay._id),
        propertyId: martil.id,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
      }),
    ).toBe(true);
    const path = '/vrbo/martil.ics';
    serve(path, recurringFeed({ uid: 'owner@vrbo.com', start: day(martil, 41), count: 1, exdates: [] }));
    const before = notifications.calls.get('/internal/notifications')?.length ?? 0;
    const added = (await add(martil.id, `${base}${path}`, 'VRBO')).data!.addCalendarImport;
    expect(added.lastResult).toMatchObject({ ok: true, events: 1, nights: 1, conflicts: 1 });

    const after = await bookingModelOf.findById(stay._id).lean();
    expect(after).toMatchObject({
      status: 'approved',
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
    });
    const conflicts = await bookings.execute<{ calendarConflicts: Array<Record<string, string>> }>(
      '{ calendarConflicts { propertyId importId calendarName bookingId startDate endDate checkInDate checkOutDate } }',
      { as: host },
    );
    expect(conflicts.data!.calendarConflicts).toEqual([
      {
        propertyId: martil.id,
        importId: added.id,
        calendarName: 'VRBO',
        bookingId: String(stay._id),
        startDate: day(martil, 41),
        endDate: day(martil, 42),
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
      },
    ]);
    const told = () =>
      (notifications.calls.get('/internal/notifications') ?? []).slice(before) as Array<
        Record<string, string>
      >;
    expect(told()).toEqual([
      expect.objectContaining({
        recipientId: host.userId,
        title: 'Calendar conflict at Martil flat',
        relatedEntityType: 'booking',
        relatedEntityId: String(stay._id),
      }),
    ]);
    expect(told()[0].message).toContain(
      `"VRBO" blocks the nights from ${day(martil, 41)} to ${day(martil, 42)}`,
    );
    await sync(martil.id, added.id);
    expect(told()).toHaveLength(1);

    // resolved on the other site: the conflict and the nights go
    serve(path, recurringFeed({ uid: 'owner@vrbo.com', start: day(martil, 60), count: 1, exdates: [] }));
    expect((await sync(martil.id, added.id)).data!.syncCalendarImport.lastResult).toMatchObject({
      conflicts: 0,
    });
    expect(
      (
        await bookings.execute<{ calendarConflicts: unknown[] }>('{ calendarConflicts { bookingId } }', {
          as: host,
        })
      ).data!.calendarConflicts,
    ).toEqual([]);
  });
});

describe('who may follow calendars, and how many', () => {
  it('answers 401 to anonymous callers and 404 to other hosts; admins may', async () => {
    serve('/who.ics', airbnbFeed([]));
    const list = (as: typeof host) =>
      bookings.execute('query ($p: ID!) { calendarImports(propertyId: $p) { id } }', {
        as,
        variables: { p: spare.id },
      });
    expect(code(await list(ANONYMOUS))).toBe('UNAUTHENTICATED');
    expect(code(await list(otherHost))).toBe('NOT_FOUND');
    expect(code(await add(spare.id, `${base}/who.ics`, 'X', otherHost))).toBe('NOT_FOUND');
    expect(code(await add(spare.id, `${base}/who.ics`, 'X', ANONYMOUS))).toBe('UNAUTHENTICATED');
    expect((await list(admin)).errors).toBeUndefined();
  });

  it('checks the name and the address, and follows at most 10 calendars a listing', async () => {
    const bad = await add(spare.id, 'ftp://example.com/cal.ics', '');
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.errors).toEqual({
      name: 'Name is required',
      url: 'The calendar address must start with http:// or https://',
    });
    expect(code(await add(spare.id, `${base}/booking-com/spare.ics`, 'Again'))).toBe('CONFLICT');
    for (let i = 2; i <= 10; i++) {
      serve(`/many/${i}.ics`, airbnbFeed([]));
      expect((await add(spare.id, `${base}/many/${i}.ics`, `Calendar ${i}`)).errors).toBeUndefined();
    }
    serve('/many/11.ics', airbnbFeed([]));
    const eleventh = await add(spare.id, `${base}/many/11.ics`, 'Calendar 11');
    expect(eleventh.errors?.[0].extensions?.errors).toEqual({
      url: 'A listing follows at most 10 calendars',
    });
  });

  it('refuses a loopback address with 400 and why, without ICAL_IMPORT_ALLOW_PRIVATE', async () => {
    process.env.ICAL_IMPORT_ALLOW_PRIVATE = 'false';
    try {
      const refused = await add(instant.id, `${base}/who.ics`, 'Local');
      expect(code(refused)).toBe('BAD_USER_INPUT');
      expect((refused.errors?.[0].extensions?.errors as Record<string, string>).url).toBe(
        '127.0.0.1, a loopback address: calendars are only fetched from the public internet',
      );
    } finally {
      process.env.ICAL_IMPORT_ALLOW_PRIVATE = 'true';
    }
  });
});

describe('polling under a lease', () => {
  it('fetches a due calendar once per round however many processes poll at once', async () => {
    const path = '/lease.ics';
    serve(path, airbnbFeed([{ uid: 'l1', start: day(instant, 50), end: day(instant, 51) }]));
    const added = (await add(instant.id, `${base}${path}`, 'Lease')).data!.addCalendarImport;
    const imports = calendarImportModel(bookings.connection);
    const deps = {
      imports,
      calendars: calendarModel(bookings.connection),
      bookings: bookingModel(bookings.connection),
    };
    // only this one is due
    await imports.updateMany({}, { $set: { nextSyncAt: new Date(Date.now() + 3_600_000) } });
    await imports.updateOne({ _id: added.id }, { $set: { nextSyncAt: new Date(Date.now() - 1000) } });
    const fetchesBefore = requests.filter((r) => r.path === path).length;
    const synced = await Promise.all([pollOnce(deps), pollOnce(deps), pollOnce(deps)]);
    expect(synced.reduce((a, b) => a + b, 0)).toBe(1);
    expect(requests.filter((r) => r.path === path).length - fetchesBefore).toBe(1);
    const after = await imports.findById(added.id).lean();
    expect(after?.leaseUntil ?? null).toBeNull();
    expect(after!.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // the next round finds nothing due
    expect(await pollOnce(deps)).toBe(0);
  });
});
