import { signIn } from '../../fixtures/client';
import { running, call, newAccount, admin, staff, graphql, APPLICATION } from './world';

export function describeHostApplications() {
  describe('host applications', () => {
    it('runs end to end: submit, one pending only, list, approve makes a host at the next request', async () => {
      const applicant = await newAccount();
      const submitted = await call('POST', '/api/host-applications', APPLICATION, {
        cookie: applicant.cookie,
      });
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
      expect(twice).toEqual({
        status: 409,
        json: { message: 'You already have a pending host application' },
      });

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
      expect(
        (await call('POST', '/api/host-applications', APPLICATION, { cookie: again.cookie })).status,
      ).toBe(403);
    });

    it('rejection keeps a visitor signed in as a visitor, who may apply again', async () => {
      const applicant = await newAccount();
      const { json } = await call('POST', '/api/host-applications', APPLICATION, {
        cookie: applicant.cookie,
      });
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
      const { json } = await call('POST', '/api/host-applications', APPLICATION, {
        cookie: applicant.cookie,
      });
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
}

export function describeRequestHardening() {
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
      const wide = await graphql(
        `{ ${Array.from({ length: 300 }, (_, i) => `u${i}: me { id }`).join(' ')} }`,
      );
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
}
