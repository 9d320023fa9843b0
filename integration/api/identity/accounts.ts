import { signSessionToken } from '@stays/gateway/auth';
import { futureStay } from '../../fixtures/client';
import { running, updateUser, unique, call, expectUserObject, expectSessionCookie, register } from './world';

export function describeRegister() {
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

    it('a host registration makes a visitor with a pending host application, never a host; never staff or admin', async () => {
      const application = {
        reason: 'I rent out my flat by the sea every summer and would like to welcome guests here.',
        phone: '+212600000000',
        address: '12 Corniche road, Martil',
      };
      const applicant = await register({ role: 'host', ...application });
      expect(applicant.status).toBe(201);
      expect(applicant.json).toEqual(expect.objectContaining({ role: 'visitor' }));
      // Its application is pending: a second one is refused.
      const again = await call('POST', '/api/host-applications', application, { cookie: applicant.cookie });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: 'You already have a pending host application' });
      const bare = await register({ role: 'host' });
      expect(bare.status).toBe(400);
      expect(bare.json).toEqual(
        expect.objectContaining({
          errors: expect.objectContaining({ reason: expect.any(String), phone: expect.any(String) }),
        }),
      );
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
}

export function describeLogin() {
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
}

export function describeCurrentUser() {
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
}

export function describeConfig() {
  describe('GET /api/config', () => {
    it('tells the sign-in pages whether to offer the demo logins (this stack is not production)', async () => {
      expect((await call('GET', '/api/config')).json).toEqual({ demoLogins: true });
    });
  });
}

export function describeCheckUser() {
  describe('POST /api/check-user', () => {
    it('answers { exists, isHost }', async () => {
      const check = async (identifier: unknown) =>
        (await call('POST', '/api/check-user', { identifier })).json;
      expect(await check('host@stays.test')).toEqual({ exists: true, isHost: true });
      expect(await check('Student@Stays.test')).toEqual({ exists: true, isHost: false });
      expect(await check(`nobody-${unique()}@stays.test`)).toEqual({ exists: false, isHost: false });
      expect(await check(undefined)).toEqual({ exists: false, isHost: false });
    });
  });
}

export function describeUpgrade() {
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
      const { cookie } = await call('POST', '/api/login', {
        username: 'host@stays.test',
        password: 'host123',
      });
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
}

export function describePasswordReset() {
  describe('POST /api/password/forgot and /api/password/reset (issue 46 #12)', () => {
    it("puts a link in the account's inbox that sets a new password once and ends every session", async () => {
      const { body, cookie } = await register();
      const asked = await call('POST', '/api/password/forgot', { email: body.email.toUpperCase() });
      expect(asked.status).toBe(200);
      expect(asked.json).toEqual({
        message:
          'If an account uses this email, a link to reset its password is on its way. It works once, for 30 minutes.',
      });
      // The same answer for an address nobody uses.
      const nobody = await call('POST', '/api/password/forgot', { email: `nobody-${unique()}@stays.test` });
      expect({ status: nobody.status, json: nobody.json }).toEqual({ status: 200, json: asked.json });
      const inbox = await call('GET', '/api/dashboard/notifications', undefined, { cookie });
      const notice = (inbox.json as unknown as Array<{ title: string; message: string }>).find(
        ({ title }) => title === 'Reset your password',
      )!;
      const token = /\/reset-password\?token=([\w-]+)/.exec(notice.message)?.[1];
      expect(token).toBeDefined();

      const reset = await call('POST', '/api/password/reset', { token, password: 'brand-new-secret' });
      expect(reset.status).toBe(200);
      expect(reset.json).toEqual({ message: 'Your password was changed. Sign in with the new one.' });
      expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(401);
      const old = await call('POST', '/api/login', { username: body.username, password: body.password });
      expect(old.status).toBe(401);
      const fresh = await call('POST', '/api/login', {
        username: body.username,
        password: 'brand-new-secret',
      });
      expect(fresh.status).toBe(200);
      const twice = await call('POST', '/api/password/reset', { token, password: 'another-secret' });
      expect(twice.status).toBe(400);
      expect(twice.json).toEqual(
        expect.objectContaining({
          message: 'This reset link is invalid, already used or expired. Ask for a new one.',
        }),
      );
    });
  });
}

export function describeAccountPage() {
  describe('the account page: PUT /api/account/profile, POST /api/account/password and /api/account/delete', () => {
    it('renames, changes the password keeping this browser signed in and the others out, then deletes', async () => {
      const { body, cookie } = await register();
      const renamed = await call(
        'PUT',
        '/api/account/profile',
        { firstName: 'Augusta', lastName: 'King' },
        { cookie },
      );
      expect(renamed.status).toBe(200);
      expect(renamed.json).toEqual(expect.objectContaining({ firstName: 'Augusta', lastName: 'King' }));
      const other = await call('POST', '/api/login', { username: body.username, password: body.password });
      const wrong = await call(
        'POST',
        '/api/account/password',
        { currentPassword: 'nope', newPassword: 'fresh-secret' },
        { cookie },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual(
        expect.objectContaining({ errors: { currentPassword: 'Your current password is not right' } }),
      );
      const changed = await call(
        'POST',
        '/api/account/password',
        { currentPassword: body.password, newPassword: 'fresh-secret' },
        { cookie },
      );
      expect(changed.status).toBe(200);
      expectSessionCookie(changed.setCookie);
      expect((await call('GET', '/api/user', undefined, { cookie: changed.cookie })).status).toBe(200);
      expect((await call('GET', '/api/user', undefined, { cookie: other.cookie })).status).toBe(401);

      const deleted = await call(
        'POST',
        '/api/account/delete',
        { password: 'fresh-secret' },
        { cookie: changed.cookie },
      );
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual({ message: 'Your account was deleted.' });
      expect((await call('GET', '/api/user', undefined, { cookie: changed.cookie })).status).toBe(401);
      const signIn = await call('POST', '/api/login', { username: body.username, password: 'fresh-secret' });
      expect(signIn.status).toBe(401);
    });

    it('refuses to delete a guest account with a stay ahead, and a host account', async () => {
      const { cookie } = await register();
      const listed = await call('GET', '/api/properties');
      // A listing that takes a two-night stay (some student rooms let by the month only).
      const property = (listed.json as unknown as Array<{ id: string; minNights?: number | null }>).find(
        (candidate) => (candidate.minNights ?? 1) <= 2,
      )!;
      const booked = await call(
        'POST',
        '/api/bookings',
        { propertyId: property.id, guests: 1, ...futureStay(41, 2) },
        { cookie },
      );
      expect(booked.status).toBe(201);
      const refused = await call('POST', '/api/account/delete', { password: 'secret123' }, { cookie });
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        message: 'You have 1 stay ahead. Cancel it in My Trips first, then delete your account.',
      });
      expect((await call('GET', '/api/user', undefined, { cookie })).status).toBe(200);
      const host = await call('POST', '/api/login', { username: 'host@stays.test', password: 'host123' });
      const hostRefused = await call(
        'POST',
        '/api/account/delete',
        { password: 'host123' },
        { cookie: host.cookie },
      );
      expect(hostRefused.status).toBe(403);
    });
  });
}
