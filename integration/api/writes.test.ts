// One door for writes (issue 49 #2, issue 46 #3 and #11, issue 48 #5), on two gateways over one database: a
// write through /graphql ends sessions and empties caches exactly as the same write through REST does, at once on
// the gateway it went through and within a change-log poll on the other, and a write empties only what it changed.
// The caches and the session states live 5 s here, so a change seen on the other gateway within 2 s was carried by
// the change log, not by a lifetime running out.
import { DRAWN_ROOT } from '@stays/contracts';
import { EXTRA_ACCOUNTS } from '../../scripts/seed/accounts';
import { randomIp, signIn, stackForFile } from '../fixtures/client';
import { databaseForFile, ObjectId } from '../fixtures/database';
import { serverDrawnFrontendRoot } from '../fixtures/frontendRoot';
import { type OpenStream, openStream } from '../fixtures/sse';

const root = serverDrawnFrontendRoot('writes');
const PER_SESSION = 2;
const PER_ACCOUNT = 3;
const stack = stackForFile({
  gateways: 2,
  // Pages keep their default lifetime (60 s): what a test sees change was changed by a write.
  env: {
    FRONTEND_ROOT: root,
    PUBLIC_CACHE_MS: '5000',
    SESSION_CACHE_MS: '5000',
    IMAGE_CACHE_MB: '32',
    LIVE_STREAMS_PER_SESSION: String(PER_SESSION),
    LIVE_STREAMS_PER_ACCOUNT: String(PER_ACCOUNT),
  },
});
const database = databaseForFile(stack);
const gateways = () => stack().gatewayUrls as [string, string];
const account = (firstName: string) => {
  const { username, password } = EXTRA_ACCOUNTS.find((seeded) => seeded.firstName === firstName)!;
  return { username, password };
};

async function graphql<T = Record<string, unknown>>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`${query}: ${body.errors[0]!.message}`);
  return body.data!;
}

const status = async (base: string, path: string, cookie?: string) =>
  (
    await fetch(`${base}${path}`, {
      headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) },
    })
  ).status;

/** Milliseconds until `check` holds, asked every 50 ms; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

/** Both gateways have checked the session once: each keeps the account's state for SESSION_CACHE_MS. */
async function signedInOnBoth(cookie: string) {
  for (const base of gateways()) expect(await status(base, '/api/user', cookie)).toBe(200);
}

/** The session is refused at once by `first`, and by the other gateway within a change-log poll (not 5 s). */
async function endedEverywhere(cookie: string, first: string) {
  expect(await status(first, '/api/user', cookie)).toBe(401);
  const other = gateways().find((base) => base !== first)!;
  expect(await msUntil(async () => (await status(other, '/api/user', cookie)) === 401, 6000)).toBeLessThan(
    2000,
  );
}

/** The drawn markup of a page, '' when it came undrawn (the client shell). */
async function firstViewOf(base: string, pathname: string) {
  const html = await (await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } })).text();
  return html.includes(DRAWN_ROOT) ? html.slice(html.indexOf(DRAWN_ROOT)) : '';
}

/** The page's first view once it holds `text` (the first visitor of a page may get it undrawn). */
async function drawnHolding(base: string, pathname: string, text: string) {
  await msUntil(
    async () => (await firstViewOf(base, pathname)).includes(text.replace(/&/g, '&amp;')),
    20_000,
  );
}

const renameBehindTheGateways = async (id: string, title: string) =>
  (await database()).collection('properties').updateOne({ _id: new ObjectId(id) }, { $set: { title } });

describe('a drawn public page across writes (issue 46 #4)', () => {
  it('stays drawn: kept across a favourite, served drawn while it is drawn again after an edit of a listing it shows', async () => {
    const [a, b] = gateways();
    const guest = await signIn(stack(), 'visitor');
    const admin = await signIn(stack(), 'admin');
    const [first] = (await (await fetch(`${a}/api/properties/featured?limit=6`)).json()) as Array<{
      id: string;
      title: string;
    }>;
    for (const base of [a, b]) await drawnHolding(base, '/', first!.title);
    // Changed behind the gateways' backs: a drawing that still shows the old title is one kept from before.
    const later = `${first!.title} (later)`;
    await renameBehindTheGateways(first!.id, later);

    const favourite = await fetch(`${a}/api/favorites/${first!.id}`, {
      method: 'PUT',
      headers: { cookie: guest.cookie, 'x-forwarded-for': randomIp() },
    });
    expect(favourite.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600)); // more than a change-log poll
    for (const base of [a, b]) {
      const view = await firstViewOf(base, '/');
      expect(view).toContain(first!.title.replace(/&/g, '&amp;'));
      expect(view).not.toContain(later);
    }

    await graphql(
      b,
      'mutation($id: ID!) { updateProperty(id: $id, input: { description: "Freshly painted." }) { id } }',
      { id: first!.id },
      admin.cookie,
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Never the undrawn shell: the drawing from before the write while the new one is made, then the new one.
    for (const base of [a, b]) {
      const views = await Promise.all(Array.from({ length: 4 }, () => firstViewOf(base, '/')));
      for (const view of views) expect(view).not.toBe('');
      expect(views[0]).not.toContain(later);
    }
    for (const base of [a, b]) await drawnHolding(base, '/', later);
  });
});

/** The reason of the stream's last frame (`event: ended`), once the server has ended it. */
async function endedWith(stream: OpenStream, timeoutMs = 5000): Promise<unknown> {
  const ended = await stream.next((event) => event.type === 'ended', timeoutMs);
  await Promise.race([stream.ended, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  expect(stream.isEnded()).toBe(true);
  return (ended.data as { reason?: unknown }).reason;
}

describe('event streams are capped per session and per account across the gateways (issue 46 #11)', () => {
  const streams: OpenStream[] = [];
  const open = async (base: string, cookie: string) => {
    const stream = await openStream(base, { cookie });
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  };
  afterAll(() => streams.forEach((stream) => stream.close()));

  it('a loop opening more streams than a session may hold sees each oldest one closed, on either gateway', async () => {
    const [a, b] = gateways();
    const { cookie } = await signIn(stack(), account('Amina'));
    const opened: OpenStream[] = [];
    const started = performance.now();
    for (let n = 0; n < 8; n++) opened.push(await open(n % 2 ? b : a, cookie));
    // Every stream but the newest PER_SESSION is told it was replaced and ends, within seconds (a gateway reads
    // which of its streams another pushed out every second; the bound leaves room for a busy machine).
    for (const stream of opened.slice(0, -PER_SESSION))
      expect(await endedWith(stream, 8000)).toBe('replaced');
    expect(performance.now() - started).toBeLessThan(15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // more than a caps check
    for (const stream of opened.slice(-PER_SESSION)) expect(stream.isEnded()).toBe(false);
  });

  it('an account holds at most its cap across its sessions: a new session closes the oldest stream', async () => {
    const [a, b] = gateways();
    const sessions = await Promise.all([1, 2, 3].map(() => signIn(stack(), account('Karim'))));
    const first = await open(a, sessions[0]!.cookie);
    const second = await open(b, sessions[1]!.cookie);
    const third = await open(a, sessions[2]!.cookie);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([first, second, third].map((stream) => stream.isEnded())).toEqual([false, false, false]);
    const fourth = await open(b, sessions[1]!.cookie);
    expect(await endedWith(first)).toBe('replaced');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([second, third, fourth].map((stream) => stream.isEnded())).toEqual([false, false, false]);
  });

  it('tells an open stream why its session ended: signed out everywhere through the other gateway', async () => {
    const [a, b] = gateways();
    const { cookie } = await signIn(stack(), account('Rachel'));
    const stream = await open(a, cookie);
    const out = await fetch(`${b}/api/logout/everywhere`, {
      method: 'POST',
      headers: { cookie, 'x-forwarded-for': randomIp() },
    });
    expect(out.status).toBe(200);
    expect(await endedWith(stream)).toBe('signed-out');
  });
});

describe('sessions end at once through either door, on every gateway', () => {
  it('a logout over /graphql ends that session only, on both gateways', async () => {
    const [a] = gateways();
    const ended = await signIn(stack(), account('Amina'));
    const kept = await signIn(stack(), account('Amina'));
    await signedInOnBoth(ended.cookie);
    await signedInOnBoth(kept.cookie);
    expect(await graphql(a, 'mutation { logout }', {}, ended.cookie)).toEqual({ logout: true });
    await endedEverywhere(ended.cookie, a);
    for (const base of gateways()) expect(await status(base, '/api/user', kept.cookie)).toBe(200);
  });

  it('a block over /graphql (the staff and admin screens’ call) ends every session of the account at once', async () => {
    const [, b] = gateways();
    const admin = await signIn(stack(), 'admin');
    const blocked = await signIn(stack(), account('Karim'));
    await signedInOnBoth(blocked.cookie);
    const stream = await openStream(gateways()[0], { cookie: blocked.cookie });
    await graphql(
      b,
      'mutation Block($id: ID!) { setUserBlocked(id: $id, isBlocked: true) { id isBlocked } }',
      { id: blocked.id },
      admin.cookie,
    );
    await endedEverywhere(blocked.cookie, b);
    expect(await endedWith(stream)).toBe('blocked');
  });

  it('a role change over /graphql ends every session of the account at once', async () => {
    const [a] = gateways();
    const admin = await signIn(stack(), 'admin');
    const changed = await signIn(stack(), account('Rachel'));
    await signedInOnBoth(changed.cookie);
    const stream = await openStream(gateways()[1], { cookie: changed.cookie });
    await graphql(
      a,
      'mutation Role($id: ID!) { setUserRole(id: $id, role: visitor) { id role } }',
      { id: changed.id },
      admin.cookie,
    );
    await endedEverywhere(changed.cookie, a);
    expect(await endedWith(stream)).toBe('role-changed');
  });
});

interface Listing {
  id: string;
  title: string;
  images: string[];
}

describe('the caches a write empties', () => {
  const approved = async (base: string) =>
    (await (await fetch(`${base}/api/properties?status=approved`)).json()) as Listing[];

  it('keeps a list read across a favourite and a message, and empties it for an edit of a listing it shows', async () => {
    const [a, b] = gateways();
    const featured = async (base: string) =>
      (await (await fetch(`${base}/api/properties/featured?limit=4`)).json()) as Listing[];
    const [listing] = await featured(a);
    const other = (await approved(a)).at(-1)!;
    for (const base of [a, b]) expect((await featured(base))[0]!.title).toBe(listing!.title);
    await renameBehindTheGateways(listing!.id, 'Renamed behind the gateways');
    const guest = await signIn(stack(), 'visitor');
    await graphql(a, `mutation { setFavorite(propertyId: "${other.id}", saved: true) }`, {}, guest.cookie);
    await graphql(
      a,
      'mutation($id: ID!) { startConversation(propertyId: $id, message: "Is the flat quiet at night?") { id } }',
      { id: other.id },
      guest.cookie,
    );
    await new Promise((resolve) => setTimeout(resolve, 600)); // more than a change-log poll
    for (const base of [a, b]) expect((await featured(base))[0]!.title).toBe(listing!.title);

    const admin = await signIn(stack(), 'admin');
    await graphql(
      b,
      'mutation($id: ID!) { updateProperty(id: $id, input: { description: "Quiet street, two minutes from the bus." }) { id } }',
      { id: listing!.id },
      admin.cookie,
    );
    expect((await featured(b))[0]!.title).toBe('Renamed behind the gateways');
    expect(
      await msUntil(async () => (await featured(a))[0]!.title === 'Renamed behind the gateways', 6000),
    ).toBeLessThan(2000);
  });

  it('stops serving a photo removed over /graphql (updateProperty) on every gateway at once', async () => {
    const [a, b] = gateways();
    const listing = (await approved(a)).find((candidate) => candidate.images.length >= 2)!;
    const removed = listing.images.at(-1)!;
    for (const base of [a, b]) expect(await status(base, removed)).toBe(200);
    const admin = await signIn(stack(), 'admin');
    await graphql(
      a,
      'mutation($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input) { id images } }',
      { id: listing.id, input: { images: listing.images.slice(0, -1) } },
      admin.cookie,
    );
    expect(await status(a, removed)).toBe(404);
    expect(await msUntil(async () => (await status(b, removed)) === 404, 6000)).toBeLessThan(2000);
    expect(await status(b, listing.images[0]!)).toBe(200);
  });

  it('stops serving the photos of a listing deleted over /graphql (deleteProperty) on every gateway at once', async () => {
    const [a, b] = gateways();
    const admin = await signIn(stack(), 'admin');
    // A listing with a stay ahead cannot be deleted: take one whose approved stays are all over.
    const today = new Date().toISOString().slice(0, 10);
    const stays = (await (
      await fetch(`${a}/api/bookings?status=approved`, {
        headers: { 'x-forwarded-for': randomIp(), cookie: admin.cookie },
      })
    ).json()) as Array<{ propertyId: string; checkOutDate: string }>;
    const busy = new Set(stays.filter((stay) => stay.checkOutDate >= today).map((stay) => stay.propertyId));
    const listing = (await approved(a)).find(
      (candidate) => candidate.images.length >= 1 && !busy.has(candidate.id),
    )!;
    for (const base of [a, b])
      for (const image of listing.images) expect(await status(base, image)).toBe(200);
    await graphql(
      b,
      'mutation($id: ID!) { deleteProperty(id: $id) { id } }',
      { id: listing.id },
      admin.cookie,
    );
    for (const image of listing.images) expect(await status(b, image)).toBe(404);
    expect(
      await msUntil(async () => {
        const statuses = await Promise.all(listing.images.map((image) => status(a, image)));
        return statuses.every((answer) => answer === 404);
      }, 6000),
    ).toBeLessThan(2000);
    expect(await status(a, `/api/properties/${listing.id}`)).toBe(404);
  });
});
