import { call, newAccount, USER_KEYS, keysOf, roles, admin, staff, graphql } from './world';

export function describeStaffPortal() {
  describe('staff portal: GET /api/dashboard/users and PATCH /api/dashboard/users/{id}/block', () => {
    it('lists host and visitor accounts only, for staff and admins', async () => {
      for (const cookie of [staff.cookie, admin.cookie]) {
        const { status, json } = await call('GET', '/api/dashboard/users', undefined, { cookie });
        expect(status).toBe(200);
        expect(roles(json)).toEqual(new Set(['host', 'visitor']));
        expect(keysOf((json as unknown[])[0])).toEqual(USER_KEYS);
      }
      const hosts = await call('GET', '/api/dashboard/users?role=host', undefined, { cookie: staff.cookie });
      expect(roles(hosts.json)).toEqual(new Set(['host']));
      const sneaky = await call('GET', '/api/dashboard/users?role=admin', undefined, {
        cookie: staff.cookie,
      });
      expect(roles(sneaky.json)).toEqual(new Set(['host', 'visitor']));
      expect((await call('GET', '/api/dashboard/users')).status).toBe(401);
      const visitor = await newAccount();
      expect((await call('GET', '/api/dashboard/users', undefined, { cookie: visitor.cookie })).status).toBe(
        403,
      );
    });

    it('lets staff block and unblock a visitor, which ends its session at once', async () => {
      const member = await newAccount();
      const block = await call(
        'PATCH',
        `/api/dashboard/users/${member.id}/block`,
        { isBlocked: true },
        { cookie: staff.cookie },
      );
      expect(block.status).toBe(200);
      expect(keysOf(block.json)).toEqual(USER_KEYS);
      expect(block.json).toEqual(expect.objectContaining({ id: member.id, isBlocked: true }));
      expect((await call('GET', '/api/user', undefined, { cookie: member.cookie })).status).toBe(401);
      // Setting, not toggling: the same request twice keeps it blocked.
      const again = await call(
        'PATCH',
        `/api/dashboard/users/${member.id}/block`,
        { isBlocked: true },
        { cookie: staff.cookie },
      );
      expect(again.json).toEqual(expect.objectContaining({ isBlocked: true }));
      const unblock = await call(
        'PATCH',
        `/api/dashboard/users/${member.id}/block`,
        { isBlocked: false },
        { cookie: staff.cookie },
      );
      expect(unblock.json).toEqual(expect.objectContaining({ isBlocked: false }));
      const bad = await call(
        'PATCH',
        `/api/dashboard/users/${member.id}/block`,
        { isBlocked: 'yes' },
        {
          cookie: staff.cookie,
        },
      );
      expect(bad).toEqual({ status: 400, json: { message: 'isBlocked must be true or false' } });
    });

    it('never lets staff see or change admin or staff accounts, nor themselves', async () => {
      for (const target of [admin.id, staff.id]) {
        const answer = await call(
          'PATCH',
          `/api/dashboard/users/${target}/block`,
          { isBlocked: true },
          {
            cookie: staff.cookie,
          },
        );
        expect(answer).toEqual({ status: 404, json: { message: 'User not found' } });
      }
      // Both are still signed in.
      expect((await call('GET', '/api/user', undefined, { cookie: admin.cookie })).status).toBe(200);
      expect((await call('GET', '/api/user', undefined, { cookie: staff.cookie })).status).toBe(200);
      const graph = await graphql('{ users(roles: [admin, staff]) { id } }', staff.cookie);
      expect(graph.data).toEqual({ users: [] });
    });
  });
}

export function describeUserCount() {
  describe('Query.userCount', () => {
    it('counts accounts of the asked roles; staff only ever count hosts and visitors', async () => {
      const adminCounts = await graphql(
        '{ all: userCount customers: userCount(roles: [host, visitor]) hosts: userCount(roles: [host]) }',
        admin.cookie,
      );
      const { all, customers, hosts } = adminCounts.data as Record<string, number>;
      expect(hosts).toBeGreaterThan(0);
      expect(customers).toBeGreaterThan(hosts);
      expect(all).toBeGreaterThanOrEqual(customers + 2); // at least the demo admin and staff
      const staffCounts = await graphql(
        '{ all: userCount customers: userCount(roles: [host, visitor]) admins: userCount(roles: [admin]) }',
        staff.cookie,
      );
      expect(staffCounts.data).toEqual({ all: customers, customers, admins: 0 });
      const visitor = await newAccount();
      expect((await graphql('{ userCount }', visitor.cookie)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect((await graphql('{ userCount }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
}
