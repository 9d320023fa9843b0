// User management, host applications and the gateway's request limits against the real stack (one stack).
import { randomBytes } from 'node:crypto';
import { randomIp, signIn, stackForFile } from '../fixtures/client';

// A long session cache: revocation must come from the gateway forgetting the account, not from expiry.
// Production mode, as deployed: no introspection, no stack traces.
const running = stackForFile({ env: { SESSION_CACHE_MS: '5000', NODE_ENV: 'production' } });
const unique = () => randomBytes(4).toString('hex');

interface Answer {
  status: number;
  json: unknown;
  cookie?: string;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { cookie?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${running().url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': randomIp(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  const token = /(?:^|,\s*)token=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as unknown) : null,
    cookie: token ? `token=${token}` : undefined,
  };
}

/** A fresh account of its own, so tests that block or re-role it disturb nobody else. */
async function newAccount(role: 'visitor' | 'host' = 'visitor') {
  const name = `member-${unique()}`;
  const answer = await call('POST', '/api/register', {
    username: `${name}@stays.test`,
    password: 'secret123',
    email: `${name}@stays.test`,
    firstName: 'Grace',
    lastName: `Hopper${name}`,
    role,
  });
  expect(answer.status).toBe(201);
  return { cookie: answer.cookie!, id: (answer.json as { id: string }).id, name, password: 'secret123' };
}

const USER_KEYS = [
  'createdAt',
  'email',
  'firstName',
  'id',
  'isBlocked',
  'lastName',
  'profileImageUrl',
  'role',
  'username',
];
const keysOf = (value: unknown) => Object.keys(value as object).sort();
const roles = (list: unknown) => new Set((list as Array<{ role: string }>).map((user) => user.role));

let admin: { cookie: string; id: string };
let staff: { cookie: string; id: string };

beforeAll(async () => {
  [admin, staff] = await Promise.all([signIn(running(), 'admin'), signIn(running(), 'staff')]);
});

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
    expect(await call('GET', '/api/admin/users')).toEqual({ status: 401, json: { message: 'Unauthorized' } });
    const visitor = await newAccount();
    for (const cookie of [staff.cookie, visitor.cookie]) {
      const answer = await call('GET', '/api/admin/users', undefined, { cookie });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: expect.any(String) });
    }
  });
});

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

describe('PUT /api/admin/users/{id}/block', () => {
  it('toggles the block; a blocked session ends at its next request and sign-in is refused', async () => {
    const member = await newAccount('host');
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
    const self = await call('PUT', `/api/admin/users/${admin.id}/block`, undefined, { cookie: admin.cookie });
    expect(self).toEqual({ status: 403, json: { message: 'You cannot block your own account' } });
    expect((await call('GET', '/api/user', undefined, { cookie: admin.cookie })).status).toBe(200);
    const unknown = await call('PUT', '/api/admin/users/0123456789abcdef01234567/block', undefined, {
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
  });
});

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
    const sneaky = await call('GET', '/api/dashboard/users?role=admin', undefined, { cookie: staff.cookie });
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

async function graphql(query: string, cookie?: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${running().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    ...((await response.json()) as {
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    }),
  };
}

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
    expect((await graphql('{ userCount }', visitor.cookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql('{ userCount }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const APPLICATION = {
  reason: 'I have a spare room near campus and would love to host visiting students during the term.',
  phone: '+1 512 555 0100',
  address: '12 Guadalupe Street, Austin TX',
};

describe('host applications', () => {
  it('runs end to end: submit, one pending only, list, approve makes a host at the next request', async () => {
    const applicant = await newAccount();
    const submitted = await call('POST', '/api/host-applications', APPLICATION, { cookie: applicant.cookie });
    expect(submitted.status).toBe(201);
    expect(submitted.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      userId: applicant.id,
      status: 'pending',
      ...APPLICATION,
      reviewNote: null,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: expect.any(String),
      user: {
        id: applicant.id,
        firstName: 'Grace',
        lastName: expect.any(String),
        email: expect.any(String),
        profileImageUrl: null,
      },
      reviewer: null,
    });
    const id = (submitted.json as { id: string }).id;
    const twice = await call('POST', '/api/host-applications', APPLICATION, { cookie: applicant.cookie });
    expect(twice).toEqual({ status: 409, json: { message: 'You already have a pending host application' } });

    const pending = await call('GET', '/api/host-applications?status=pending', undefined, {
      cookie: staff.cookie,
    });
    expect(pending.status).toBe(200);
    expect((pending.json as Array<{ id: string }>).map((application) => application.id)).toContain(id);
    const approvedList = await call('GET', '/api/host-applications?status=approved', undefined, {
      cookie: admin.cookie,
    });
    expect((approvedList.json as Array<{ id: string }>).map((application) => application.id)).not.toContain(
      id,
    );

    const approved = await call(
      'PUT',
      `/api/host-applications/${id}`,
      { status: 'approved' },
      { cookie: staff.cookie },
    );
    expect(approved.status).toBe(200);
    expect(approved.json).toEqual(
      expect.objectContaining({
        id,
        status: 'approved',
        reviewedBy: staff.id,
        reviewedAt: expect.any(String),
        reviewer: expect.objectContaining({ id: staff.id, firstName: expect.any(String) }),
      }),
    );
    // The role changed with a new session version: the applicant's old cookie is refused, a new sign-in is a host.
    expect((await call('GET', '/api/user', undefined, { cookie: applicant.cookie })).status).toBe(401);
    const again = await signIn(running(), {
      username: `${applicant.name}@stays.test`,
      password: applicant.password,
    });
    expect((await call('GET', '/api/user', undefined, { cookie: again.cookie })).json).toEqual(
      expect.objectContaining({ role: 'host' }),
    );
    const decideTwice = await call(
      'PUT',
      `/api/host-applications/${id}`,
      { status: 'rejected', reason: 'Changed my mind.' },
      { cookie: admin.cookie },
    );
    expect(decideTwice).toEqual({
      status: 409,
      json: { message: 'This application has already been reviewed' },
    });
    // A host does not apply again.
    expect((await call('POST', '/api/host-applications', APPLICATION, { cookie: again.cookie })).status).toBe(
      403,
    );
  });

  it('rejection keeps a visitor signed in as a visitor, who may apply again', async () => {
    const applicant = await newAccount();
    const { json } = await call('POST', '/api/host-applications', APPLICATION, { cookie: applicant.cookie });
    const id = (json as { id: string }).id;
    const withoutReason = await call(
      'PUT',
      `/api/host-applications/${id}`,
      { status: 'rejected' },
      { cookie: admin.cookie },
    );
    expect(withoutReason).toEqual({
      status: 400,
      json: { message: 'A rejection needs a reason for the applicant' },
    });
    const rejected = await call(
      'PUT',
      `/api/host-applications/${id}`,
      { status: 'rejected', reason: 'Please add a phone number we can reach.' },
      { cookie: admin.cookie },
    );
    expect(rejected.json).toEqual(
      expect.objectContaining({
        status: 'rejected',
        reviewedBy: admin.id,
        reviewNote: 'Please add a phone number we can reach.',
      }),
    );
    expect((await call('GET', '/api/user', undefined, { cookie: applicant.cookie })).json).toEqual(
      expect.objectContaining({ role: 'visitor' }),
    );
    expect(
      (await call('POST', '/api/host-applications', APPLICATION, { cookie: applicant.cookie })).status,
    ).toBe(201);
  });

  it('validates with the spec messages and guards every call', async () => {
    const applicant = await newAccount();
    const invalid = await call(
      'POST',
      '/api/host-applications',
      { reason: 'short', phone: '123', address: '' },
      {
        cookie: applicant.cookie,
      },
    );
    expect(invalid).toEqual({
      status: 400,
      json: {
        message: 'Please provide at least 50 characters explaining why you want to be a host',
        errors: {
          reason: 'Please provide at least 50 characters explaining why you want to be a host',
          phone: 'Please enter a valid phone number',
          address: 'Please enter your full address',
        },
      },
    });
    expect((await call('POST', '/api/host-applications', APPLICATION)).status).toBe(401);
    expect((await call('GET', '/api/host-applications')).status).toBe(401);
    expect(
      (await call('GET', '/api/host-applications', undefined, { cookie: applicant.cookie })).status,
    ).toBe(403);
    const { json } = await call('POST', '/api/host-applications', APPLICATION, { cookie: applicant.cookie });
    const id = (json as { id: string }).id;
    expect(
      (
        await call(
          'PUT',
          `/api/host-applications/${id}`,
          { status: 'approved' },
          { cookie: applicant.cookie },
        )
      ).status,
    ).toBe(403);
    expect(
      await call('PUT', `/api/host-applications/${id}`, { status: 'maybe' }, { cookie: staff.cookie }),
    ).toEqual({
      status: 400,
      json: { message: "Status must be 'approved' or 'rejected'" },
    });
    expect(
      (
        await call(
          'PUT',
          '/api/host-applications/0123456789abcdef01234567',
          { status: 'approved' },
          { cookie: staff.cookie },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', '/api/host-applications?status=odd', undefined, { cookie: staff.cookie })).status,
    ).toBe(400);
  });
});

describe('request hardening', () => {
  it('answers 415 JSON for a REST write whose body is not JSON; multipart only reaches the upload', async () => {
    const form = await call('POST', '/api/login', undefined, {
      rawBody: 'username=admin&password=admin123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toEqual({ status: 415, json: { message: expect.stringMatching(/application\/json/) } });
    const text = await call('PUT', '/api/admin/users/0123456789abcdef01234567/role', undefined, {
      rawBody: '{"role":"admin"}',
      headers: { 'content-type': 'text/plain', cookie: admin.cookie },
    });
    expect(text.status).toBe(415);
    const multipart = await call('POST', '/api/register', undefined, {
      rawBody: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nz\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(multipart.status).toBe(415);
    // Body-less writes need no content type (the block toggle, logout).
    expect((await call('POST', '/api/logout')).status).toBe(200);
  });

  it('has introspection and stack traces off in production', async () => {
    const introspection = await graphql('{ __schema { queryType { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.data).toBeUndefined();
    const failing = await graphql('{ users { id } nope }', admin.cookie);
    expect(failing.status).toBe(400);
    expect(JSON.stringify(failing)).not.toMatch(/stacktrace|at .*\.ts:\d+/i);
  });

  it('keeps Apollo CSRF prevention on /graphql: a simple cross-site request is refused', async () => {
    const form = await call('POST', '/graphql', undefined, {
      rawBody: JSON.stringify({ query: 'mutation { logout }' }),
      headers: { 'content-type': 'text/plain', cookie: admin.cookie },
    });
    expect(form.status).toBe(400);
    const viaGet = await fetch(`${running().url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { cookie: admin.cookie },
    });
    expect(viaGet.status).toBe(400);
    expect((await call('GET', '/api/user', undefined, { cookie: admin.cookie })).status).toBe(200);
  });

  it('answers 413 JSON for a body over the limit, on /api and /graphql', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
    expect(
      await call('POST', '/api/login', undefined, {
        rawBody: huge,
        headers: { 'content-type': 'application/json' },
      }),
    ).toEqual({
      status: 413,
      json: { message: 'Request body too large' },
    });
    const graph = await call('POST', '/graphql', undefined, {
      rawBody: JSON.stringify({ query: `{ me { id } } #${'x'.repeat(1_100_000)}` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(graph).toEqual({ status: 413, json: { message: 'Request body too large' } });
  });

  it('refuses over-long sign-in identifiers with 400 and no account lookup', async () => {
    const login = await call('POST', '/api/login', {
      username: 'x'.repeat(10_000),
      password: 'p'.repeat(50_000),
    });
    expect(login).toEqual({
      status: 400,
      json: {
        message: 'Username is too long',
        errors: { username: 'Username is too long', password: 'Password is too long' },
      },
    });
    expect(await call('POST', '/api/check-user', { identifier: 'x'.repeat(10_000) })).toEqual({
      status: 200,
      json: { exists: false, isHost: false },
    });
  });

  it('refuses GraphQL operations beyond the depth and field limits with 400 and a clear message', async () => {
    // The graph itself is at most a few levels deep, so only a crafted document gets there: it is measured first.
    const deep = await graphql('{ me { a { b { c { d { e { f { g { h { i { j } } } } } } } } } } }');
    expect(deep.status).toBe(400);
    expect(deep.errors?.map((error) => error.message)).toContain(
      'Query is too deep: 11 levels, the limit is 10',
    );
    const wide = await graphql(`{ ${Array.from({ length: 300 }, (_, i) => `u${i}: me { id }`).join(' ')} }`);
    expect(wide.status).toBe(400);
    expect(wide.errors).toEqual([
      expect.objectContaining({
        message: 'Query is too complex: 600 fields, the limit is 500',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    const fine = await graphql('{ me { id role } }', admin.cookie);
    expect(fine.status).toBe(200);
    expect(fine.errors).toBeUndefined();
  });
});
