// Two gateways on one database (issue 33 #1): what one gateway counts or changes holds on the other, through
// the gateway's collections in MongoDB (gateway/src/shared-state/). The caches live 5 s here, so an answer that
// changes on the other gateway within 2 s was emptied by the change log, not by its time running out.
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { randomIp, stackWithCast } from '../fixtures/client';
import { databaseForFile, ObjectId } from '../fixtures/database';

const PUBLIC_CACHE_MS = 5000;
const SESSION_CACHE_MS = 5000;
const PER_ACCOUNT = 3;
const { stack, cast, signIn } = stackWithCast({
  gateways: 2,
  env: {
    PUBLIC_CACHE_MS: String(PUBLIC_CACHE_MS),
    SESSION_CACHE_MS: String(SESSION_CACHE_MS),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
  },
});
const database = databaseForFile(stack);
const gateways = () => stack().gatewayUrls as [string, string];

async function send(base: string, method: string, path: string, options: Record<string, unknown> = {}) {
  const { body, cookie, ip } = options as { body?: unknown; cookie?: string; ip?: string };
  return fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip ?? randomIp(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Milliseconds until `check` holds, asked every 50 ms; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

it('holds the per-address contact limit across gateways: the sixth post, alternating, is refused', async () => {
  const ip = randomIp();
  const message = {
    name: 'Lina',
    email: 'lina@example.org',
    subject: 'Parking',
    message: 'Is parking included?',
  };
  const statuses: number[] = [];
  for (let n = 0; n < 6; n++)
    statuses.push((await send(gateways()[n % 2]!, 'POST', '/api/contact', { body: message, ip })).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

it('holds the sign-in throttle across gateways: failures through both count against one budget', async () => {
  const ip = randomIp();
  const { username } = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!;
  const statuses: number[] = [];
  for (let n = 0; n <= PER_ACCOUNT; n++) {
    const body = { username, password: `wrong-${n}` };
    statuses.push((await send(gateways()[n % 2]!, 'POST', '/api/login', { body, ip })).status);
  }
  expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(401), 429]);
});

it('serves a property changed through one gateway changed by the other within PUBLIC_CACHE_MS + 1 s', async () => {
  const [a, b] = gateways();
  const featured = async () =>
    (await (await send(b, 'GET', '/api/properties/featured?limit=8')).json()) as Array<{
      id: string;
      title: string;
    }>;
  const [first] = await featured();
  // B answers from its cache: a change behind both gateways' backs does not show.
  await (
    await database()
  )
    .collection('properties')
    .updateOne({ _id: new ObjectId(first!.id) }, { $set: { title: 'Renamed behind the gateways' } });
  expect((await featured())[0]!.title).toBe(first!.title);

  const unfeature = await send(a, 'PUT', `/api/admin/properties/${first!.id}/featured`, {
    body: { featured: false },
    cookie: cast.admin.cookie,
  });
  expect(unfeature.status).toBe(200);
  const ms = await msUntil(
    async () => !(await featured()).some((property) => property.id === first!.id),
    PUBLIC_CACHE_MS + 1000,
  );
  expect(ms).toBeLessThan(2000);
});

it('ends on the other gateway a session signed out through one, within SESSION_CACHE_MS + 1 s', async () => {
  const [a, b] = gateways();
  const { cookie } = await signIn('visitor');
  // B has checked the session once and keeps its account's state for SESSION_CACHE_MS.
  expect((await send(b, 'GET', '/api/user', { cookie })).status).toBe(200);
  expect((await send(a, 'POST', '/api/logout', { cookie })).status).toBe(200);
  const ms = await msUntil(
    async () => (await send(b, 'GET', '/api/user', { cookie })).status === 401,
    SESSION_CACHE_MS + 1000,
  );
  expect(ms).toBeLessThan(2000);
});
