import { signIn } from '../../fixtures/client';
import { running, call, newAccount, USER_KEYS, keysOf, roles, admin, staff } from './world';

export function describeAdminUsers() {
  describe('GET /api/admin/users', () => {
    it('lists every account for an admin, newest first, as user objects', async () => {
      const { status, json } = await call('GET', '/api/admin/users', undefined, { cookie: admin.cookie });
      expect(status).toBe(200);
      const list = json as Array<{ createdAt: string }>;
      expect(keysOf(list[0])).toEqual(USER_KEYS);
      expect(roles(list)).toEqual(new Set(['visitor', 'host', 'staff', 'admin']));
      const times = list.map((user) => user.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(JSON.stringify(list)).not.toMatch(/password|sessionVersion/i);
    });

    it('searches first name, last name, username and email case-insensitively, and filters by role', async () => {
      const member = await newAccount();
      const search = async (text: string, role?: string) => {
        const query = new URLSearchParams({ search: text, ...(role ? { role } : {}) });
        const answer = await call('GET', `/api/admin/users?${query}`, undefined, { cookie: admin.cookie });
        expect(answer.status).toBe(200);
        return (answer.json as Array<{ id: string }>).map((user) => user.id);
      };
      expect(await search(`HOPPER${member.name.toUpperCase()}`)).toEqual([member.id]);
      expect(await search(`${member.name}@STAYS`)).toEqual([member.id]);
      expect(await search(member.name, 'visitor')).toEqual([member.id]);
      expect(await search(member.name, 'host')).toEqual([]);
      expect(await search('(.*')).toEqual([]); // regex characters are text
      const hosts = await call('GET', '/api/admin/users?role=host', undefined, { cookie: admin.cookie });
      expect(roles(hosts.json)).toEqual(new Set(['host']));
      const all = await call('GET', '/api/admin/users?role=all', undefined, { cookie: admin.cookie });
      expect(roles(all.json).size).toBe(4);
      const wrong = await call('GET', '/api/admin/users?role=king', undefined, { cookie: admin.cookie });
      expect(wrong).toEqual({
        status: 400,
        json: { message: 'Role must be one of visitor, host, staff, admin' },
      });
    });

    it('is for admins: 401 anonymous, 403 staff and visitors', async () => {
      expect(await call('GET', '/api/admin/users')).toEqual({
        status: 401,
        json: { message: 'Unauthorized' },
      });
      const visitor = await newAccount();
      for (const cookie of [staff.cookie, visitor.cookie]) {
        const answer = await call('GET', '/api/admin/users', undefined, { cookie });
        expect(answer.status).toBe(403);
        expect(answer.json).toEqual({ message: expect.any(String) });
      }
    });
  });
}

export function describeRoleChange() {
  describe('PUT /api/admin/users/{id}/role', () => {
    it('changes the role, and the old cookie gets the new role at its next request', async () => {
      const member = await newAccount();
      const changed = await call(
        'PUT',
        `/api/admin/users/${member.id}/role`,
        { role: 'host' },
        { cookie: admin.cookie },
      );
      expect(changed.status).toBe(200);
      expect(keysOf(changed.json)).toEqual(USER_KEYS);
      expect(changed.json).toEqual(expect.objectContaining({ id: member.id, role: 'host' }));
      // The session version was bumped with the role: that session has ended (the cache was dropped at once).
      expect((await call('GET', '/api/user', undefined, { cookie: member.cookie })).status).toBe(401);
      const again = await signIn(running(), {
        username: `${member.name}@stays.test`,
        password: member.password,
      });
      expect((await call('GET', '/api/user', undefined, { cookie: again.cookie })).json).toEqual(
        expect.objectContaining({ role: 'host' }),
      );
    });

    it('answers 400 for an invalid role, 404 for an unknown id, 403 for oneself and for staff', async () => {
      const member = await newAccount();
      const invalid = await call(
        'PUT',
        `/api/admin/users/${member.id}/role`,
        { role: 'emperor' },
        { cookie: admin.cookie },
      );
      expect(invalid).toEqual({
        status: 400,
        json: { message: 'Role must be one of visitor, host, staff, admin' },
      });
      const missing = await call('PUT', `/api/admin/users/${member.id}/role`, {}, { cookie: admin.cookie });
      expect(missing.status).toBe(400);
      for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
        expect(
          await call('PUT', `/api/admin/users/${id}/role`, { role: 'host' }, { cookie: admin.cookie }),
        ).toEqual({ status: 404, json: { message: 'User not found' } });
      }
      const self = await call(
        'PUT',
        `/api/admin/users/${admin.id}/role`,
        { role: 'visitor' },
        { cookie: admin.cookie },
      );
      expect(self).toEqual({ status: 403, json: { message: 'You cannot change your own role' } });
      const byStaff = await call(
        'PUT',
        `/api/admin/users/${member.id}/role`,
        { role: 'host' },
        { cookie: staff.cookie },
      );
      expect(byStaff.status).toBe(403);
      // Nothing changed.
      expect((await call('GET', '/api/user', undefined, { cookie: member.cookie })).json).toEqual(
        expect.objectContaining({ role: 'visitor' }),
      );
    });
  });
}

export function describeBlock() {
  describe('PUT /api/admin/users/{id}/block', () => {
    it('toggles the block; a blocked session ends at its next request and sign-in is refused', async () => {
      const member = await newAccount();
      expect((await call('GET', '/api/user', undefined, { cookie: member.cookie })).status).toBe(200);
      const blocked = await call('PUT', `/api/admin/users/${member.id}/block`, undefined, {
        cookie: admin.cookie,
      });
      expect(blocked.status).toBe(200);
      expect(blocked.json).toEqual(expect.objectContaining({ id: member.id, isBlocked: true }));
      expect((await call('GET', '/api/user', undefined, { cookie: member.cookie })).status).toBe(401);
      const login = await call('POST', '/api/login', {
        username: member.name + '@stays.test',
        password: member.password,
      });
      expect(login.status).toBe(403);
      const unblocked = await call('PUT', `/api/admin/users/${member.id}/block`, undefined, {
        cookie: admin.cookie,
      });
      expect(unblocked.json).toEqual(expect.objectContaining({ isBlocked: false }));
      // Unblocking does not revive the old session; signing in works again.
      expect((await call('GET', '/api/user', undefined, { cookie: member.cookie })).status).toBe(401);
      await signIn(running(), { username: `${member.name}@stays.test`, password: member.password });
    });

    it('refuses to block oneself (403) and unknown ids (404)', async () => {
      const self = await call('PUT', `/api/admin/users/${admin.id}/block`, undefined, {
        cookie: admin.cookie,
      });
      expect(self).toEqual({ status: 403, json: { message: 'You cannot block your own account' } });
      expect((await call('GET', '/api/user', undefined, { cookie: admin.cookie })).status).toBe(200);
      const unknown = await call('PUT', '/api/admin/users/0123456789abcdef01234567/block', undefined, {
        cookie: admin.cookie,
      });
      expect(unknown.status).toBe(404);
    });
  });
}
