import { signSessionToken } from '@stays/gateway/auth';
import {
  PER_ACCOUNT,
  PER_ADDRESS,
  CACHE_MS,
  running,
  updateUser,
  sleep,
  randomIp,
  unique,
  call,
  expectUserObject,
  expectSessionCookie,
  register,
} from './world';

export function describeStaffLogin() {
  describe('POST /api/auth/staff-login', () => {
    it('admits staff and admin with { user, message }', async () => {
      for (const [username, password, role] of [
        ['staff', 'staff123', 'staff'],
        ['admin', 'admin123', 'admin'],
      ]) {
        const response = await call('POST', '/api/auth/staff-login', { username, password });
        expect(response.status).toBe(200);
        expect(response.json).toEqual({
          user: expect.objectContaining({ role }),
          message: expect.any(String),
        });
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
}

export function describeSessionsEnd() {
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
}

export function describeRateLimits() {
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
        body: JSON.stringify({
          query: 'mutation { login(username: "a", password: "b") { sessionVersion } }',
        }),
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
}
