// The identity calls of SPEC section 7 against the real stack: contracts, cookies, revocation, rate limits.
import { randomBytes } from 'node:crypto';
import { signSessionToken } from '@stays/gateway/auth';
import { stackForFile } from '../fixtures/client';
import { ObjectId, databaseForFile } from '../fixtures/database';

const PER_ACCOUNT = 5;
const PER_ADDRESS = 8;
const CACHE_MS = 200;

const running = stackForFile({
  env: {
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    AUTH_RATE_LIMIT_PER_IP: String(PER_ADDRESS),
    SESSION_CACHE_MS: String(CACHE_MS),
  },
});
const database = databaseForFile(running);
/** Changes an account behind the gateway's back, as an admin tool or another instance would. */
const updateUser = async (id: string, update: Record<string, unknown>) =>
  (await database()).collection('users').updateOne({ _id: new ObjectId(id) }, update);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fresh client address per request unless given, so the per-address limit only trips where tested. */
const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;
const unique = () => randomBytes(4).toString('hex');

interface CallOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
  rawBody?: string;
}

async function call(method: string, path: string, body?: unknown, options: CallOptions = {}) {
  const response = await fetch(`${running().url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(body !== undefined || options.rawBody ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie') ?? '';
  const token = /(?:^|,\s*)token=([^;]*)/.exec(setCookie)?.[1];
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    setCookie,
    cookie: token ? `token=${token}` : undefined,
  };
}

const USER_KEYS = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'role',
  'isBlocked',
  'profileImageUrl',
  'createdAt',
];

function expectUserObject(user: unknown, expected: Record<string, unknown>) {
  expect(Object.keys(user as object).sort()).toEqual([...USER_KEYS].sort());
  expect(user).toEqual(expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{24}$/), ...expected }));
  expect(JSON.stringify(user)).not.toMatch(/password|sessionVersion|\$2[aby]\$/i);
}

function expectSessionCookie(setCookie: string, secure = false) {
  expect(setCookie).toMatch(/^token=[^;]+/);
  expect(setCookie).toMatch(/;\s*HttpOnly/i);
  expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
  expect(setCookie).toMatch(/;\s*Path=\//i);
  expect(setCookie).toMatch(/;\s*Max-Age=604800/i);
  if (secure) expect(setCookie).toMatch(/;\s*Secure/i);
  else expect(setCookie).not.toMatch(/;\s*Secure/i);
}

async function register(overrides: Record<string, unknown> = {}) {
  const name = `user-${unique()}`;
  const body = {
    username: `${name}@stays.test`,
    password: 'secret123',
    email: `${name}@stays.test`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const result = await call('POST', '/api/register', body);
  return { ...result, body };
}

describe('POST /api/register', () => {
  it('creates a visitor (201), answers the user object and signs it in', async () => {
    const { status, json, setCookie, cookie, body } = await register();
    expect(status).toBe(201);
    expectUserObject(json, {
      username: body.username,
      email: body.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'visitor',
      isBlocked: false,
    });
    expectSessionCookie(setCookie);
    const me = await call('GET', '/api/user', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toEqual(json);
  });

  it('registers a host when asked, never staff or admin', async () => {
    expect((await register({ role: 'host' })).json).toEqual(expect.objectContaining({ role: 'host' }));
    const admin = await register({ role: 'admin' });
    expect(admin.status).toBe(400);
    expect(admin.json).toEqual({
      message: 'Role must be visitor or host',
      errors: { role: 'Role must be visitor or host' },
    });
  });

  it('answers 400 with field errors and the spec messages', async () => {
    const { status, json, setCookie } = await register({ password: '123', email: 'nope', firstName: 'A' });
    expect(status).toBe(400);
    expect(json).toEqual({
      message: 'Password must be at least 6 characters',
      errors: {
        password: 'Password must be at least 6 characters',
        email: 'Please enter a valid email address',
        firstName: 'First name must be at least 2 characters',
      },
    });
    expect(setCookie).toBe('');
    const empty = await call('POST', '/api/register', {});
    expect(empty.status).toBe(400);
    expect(empty.json?.errors).toEqual(
      expect.objectContaining({ username: 'Username is required', password: 'Password is required' }),
    );
    const wrongTypes = await call('POST', '/api/register', { username: ['x'], password: 7 });
    expect(wrongTypes.status).toBe(400);
  });

  it('refuses a taken username or email case-insensitively with 409', async () => {
    const first = await register();
    const sameUsername = await register({
      username: String(first.body.username).toUpperCase(),
      email: `other-${unique()}@stays.test`,
    });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.json).toEqual({ message: expect.stringMatching(/already exists/) });
    const sameEmail = await register({
      username: `other-${unique()}`,
      email: String(first.body.email).toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json).toEqual({ message: 'An account with this email already exists' });
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const response = await call('POST', '/api/register', undefined, { rawBody: '{"username":' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/login', () => {
  it('signs in by username or email, case-insensitively, and answers the user object', async () => {
    const byEmail = await call('POST', '/api/login', { username: 'HOST@stays.test', password: 'host123' });
    expect(byEmail.status).toBe(200);
    expectUserObject(byEmail.json, { email: 'host@stays.test', role: 'host' });
    expectSessionCookie(byEmail.setCookie);
    const byName = await call('POST', '/api/login', { username: 'Admin', password: 'admin123' });
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual(expect.objectContaining({ username: 'admin', role: 'admin' }));
    const me = await call('GET', '/api/user', undefined, { cookie: byName.cookie });
    expect(me.json).toEqual(byName.json);
  });

  it('marks the cookie Secure behind TLS (x-forwarded-proto from a trusted proxy)', async () => {
    const response = await call(
      'POST',
      '/api/login',
      { username: 'student@stays.test', password: 'student123' },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.status).toBe(200);
    expectSessionCookie(response.setCookie, true);
  });

  it('gives the same 401 for a wrong password and an unknown user, with comparable timing', async () => {
    const time = async (body: unknown) => {
      const started = performance.now();
      const response = await call('POST', '/api/login', body);
      return { ...response, ms: performance.now() - started };
    };
    const wrongPassword = await time({ username: 'student@stays.test', password: 'wrong-password' });
    const unknownUser = await time({ username: `nobody-${unique()}`, password: 'wrong-password' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: 'Invalid username or password' });
      expect(response.setCookie).toBe('');
    }
    // Both pay one bcrypt comparison (cost 10, tens of ms); without the dummy hash the unknown user answers
    // in a few ms.
    expect(unknownUser.ms).toBeGreaterThan(wrongPassword.ms / 4);
  });

  it('requires username and password (400)', async () => {
    const response = await call('POST', '/api/login', { username: 'admin' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Password is required',
      errors: { password: 'Password is required' },
    });
  });

  it('refuses a blocked account with 403 (and only with the right password)', async () => {
    const { body, json } = await register();
    await updateUser((json as { id: string }).id, { $set: { isBlocked: true } });
    const blocked = await call('POST', '/api/login', { username: body.username, password: body.password });
    expect(blocked.status).toBe(403);
    expect(blocked.json).toEqual({ message: 'Your account has been blocked. Please contact support.' });
    const wrong = await call('POST', '/api/login', { username: body.username, password: 'not-it-123' });
    expect(wrong.status).toBe(401);
  });
});

describe('GET /api/user', () => {
  it('answers 401 { message: Unauthorized } when not signed in or with a forged token', async () => {
    expect(await call('GET', '/api/user')).toEqual(
      expect.objectContaining({ status: 401, json: { message: 'Unauthorized' } }),
    );
    const forged = await call('GET', '/api/user', undefined, { cookie: 'token=abc.def.ghi' });
    expect(forged.status).toBe(401);
  });

  it('refuses a validly signed token of another session version', async () => {
    const login = await call('POST', '/api/login', { username: 'staff', password: 'staff123' });
    const { id } = login.json as { id: string };
    const stale = `token=${signSessionToken({ userId: id, role: 'staff', sessionVersion: 99 }, running().jwtSecret)}`;
    expect((await call('GET', '/api/user', undefined, { cookie: stale })).status).toBe(401);
  });
});

describe('GET /api/config', () => {
  it('tells the sign-in pages whether to offer the demo logins (this stack is not production)', async () => {
    expect((await call('GET', '/api/config')).json).toEqual({ demoLogins: true });
  });
});

describe('POST /api/check-user', () => {
  it('answers { exists, isHost }', async () => {
    const check = async (identifier: unknown) => (await call('POST', '/api/check-user', { identifier })).json;
    expect(await check('host@stays.test')).toEqual({ exists: true, isHost: true });
    expect(await check('Student@Stays.test')).toEqual({ exists: true, isHost: false });
    expect(await check(`nobody-${unique()}@stays.test`)).toEqual({ exists: false, isHost: false });
    expect(await check(undefined)).toEqual({ exists: false, isHost: false });
  });
});

describe('POST /api/upgrade-to-host', () => {
  it('answers 401 for anonymous callers', async () => {
    expect(await call('POST', '/api/upgrade-to-host')).toEqual(
      expect.objectContaining({ status: 401, json: { message: 'Unauthorized' } }),
    );
  });

  it('refuses a visitor (403: the host application is the one way in) and leaves the session as it was', async () => {
    const { cookie } = await register();
    const refused = await call('POST', '/api/upgrade-to-host', undefined, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: expect.stringContaining('host application') });
    expect(refused.setCookie).toBe('');
    expect((await call('GET', '/api/user', undefined, { cookie })).json).toEqual(
      expect.objectContaining({ role: 'visitor' }),
    );
  });

  it('answers a host its account, with no new cookie', async () => {
    const { cookie } = await register({ role: 'host' });
    const answered = await call('POST', '/api/upgrade-to-host', undefined, { cookie });
    expect(answered.status).toBe(200);
    expectUserObject(answered.json, { role: 'host' });
    expect(answered.setCookie).toBe('');
    expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(200);
  });

  it('refuses staff accounts (403)', async () => {
    const { cookie } = await call('POST', '/api/login', { username: 'staff', password: 'staff123' });
    expect((await call('POST', '/api/upgrade-to-host', undefined, { cookie })).status).toBe(403);
  });
});

describe('POST /api/auth/staff-login', () => {
  it('admits staff and admin with { user, message }', async () => {
    for (const [username, password, role] of [
      ['staff', 'staff123', 'staff'],
      ['admin', 'admin123', 'admin'],
    ]) {
      const response = await call('POST', '/api/auth/staff-login', { username, password });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ user: expect.objectContaining({ role }), message: expect.any(String) });
      expectUserObject(response.json!.user, { role });
      expectSessionCookie(response.setCookie);
    }
  });

  it('refuses hosts and visitors with 403 and no cookie; wrong password 401', async () => {
    const host = await call('POST', '/api/auth/staff-login', {
      username: 'host@stays.test',
      password: 'host123',
    });
    expect(host.status).toBe(403);
    expect(host.json).toEqual({ message: 'Access denied. Staff privileges required.' });
    expect(host.setCookie).toBe('');
    const wrong = await call('POST', '/api/auth/staff-login', { username: 'staff', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
  });
});

describe('sessions end at once', () => {
  it('logout answers { message }, clears the cookie and the token is refused at the next request', async () => {
    const { cookie } = await register();
    expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(200);
    const logout = await call('POST', '/api/logout', undefined, { cookie });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ message: expect.any(String) });
    expect(logout.setCookie).toMatch(/^token=;/);
    expect(logout.setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(401);
    // Anonymous logout is harmless.
    expect((await call('POST', '/api/logout')).status).toBe(200);
  });

  it("logout ends this browser's session only; the account's other sign-ins stay", async () => {
    const { body } = await register();
    const signIn = async () =>
      (await call('POST', '/api/login', { username: body.username, password: body.password })).cookie!;
    const [first, second] = [await signIn(), await signIn()];
    expect((await call('POST', '/api/logout', undefined, { cookie: first })).status).toBe(200);
    expect((await call('GET', '/api/user', undefined, { cookie: first })).status).toBe(401);
    expect((await call('GET', '/api/user', undefined, { cookie: second })).status).toBe(200);
    // A new sign-in after it works too.
    expect((await call('GET', '/api/user', undefined, { cookie: await signIn() })).status).toBe(200);
  });

  it('sign out everywhere ends every session of the account and clears this cookie', async () => {
    const { body, cookie: registered } = await register();
    const other = (await call('POST', '/api/login', { username: body.username, password: body.password }))
      .cookie!;
    const everywhere = await call('POST', '/api/logout/everywhere', undefined, { cookie: other });
    expect(everywhere.status).toBe(200);
    expect(everywhere.json).toEqual({ message: expect.any(String) });
    expect(everywhere.setCookie).toMatch(/^token=;/);
    for (const cookie of [registered, other])
      expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(401);
    // Anonymous: harmless.
    expect((await call('POST', '/api/logout/everywhere')).status).toBe(200);
  });

  it('a staff account refused by the admin sign-in page keeps its other sessions', async () => {
    const staff = { username: 'staff', password: 'staff123' };
    const elsewhere = (await call('POST', '/api/auth/staff-login', staff)).cookie!;
    // The admin page signs in, sees a staff account, and signs that browser out again (mfe-admin AdminLoginPage).
    const tried = (await call('POST', '/api/auth/staff-login', staff)).cookie!;
    expect((await call('POST', '/api/logout', undefined, { cookie: tried })).status).toBe(200);
    // A wrong password ends nothing either.
    expect((await call('POST', '/api/auth/staff-login', { ...staff, password: 'wrong-123' })).status).toBe(
      401,
    );
    expect((await call('GET', '/api/user', undefined, { cookie: elsewhere })).json).toEqual(
      expect.objectContaining({ role: 'staff' }),
    );
    await call('POST', '/api/logout', undefined, { cookie: elsewhere });
  });

  it('a blocked account loses its session (within the session cache time)', async () => {
    const { cookie, json } = await register();
    expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(200);
    // Only the flag: the gateway refuses a blocked account whatever the version says.
    await updateUser((json as { id: string }).id, { $set: { isBlocked: true } });
    await sleep(CACHE_MS + 50);
    expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(401);
  });

  it('the role passed on is the current one; a re-roled account (version bumped) loses its session', async () => {
    const { cookie, json } = await register();
    const id = (json as { id: string }).id;
    const pending = () =>
      fetch(`${running().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookie! },
        body: JSON.stringify({ query: '{ properties(status: pending) { id } }' }),
      }).then((response) => response.json() as Promise<{ errors?: unknown[] }>);
    expect((await pending()).errors).toBeDefined();
    // The token still says visitor; the account is now staff: the subgraphs see staff.
    await updateUser(id, { $set: { role: 'staff' } });
    await sleep(CACHE_MS + 50);
    expect((await pending()).errors).toBeUndefined();
    // A role change through the product bumps the version: that token is then refused.
    await updateUser(id, { $set: { role: 'visitor' }, $inc: { sessionVersion: 1 } });
    await sleep(CACHE_MS + 50);
    expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(401);
  });

  it('a token claiming a higher role gets the account role', async () => {
    const { json } = await register();
    const id = (json as { id: string }).id;
    const claimsAdmin = `token=${signSessionToken({ userId: id, role: 'admin', sessionVersion: 0 }, running().jwtSecret)}`;
    const response = await fetch(`${running().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: claimsAdmin },
      body: JSON.stringify({ query: '{ properties(status: pending) { id } }' }),
    });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('rate limits (AUTH_RATE_LIMIT_*)', () => {
  it(`answers 429 after ${PER_ACCOUNT} failures on one account from one address, not from another`, async () => {
    const username = `target-${unique()}`;
    const ip = randomIp();
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await call('POST', '/api/login', { username, password: 'guess-123' }, { ip })).status).toBe(
        401,
      );
    const limited = await call(
      'POST',
      '/api/login',
      { username: username.toUpperCase(), password: 'x-123456' },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: 'Too many attempts. Please try again later.' });
    // Elsewhere (the owner, say) the account is not locked (integration/api/hardening.test.ts has the rest).
    expect((await call('POST', '/api/login', { username, password: 'x-123456' })).status).toBe(401);
  });

  it(`answers 429 after ${PER_ADDRESS} attempts from one address, registration included`, async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await call(
        'POST',
        '/api/login',
        { username: `someone-${unique()}`, password: 'guess-123' },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const limited = await call('POST', '/api/register', { username: `late-${unique()}` }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: 'Too many attempts. Please try again later.' });
    // The same limit on /graphql.
    const graph = await fetch(`${running().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query: 'mutation { login(username: "a", password: "b") { sessionVersion } }' }),
    });
    const body = (await graph.json()) as {
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    expect(body.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'Too many attempts. Please try again later.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      }),
    );
  });
});
