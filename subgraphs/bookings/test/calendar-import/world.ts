// What the suites of calendar-import.test.ts share: the one harness, its peers and the loopback feed server
// (importing this module registers their start and stop hooks, so only that file's suites import it), the listings'
// facts and the graph helpers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineBookings } from '../../src';
import { addDays, dayIn } from '../../src/calendar-import/parse';

export const host = callerOf('host');
export const otherHost = callerOf('host');
export const admin = callerOf('admin');
export const fact = (title: string, location: string, instantBook = false) => ({
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
export const martil = fact('Martil flat', 'Martil, Morocco');
export const instant = fact('Instant studio', 'College Station, TX', true);
export const spare = fact('Spare room', 'College Station, TX');
export const facts = [martil, instant, spare];

/** The feeds the test serves: path -> what to answer; each request is counted with its validators. */
export const feeds = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
export const requests: Array<{ path: string; ifNoneMatch?: string }> = [];
export let feedServer: Server;
export let base = '';
export const serve = (path: string, text: string, headers: Record<string, string> = {}) =>
  feeds.set(path, (req, res) => {
    if (headers.etag && req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...headers }).end(text);
  });

export let bookings: SubgraphHarness;
export let properties: Peer;
export let notifications: Peer;
export const allowPrivate = process.env.ICAL_IMPORT_ALLOW_PRIVATE;

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

export const todayIn = (zone: string) => dayIn(Date.now(), zone);
export const day = (property: typeof martil, fromToday: number) =>
  addDays(todayIn(property.timeZone), fromToday);

export const IMPORT_FIELDS = `id name url lastSyncAt nextSyncAt
  lastResult { ok unchanged events nights conflicts errorCode error skipped { uid reason startDate } }`;
export interface ImportData {
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
export const add = (propertyId: string, url: string, name: string, as = host) =>
  bookings.execute<{ addCalendarImport: ImportData }>(
    `mutation ($p: ID!, $u: String!, $n: String!) { addCalendarImport(propertyId: $p, url: $u, name: $n) { ${IMPORT_FIELDS} } }`,
    { as, variables: { p: propertyId, u: url, n: name } },
  );
export const sync = (propertyId: string, id: string, as = host) =>
  bookings.execute<{ syncCalendarImport: ImportData }>(
    `mutation ($p: ID!, $id: ID!) { syncCalendarImport(propertyId: $p, id: $id) { ${IMPORT_FIELDS} } }`,
    { as, variables: { p: propertyId, id } },
  );
export const remove = (propertyId: string, id: string, as = host) =>
  bookings.execute<{ removeCalendarImport: boolean }>(
    'mutation ($p: ID!, $id: ID!) { removeCalendarImport(propertyId: $p, id: $id) }',
    { as, variables: { p: propertyId, id } },
  );
export const blocked = async (propertyId: string) => {
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
export const spans = async (propertyId: string) =>
  (await blocked(propertyId)).map((b) => [b.startDate, b.endDate, b.note]);
export const code = (answer: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code;
