// The fleet as `npm run start:fleet` runs it (scripts/fleet.ts): the database, two replicas of each subgraph, two
// gateways and nginx in front, one fleet for this file. Losing a process, or restarting one subgraph's replicas
// one at a time, fails no read made through nginx; what one gateway takes, the other knows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import { client, randomIp } from '../integration/fixtures/client';
import { openStream } from '../integration/fixtures/sse';
import { type RunningFleet, startFleet } from '../scripts/fleet';
import type { RunningStack } from '../scripts/stack';
import { airbnbFeed } from '../subgraphs/bookings/src/calendar-import/testFeeds';

const PUBLIC_CACHE_MS = 5000;
const SESSION_CACHE_MS = 5000;
/** A short round for the calendar import test (15 minutes in production). */
const ICAL_IMPORT_POLL_MS = 3000;
let fleet: RunningFleet;

beforeAll(async () => {
  fleet = await startFleet({
    port: 0,
    inMemory: true,
    log: () => {},
    env: {
      PUBLIC_CACHE_MS: String(PUBLIC_CACHE_MS),
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      ICAL_IMPORT_POLL_MS: String(ICAL_IMPORT_POLL_MS),
      ICAL_IMPORT_ALLOW_PRIVATE: 'true', // the followed calendar is served on loopback by the test
    },
  });
}, 300_000);
afterAll(async () => {
  await fleet?.stop();
}, 120_000);

/** A JSON client of one address of the fleet: nginx or one gateway. */
const at = (url: () => string) => client(() => ({ ...fleet.stack, url: url() }) as RunningStack);
const front = at(() => fleet.url);
const gateway = (n: 0 | 1) => at(() => fleet.stack.gatewayUrls[n]!);

/**
 * Signed-in reads through nginx, four at a time, until `stop`: a session check (users), a GraphQL list of
 * properties with their hosts (properties, users) and the caller's trips (bookings), sent as a GET (Apollo
 * Server's CSRF rule: with a preflight header) because that is what a read is to nginx: a GET in flight on a
 * gateway that dies is sent to the other one, a POST never is (nginx cannot tell a query from a mutation;
 * docs/deploy.md). Signed in, so no public cache answers for a subgraph that is gone. Each failure is kept with
 * its answer.
 */
function readLoad(cookie: string) {
  const failures: string[] = [];
  let reads = 0;
  let running = true;
  const query = '{ me { id } properties(limit: 4) { id host { firstName } } myBookings { id } }';
  const one = async () => {
    const answer = await front.call<{ data?: unknown; errors?: unknown }>(
      'GET',
      `/graphql?query=${encodeURIComponent(query)}`,
      undefined,
      { cookie, headers: { 'apollo-require-preflight': 'true' } },
    );
    reads++;
    if (answer.status !== 200 || !answer.json || answer.json.errors)
      failures.push(`${answer.status} ${answer.text}`);
  };
  const workers = Array.from({ length: 4 }, async () => {
    while (running) await one().catch((error: unknown) => failures.push(String(error)));
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { reads, failures };
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the supervised child `name` runs as a new process and `healthUrl` answers. */
async function restarted(name: string, before: number, healthUrl: string) {
  // A restart on a loaded two-core machine (tsx compiling the service again) has taken over a minute.
  const deadline = Date.now() + 150_000;
  while (!(fleet.pids()[name] && fleet.pids()[name] !== before)) {
    if (Date.now() > deadline) throw new Error(`${name} did not come back`);
    await pause(100);
  }
  const headers = { [INTERNAL_TOKEN_HEADER]: fleet.stack.internalToken };
  for (;;) {
    const ok = await fetch(healthUrl, { headers })
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${name} is not healthy again`);
    await pause(100);
  }
}

it('fails no read through nginx when a gateway is killed (kill -9), and the gateway comes back', async () => {
  const { cookie } = await front.signIn('visitor');
  const load = readLoad(cookie);
  await pause(1000);
  const pid = fleet.pids()['gateway 2']!;
  process.kill(pid, 'SIGKILL');
  await restarted('gateway 2', pid, `${fleet.stack.gatewayUrls[1]}/healthz`);
  await pause(1000);
  const { reads, failures } = await load.stop();
  expect(failures).toEqual([]);
  expect(reads).toBeGreaterThan(20);
}, 240_000);

it('compresses at the edge: a read through nginx comes gzip-encoded, as the gateway alone sends it', async () => {
  const { cookie } = await front.signIn('visitor');
  const query = '{ properties(limit: 8) { id title description host { firstName } } }';
  const read = (client: typeof front) =>
    client.call('GET', `/graphql?query=${encodeURIComponent(query)}`, undefined, {
      cookie,
      headers: { 'apollo-require-preflight': 'true', 'accept-encoding': 'gzip' },
    });
  const [throughNginx, direct] = await Promise.all([read(front), read(gateway(0))]);
  expect(throughNginx.status).toBe(200);
  expect(throughNginx.headers.get('content-encoding')).toBe('gzip');
  expect(direct.headers.get('content-encoding')).toBe('gzip');
  expect(throughNginx.json).toEqual(direct.json);
});

it('fails no read when a replica of a subgraph is killed (kill -9)', async () => {
  const { cookie } = await front.signIn('visitor');
  const load = readLoad(cookie);
  await pause(1000);
  for (const name of ['properties', 'users']) {
    const pid = fleet.pids()[name]!;
    process.kill(pid, 'SIGKILL');
    const port = fleet.stack.replicaPorts[name as 'users'][0]!;
    await restarted(name, pid, `http://127.0.0.1:${port}/healthz`);
  }
  const { reads, failures } = await load.stop();
  expect(failures).toEqual([]);
  expect(reads).toBeGreaterThan(20);
}, 360_000);

it("loses no request while one subgraph's replicas restart one at a time under load", async () => {
  const { cookie } = await front.signIn('visitor');
  const load = readLoad(cookie);
  await pause(500);
  for (const [index, name] of ['bookings', 'bookings 2'].entries()) {
    const pid = fleet.pids()[name]!;
    // A deploy's stop: SIGTERM, in-flight requests finished; the supervisor starts the new version.
    process.kill(pid, 'SIGTERM');
    const port = fleet.stack.replicaPorts.bookings[index]!;
    await restarted(name, pid, `http://127.0.0.1:${port}/healthz`);
  }
  const { reads, failures } = await load.stop();
  expect(failures).toEqual([]);
  expect(reads).toBeGreaterThan(20);
}, 360_000);

it('brings an event written through one gateway to a stream held by the other within 2 s', async () => {
  const { property, host } = await gateway(0).approvedPropertyWithHost();
  const student = await gateway(0).signIn('visitor');
  const stream = await openStream(fleet.stack.gatewayUrls[1]!, { cookie: host.cookie });
  try {
    expect(stream.status).toBe(200);
    const written = await gateway(0).call<{ id: string }>(
      'POST',
      '/api/conversations',
      { propertyId: property.id, message: 'Is the flat free in June?' },
      { cookie: student.cookie },
    );
    expect({ status: written.status, body: written.text }).toMatchObject({ status: 201 });
    const sent = performance.now();
    const event = await stream.next((candidate) => candidate.type === 'message', 2000);
    expect(event.at - sent).toBeLessThan(2000);
  } finally {
    stream.close();
  }
});

it('holds the per-address contact limit across the gateways: the sixth post, alternating, is refused', async () => {
  const ip = randomIp();
  const message = {
    name: 'Lina',
    email: 'lina@example.org',
    subject: 'Parking',
    message: 'Is parking included?',
  };
  const statuses: number[] = [];
  for (let n = 0; n < 6; n++)
    statuses.push((await gateway((n % 2) as 0 | 1).call('POST', '/api/contact', message, { ip })).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

it('ends on the other gateway a session signed out through one, within SESSION_CACHE_MS + 1 s', async () => {
  const { cookie } = await gateway(0).signIn('visitor');
  expect((await gateway(1).call('GET', '/api/user', undefined, { cookie })).status).toBe(200);
  expect((await gateway(0).call('POST', '/api/logout', undefined, { cookie })).status).toBe(200);
  const started = performance.now();
  while ((await gateway(1).call('GET', '/api/user', undefined, { cookie })).status !== 401) {
    expect(performance.now() - started).toBeLessThan(SESSION_CACHE_MS + 1000);
    await pause(50);
  }
});

it('serves a property changed through one gateway changed by the other within PUBLIC_CACHE_MS + 1 s', async () => {
  const admin = await gateway(0).signIn('admin');
  type Listed = Array<{ id: string }>;
  const featured = async () =>
    (await gateway(1).call<Listed>('GET', '/api/properties/featured?limit=8')).json;
  const [first] = await featured();
  const unfeature = await gateway(0).call(
    'PUT',
    `/api/admin/properties/${first!.id}/featured`,
    { featured: false },
    { cookie: admin.cookie },
  );
  expect(unfeature.status).toBe(200);
  const started = performance.now();
  while ((await featured()).some((property) => property.id === first!.id)) {
    expect(performance.now() - started).toBeLessThan(PUBLIC_CACHE_MS + 1000);
    await pause(50);
  }
});

it('caps event streams through nginx: a loop of 20 streams of one session leaves the newest 6 open, in seconds', async () => {
  const { cookie } = await front.signIn('visitor');
  const streams = [];
  try {
    const started = performance.now();
    for (let n = 0; n < 20; n++) {
      const stream = await openStream(fleet.url, { cookie });
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    // The oldest are told they were replaced and end (the gateways count the session's streams in the database).
    for (const stream of streams.slice(0, -6)) {
      const ended = await stream.next((event) => event.type === 'ended', 8000);
      expect(ended.data).toEqual({ reason: 'replaced' });
      await stream.ended;
    }
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(streams.slice(-6).every((stream) => !stream.isEnded())).toBe(true);
    // nginx still answers everyone else.
    expect((await front.call('GET', '/api/properties/featured?limit=2')).status).toBe(200);
  } finally {
    for (const stream of streams) stream.close();
  }
});

it('fetches a followed calendar once per round, whichever of the two bookings replicas polls it', async () => {
  const fetchedAt: number[] = [];
  const feedServer: Server = createServer((_req, res) => {
    fetchedAt.push(performance.now());
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(
      airbnbFeed([
        {
          uid: 'fleet',
          start: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
          end: new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10),
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  try {
    const { property, host } = await front.approvedPropertyWithHost();
    const url = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/fleet.ics`;
    const added = await front.call<{ lastResult: { ok: boolean; events: number } }>(
      'POST',
      `/api/properties/${property.id}/calendar-imports`,
      { url, name: 'Airbnb' },
      { cookie: host.cookie },
    );
    expect(added.status).toBe(201);
    expect(added.json.lastResult).toMatchObject({ ok: true, events: 1 });
    // four rounds: the add's own sync, then one fetch a round from the replicas' pollers together
    await pause(4 * ICAL_IMPORT_POLL_MS + 1500);
    expect(fetchedAt.length).toBeGreaterThanOrEqual(3);
    expect(fetchedAt.length).toBeLessThanOrEqual(6);
    const gaps = fetchedAt.slice(1).map((at, i) => at - fetchedAt[i]);
    for (const gap of gaps) expect(gap).toBeGreaterThan(ICAL_IMPORT_POLL_MS - 250);
    // both gateways show the same result
    const listed = await Promise.all(
      ([0, 1] as const).map((n) =>
        gateway(n).call<Array<{ lastSyncAt: string }>>(
          'GET',
          `/api/properties/${property.id}/calendar-imports`,
          undefined,
          {
            cookie: host.cookie,
          },
        ),
      ),
    );
    expect(listed.map((answer) => answer.status)).toEqual([200, 200]);
    expect(listed[0].json[0].lastSyncAt).toBe(listed[1].json[0].lastSyncAt);
  } finally {
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
  }
});
