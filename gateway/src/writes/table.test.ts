import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Caller } from '@stays/contracts';
import { buildSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { SessionChecker, type SessionState } from '../auth/revocation';
import { gatewayCaches } from '../cache/caches';
import { cacheConfigFromEnv } from '../cache/config';
import { changesNothing, localInvalidator } from '../cache/invalidation';
import { effectsOfWrites, succeededWrites } from './plugin';
import { WRITE_TABLE } from './table';

// The write table, as the graph's plugin applies it: each kind of write, as an operation with its answer, empties
// exactly what its row names in a gateway's real caches, and nothing else.
const schema = buildSchema(readFileSync(path.join(__dirname, '../../../supergraph.graphql'), 'utf8'), {
  assumeValidSDL: true,
});

describe('the write table', () => {
  it('has a row for every mutation of the supergraph, and none for a mutation that is gone', () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    // A new mutation needs its row in writes/table.ts: what it empties, which sessions it ends, which events.
    expect(Object.keys(WRITE_TABLE).sort()).toEqual(mutations);
  });
});

const P1 = '65f1c0ffee65f1c0ffee0001';
const P2 = '65f1c0ffee65f1c0ffee0002';
const HOST = '65f1c0ffee65f1c0ffee00a1';
const GUEST = '65f1c0ffee65f1c0ffee00b1';
const IMAGE = '65f1c0ffee65f1c0ffee00c1';
const guest: Caller = { userId: GUEST, role: 'visitor' };

/** A gateway's caches, each holding what a visitor's reads put there: the landing, a search, two listings. */
async function filledGateway() {
  const caches = gatewayCaches(cacheConfigFromEnv({}));
  const looked: string[] = [];
  const fetchStates = (ids: string[]): Promise<SessionState[]> => {
    looked.push(...ids);
    return Promise.resolve(ids.map((id) => ({ id, role: 'host', isBlocked: false, sessionVersion: 0 })));
  };
  const sessions = new SessionChecker(fetchStates, 60_000);
  let sitemap = true;
  const invalidator = localInvalidator([
    ...Object.values(caches),
    sessions,
    { invalidate: (change) => void ((change.all || change.lists) && (sitemap = false)) },
  ]);
  const answer = (body: string) => Promise.resolve({ body, headers: {} });
  const listing = (id: string, host: string) => `{"id":"${id}","host":{"id":"${host}"}}`;
  caches.publicReads.share(
    'graphql\n\nFeatured\n{}\nquery Featured { featuredProperties { id } }',
    answer(`[${listing(P1, HOST)}]`),
  );
  caches.publicReads.share('/api/properties/search?location=martil', answer(`[${listing(P2, 'x')}]`));
  caches.publicReads.share(`/api/properties/${P1}`, answer(listing(P1, HOST)));
  caches.publicReads.share(`/api/properties/${P2}`, answer(listing(P2, 'x')));
  caches.entities.share(`users {"__typename":"User","id":"${HOST}"}`, Promise.resolve(`{"firstName":"Ada"}`));
  const view = (body: string) => Promise.resolve({ head: '', body, lang: 'en', dir: 'ltr' } as never);
  caches.firstViews.share('en /', view(`<h1>Featured</h1>${P1}`));
  caches.firstViews.share(`en /property/${P1}`, view(`<h1>${P1}</h1>host ${HOST}`));
  caches.firstViews.share(`en /property/${P2}`, view(`<h1>${P2}</h1>`));
  caches.firstImages.share('/', Promise.resolve(`/images/${IMAGE}`));
  caches.pageFacts.share(`property ${P1}`, Promise.resolve({ status: 'found', hostId: HOST } as never));
  caches.pageFacts.share(`property ${P2}`, Promise.resolve({ status: 'found' } as never));
  caches.images.set(IMAGE, { headers: {}, body: Buffer.from('jpeg') });
  await sessions.callerFor({ userId: GUEST, role: 'visitor', sessionVersion: 0 });
  await sessions.callerFor({ userId: HOST, role: 'host', sessionVersion: 0 });
  looked.length = 0;
  await new Promise((resolve) => setImmediate(resolve));

  /** What is still served fresh from memory, and whose sessions are looked up again. */
  const left = async () => {
    const fresh = (cache: { get(key: string): unknown }, names: Record<string, string>) =>
      Object.entries(names)
        .filter(([key]) => cache.get(key) !== undefined)
        .map(([, name]) => name);
    const kept = [
      ...fresh(caches.publicReads, {
        'graphql\n\nFeatured\n{}\nquery Featured { featuredProperties { id } }': 'landing read',
        '/api/properties/search?location=martil': 'search read',
        [`/api/properties/${P1}`]: 'P1 read',
        [`/api/properties/${P2}`]: 'P2 read',
      }),
      ...fresh(caches.entities, { [`users {"__typename":"User","id":"${HOST}"}`]: 'host entity' }),
      ...fresh(caches.firstViews, {
        'en /': 'landing view',
        [`en /property/${P1}`]: 'P1 view',
        [`en /property/${P2}`]: 'P2 view',
      }),
      ...fresh(caches.firstImages, { '/': 'landing image' }),
      ...fresh(caches.pageFacts, { [`property ${P1}`]: 'P1 facts', [`property ${P2}`]: 'P2 facts' }),
      ...(caches.images.get(IMAGE) ? ['image bytes'] : []),
      ...(sitemap ? ['sitemap'] : []),
    ];
    await sessions.callerFor({ userId: GUEST, role: 'visitor', sessionVersion: 0 });
    await sessions.callerFor({ userId: HOST, role: 'host', sessionVersion: 0 });
    return { kept, sessionsEnded: [...looked].map((id) => (id === GUEST ? 'guest' : 'host')) };
  };
  return { invalidator, left };
}

const EVERYTHING = [
  'landing read',
  'search read',
  'P1 read',
  'P2 read',
  'host entity',
  'landing view',
  'P1 view',
  'P2 view',
  'landing image',
  'P1 facts',
  'P2 facts',
  'image bytes',
  'sitemap',
];
const LISTS = ['landing read', 'search read', 'landing view', 'landing image', 'sitemap'];
const P1_OWN = ['P1 read', 'P1 view', 'P1 facts'];
const without = (...gone: string[][]) => EVERYTHING.filter((name) => !gone.flat().includes(name));

/** Runs one write through the table as the plugin does: the operation, its variables, its answer. */
async function write(
  operation: string,
  variables: Record<string, unknown>,
  data: Record<string, unknown>,
  caller = guest,
) {
  const gateway = await filledGateway();
  const document = parse(operation);
  const definition = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )!;
  const { change, events } = effectsOfWrites(
    succeededWrites(schema, definition, variables, data, undefined),
    caller,
  );
  if (!changesNothing(change)) gateway.invalidator.invalidate(change);
  return { ...(await gateway.left()), events };
}

describe('each kind of write empties exactly what its row names', () => {
  it('a message: nothing cached; its events go live', async () => {
    expect(
      await write(
        'mutation($id: ID!) { sendMessage(conversationId: $id, body: "Hi") { id } }',
        { id: P1 },
        { sendMessage: { id: 'e' } },
      ),
    ).toEqual({ kept: EVERYTHING, sessionsEnded: [], events: ['message', 'conversation'] });
  });

  it('a favourite: nothing cached', async () => {
    expect(
      await write(`mutation { setFavorite(propertyId: "${P2}", saved: true) }`, {}, { setFavorite: [P2] }),
    ).toEqual({ kept: EVERYTHING, sessionsEnded: [], events: [] });
  });

  it('a booking request: nothing cached (no night is taken); one Instant Book approved: the listing and lists', async () => {
    expect(
      await write(
        'mutation($input: BookingInput!) { createBooking(input: $input) { id status } }',
        { input: { propertyId: P2, guests: 1 } },
        { createBooking: { id: 'b', status: 'pending' } },
      ),
    ).toEqual({
      kept: EVERYTHING,
      sessionsEnded: [],
      events: ['booking', 'notification'],
    });
    const instant = await write(
      'mutation($input: BookingInput!) { createBooking(input: $input) { status } }',
      { input: { propertyId: P1, guests: 1 } },
      { createBooking: { status: 'approved' } },
    );
    expect(instant.kept).toEqual(without(P1_OWN, LISTS));
  });

  it('a booking decision: the listing and every list (nights taken)', async () => {
    expect(
      await write(
        'mutation { decided: setBookingStatus(id: "b", status: approved) { propertyId } }',
        {},
        { decided: { propertyId: P1 } },
      ),
    ).toEqual({ kept: without(P1_OWN, LISTS), sessionsEnded: [], events: ['booking', 'notification'] });
  });

  it("a listing's edit or removal: the listing, every list and the images' bytes", async () => {
    for (const operation of [
      `mutation { updateProperty(id: "${P1}", input: {}) { id } }`,
      `mutation { deleteProperty(id: "${P1}") { id } }`,
    ]) {
      const field = operation.includes('update') ? 'updateProperty' : 'deleteProperty';
      expect(await write(operation, {}, { [field]: { id: P1 } })).toEqual({
        kept: without(P1_OWN, LISTS, ['image bytes']),
        sessionsEnded: [],
        events: ['notification'],
      });
    }
  });

  it('a review: the listing and every list (its rating)', async () => {
    expect(
      await write(
        'mutation { createReview(input: { bookingId: "b", rating: 5, comment: "Lovely" }) { propertyId } }',
        {},
        {
          createReview: { propertyId: P1 },
        },
      ),
    ).toEqual({ kept: without(P1_OWN, LISTS), sessionsEnded: [], events: ['notification'] });
  });

  it("a block or role change: the account's sessions, what names the account, every list", async () => {
    for (const [operation, field] of [
      [`mutation { setUserBlocked(id: "${HOST}", isBlocked: true) { id } }`, 'setUserBlocked'],
      [`mutation { setUserRole(id: "${HOST}", role: visitor) { id } }`, 'setUserRole'],
    ])
      expect(await write(operation, {}, { [field]: { id: HOST } })).toEqual({
        kept: without(LISTS, ['landing read', 'P1 read', 'host entity', 'P1 view', 'P1 facts']),
        sessionsEnded: ['host'],
        events: [],
      });
  });

  it("a logout, a sign-out everywhere, a sign-in, a host approval: that account's sessions only", async () => {
    for (const [operation, data] of [
      ['mutation { logout }', { logout: true }],
      ['mutation { logoutEverywhere }', { logoutEverywhere: true }],
      [
        'mutation { login(username: "g", password: "p") { user { id } } }',
        { login: { user: { id: GUEST } } },
      ],
      [
        'mutation { reviewHostApplication(id: "a", status: approved) { userId status } }',
        { reviewHostApplication: { userId: GUEST, status: 'approved' } },
      ],
    ] as const) {
      const done = await write(operation, {}, data);
      expect({ kept: done.kept, sessionsEnded: done.sessionsEnded }).toEqual({
        kept: EVERYTHING,
        sessionsEnded: ['guest'],
      });
    }
    // An anonymous logout ends nothing.
    expect((await write('mutation { logout }', {}, { logout: false })).sessionsEnded).toEqual([]);
  });
});

describe('the door', () => {
  it('names each root field that succeeded with its arguments, by alias, and leaves out one that failed', () => {
    const document = parse(
      `mutation($id: ID!) { a: setFavorite(propertyId: $id, saved: true) b: deleteProperty(id: "${P2}") { id } }`,
    );
    const definition = document.definitions[0] as OperationDefinitionNode;
    expect(succeededWrites(schema, definition, { id: P1 }, { a: [P1], b: null }, [{ path: ['b'] }])).toEqual([
      { field: 'setFavorite', args: { propertyId: P1, saved: true }, data: [P1] },
    ]);
  });

  it('empties more, never less, when a write cannot name what it changed', () => {
    expect(effectsOfWrites([{ field: 'someNewMutation', args: {}, data: true }], guest).change).toEqual({
      all: true,
      reason: 'mutation someNewMutation',
    });
    // A /graphql client that did not select the booking's listing.
    expect(
      effectsOfWrites([{ field: 'cancelBooking', args: { id: 'b' }, data: { id: 'b' } }], guest).change.all,
    ).toBe(true);
  });
});
