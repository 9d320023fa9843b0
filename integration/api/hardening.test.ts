// Issue 18: the defects an outside security test found, each proven fixed against a real stack (docs/security.md).
import { type BookingJson, futureStay, randomIp, sessionCookie, stackWithCast } from '../fixtures/client';
import { tinyPng } from '../fixtures/images';

const { stack, cast, call } = stackWithCast({
  // Small budgets so the sign-in limits can be reached in a test.
  env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '4', AUTH_RATE_LIMIT_PER_ACCOUNT_EVERYWHERE: '8' },
  // The per-guest limits on messages and booking requests as the product sets them (#11).
  productThrottles: true,
});

/** A new account of its own (signed in by its registration), so one test's counts never reach another's. */
async function newAccount(role: 'visitor' | 'host', firstName = 'Test') {
  const name = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const answer = await call<{ id: string }>('POST', '/api/register', {
    username: `${name}@stays.test`,
    password: 'secret123',
    email: `${name}@stays.test`,
    firstName,
    lastName: 'Account',
    role,
  });
  expect(answer.status).toBe(201);
  return { id: answer.json.id, cookie: sessionCookie(answer.headers)! };
}

/** A raw request: the body as given (a string is sent as is), the content type JSON unless told. */
async function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack().url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const graphql = (body: unknown, headers: Record<string, string> = {}) =>
  raw('POST', '/graphql', typeof body === 'string' ? body : JSON.stringify(body), headers);

/** What no answer may show a client: stack traces, engine messages, schema hints. */
const LEAKS =
  /Maximum call stack|RangeError|TypeError|\bat .+\(.*:\d+:\d+\)|mongo|VersionError|Did you mean/i;

describe('GraphQL requests that cost or crashed the gateway (#1, #5, #14)', () => {
  it('refuses hundreds of aliased introspections at once, cheaply', async () => {
    const aliases = Array.from({ length: 400 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ');
    const started = performance.now();
    const answer = await graphql({ query: `{ ${aliases} }` });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('introspection fields, the limit is 2');
    expect(answer.text.length).toBeLessThan(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    [
      'an unknown operationName',
      { query: 'query A { __typename } query B { __typename }', operationName: 'C' },
    ],
    [
      'several operations without a name to choose',
      { query: 'query A { __typename } query B { __typename }' },
    ],
    ['two anonymous operations', { query: '{ __typename } { __typename }' }],
    ['a subscription', { query: 'subscription { __typename }' }],
  ])('answers %s with 400', async (_name, body) => {
    const answer = await graphql(body);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(LEAKS);
  });

  it('answers variables and GraphQL text nested thousands deep with 400, without engine messages', async () => {
    const deepList = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const variables = await graphql(
      `{"query":"query($v: String) { __typename }","variables":{"v":${deepList}}}`,
    );
    const text = await graphql({ query: `{ property(id: ${deepList}) { id } }` });
    const rest = await raw('POST', '/api/contact', `{"name":${deepList}}`);
    for (const answer of [variables, text, rest]) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('nested too deeply');
      expect(answer.text).not.toMatch(LEAKS);
    }
  });

  it('answers a list variable of 20,000 wrongly typed items at once, with 400', async () => {
    const started = performance.now();
    const answer = await graphql({
      query: 'query($f: [String!]) { featuredProperties(filters: $f) { id } }',
      variables: { f: Array.from({ length: 20_000 }, (_, i) => i) },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('a list is too long');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('suggests no field names outside development', async () => {
    const answer = await graphql({ query: '{ propertis { id } }' });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('Did you mean');
  });
});

describe('signed out is 401, signed in without the right is 403, every time (#15)', () => {
  interface Operation {
    description?: string;
  }

  it('holds for every protected call of the OpenAPI document', async () => {
    const document = (await (await fetch(`${stack().url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567'),
        access: /Access: ([^.]+)\./.exec(operation.description ?? '')?.[1] ?? 'anyone',
      })),
    );
    const protectedCalls = calls.filter((c) => c.access !== 'anyone');
    expect(protectedCalls.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { method, path, access } of protectedCalls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
      for (let round = 0; round < 3; round++) {
        const anonymous = await raw(method, path, body);
        if (anonymous.status !== 401 || !anonymous.text.includes('"Unauthorized"'))
          wrong.push(`${method} ${path} signed out: ${anonymous.status} ${anonymous.text.slice(0, 80)}`);
        if (access === 'admin' || access === 'staff or admin' || access === 'host') {
          const visitor = await raw(method, path, body, { cookie: cast.student.cookie });
          if (visitor.status !== 403)
            wrong.push(`${method} ${path} as a visitor: ${visitor.status} ${visitor.text.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('concurrent edits of one listing (#6)', () => {
  it('answers ten edits at once without a 5xx, and the listing holds one of them', async () => {
    const edits = Array.from({ length: 10 }, (_, i) => ({
      amenities: [`wifi`, `edit-${i}`],
      description: `Edited ${i}`,
    }));
    const answers = await Promise.all(
      edits.map((edit) =>
        call('PUT', `/api/properties/${cast.property.id}`, edit, { cookie: cast.host.cookie }),
      ),
    );
    expect(
      answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409),
    ).toEqual([]);
    const stored = await call<{ description: string; amenities: string[] }>(
      'GET',
      `/api/properties/${cast.property.id}`,
    );
    const i = Number(stored.json.description.replace('Edited ', ''));
    expect(stored.json.amenities).toEqual(edits[i].amenities);
  });
});

describe("another host's upload (#7)", () => {
  it("cannot be attached to a listing; one's own can", async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'mine.png');
    const uploaded = await fetch(`${stack().url}/api/upload-image`, {
      method: 'POST',
      headers: { cookie: cast.host.cookie, 'x-forwarded-for': randomIp() },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const name = `other-host-${Date.now()}`;
    const other = await call('POST', '/api/register', {
      username: `${name}@stays.test`,
      password: 'secret123',
      email: `${name}@stays.test`,
      firstName: 'Other',
      lastName: 'Host',
      role: 'host',
    });
    expect(other.status).toBe(201);
    const listing = {
      title: 'Borrowed photo',
      location: 'Martil, Tamuda Bay',
      propertyType: 'apartment',
      pricePerNight: 80,
      maxGuests: 2,
      images: [url],
    };
    const otherCookie = sessionCookie(other.headers)!;
    const refused = await call('POST', '/api/properties', listing, { cookie: otherCookie });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(
      expect.objectContaining({ errors: { images: 'Images must be ones you uploaded' } }),
    );
    const own = await call('POST', '/api/properties', listing, { cookie: cast.host.cookie });
    expect(own.status).toBe(201);
  });
});

describe('cross-site writes are refused, with or without a body (#10)', () => {
  it.each(['/api/logout', '/api/upgrade-to-host', '/api/upload-image'])('POST %s', async (path) => {
    const evil = { origin: 'https://evil.example', cookie: cast.student.cookie };
    const refused = await raw('POST', path, undefined, evil);
    expect(refused.status).toBe(403);
    const fetchMetadata = await raw('POST', path, undefined, {
      'sec-fetch-site': 'cross-site',
      cookie: cast.student.cookie,
    });
    expect(fetchMetadata.status).toBe(403);
  });

  it('lets same-origin writes through', async () => {
    const answer = await raw('POST', '/api/logout', undefined, {
      origin: stack().url,
      'sec-fetch-site': 'same-origin',
    });
    expect(answer.status).toBe(200);
  });
});

describe('a signed-out inbox is 401, not empty (#15)', () => {
  it.each(['{ myNotifications { id } }', '{ notificationPage { total } }'])('%s', async (query) => {
    const answer = JSON.parse((await graphql({ query })).text) as {
      errors?: Array<{ extensions?: { code?: string } }>;
    };
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the sign-in limit slows the attacker, not the owner (#3)', () => {
  const login = (username: string, password: string, ip: string, cookie?: string) =>
    raw('POST', '/api/login', JSON.stringify({ username, password }), {
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    });

  it("lets the owner in from elsewhere after an attacker's failures, and counts username and email as one", async () => {
    const attacker = randomIp();
    // AUTH_RATE_LIMIT_PER_ACCOUNT=4: two wrong tries by username and two by email use up this address's budget.
    for (const name of ['staff', 'STAFF', 'staff@stays.test', 'Staff@Stays.test'])
      expect((await login(name, 'wrong', attacker)).status).toBe(401);
    expect((await login('staff', 'staff123', attacker)).status).toBe(429);
    expect((await login('staff', 'staff123', randomIp())).status).toBe(200);
  });

  it('stops guessing from many addresses, and still lets in a browser that signed in before', async () => {
    const known = await login('admin', 'admin123', randomIp());
    expect(known.status).toBe(200);
    const device = /device=[^;]+/.exec(known.headers.get('set-cookie') ?? '')?.[0];
    expect(device).toBeDefined();
    // AUTH_RATE_LIMIT_PER_ACCOUNT_EVERYWHERE=8: eight failures from eight addresses.
    for (let i = 0; i < 8; i++) expect((await login('admin', 'wrong', randomIp())).status).toBe(401);
    expect((await login('admin', 'admin123', randomIp())).status).toBe(429);
    const owner = await login('admin', 'admin123', randomIp(), device);
    expect(owner.status).toBe(200);
    expect(sessionCookie(owner.headers)).toBeDefined();
  });
});

describe('account names and block state are not public (#2)', () => {
  interface Listed {
    properties: Array<{
      host: { username: string | null; isBlocked: boolean | null; role: string } | null;
      reviews: Array<{ user: { id: string; username: string | null; isBlocked: boolean | null } | null }>;
    }>;
  }
  const query =
    '{ properties(status: approved) { host { username isBlocked role } reviews { user { id username isBlocked } } } }';
  const listed = async (cookie?: string) => {
    const answer = await graphql({ query }, cookie ? { cookie } : {});
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.text) as { data: Listed }).data.properties;
  };

  it("hides a reviewer's username and everyone's block state from the public and other users", async () => {
    for (const viewer of [null, cast.student]) {
      const properties = await listed(viewer?.cookie);
      const reviewers = properties
        .flatMap((p) => p.reviews.map((review) => review.user!))
        .filter((user) => user.id !== viewer?.id);
      expect(reviewers.length).toBeGreaterThan(0);
      expect(reviewers.every((user) => user.username === null && user.isBlocked === null)).toBe(true);
      expect(properties.every((p) => p.host!.isBlocked === null)).toBe(true);
    }
  });

  it('shows them to the moderators', async () => {
    const properties = await listed(cast.admin.cookie);
    expect(properties.every((p) => typeof p.host!.isBlocked === 'boolean')).toBe(true);
    const reviewers = properties.flatMap((p) => p.reviews.map((review) => review.user!));
    expect(reviewers.every((user) => typeof user.username === 'string')).toBe(true);
  });
});

describe('bad input is a 4xx (#5)', () => {
  it('answers a contact form field over 64 KB with 400 by field', async () => {
    const answer = await call('POST', '/api/contact', {
      name: 'Tester',
      email: 'tester@example.com',
      subject: 'Long',
      message: 'x'.repeat(70_000),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(
      expect.objectContaining({ errors: expect.objectContaining({ message: expect.any(String) }) }),
    );
  });
});

describe('a guest cannot flood a host (#11)', () => {
  const message = (title: string) => ({
    recipientId: cast.host.id,
    title,
    message: 'Please confirm.',
    relatedEntityType: 'property',
    relatedEntityId: cast.property.id,
  });

  it('takes 10 messages in 10 minutes, then answers 429 on REST and TOO_MANY_REQUESTS on GraphQL', async () => {
    const guest = await newAccount('visitor');
    for (let i = 0; i < 10; i++) {
      const sent = await call('POST', '/api/dashboard/notifications', message(`Question ${i}`), {
        cookie: guest.cookie,
      });
      expect(sent.status).toBe(201);
    }
    const refused = await call('POST', '/api/dashboard/notifications', message('One more'), {
      cookie: guest.cookie,
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(
      expect.objectContaining({ message: 'Too many messages. Please try again later.' }),
    );
    const overGraphQL = JSON.parse(
      (
        await graphql(
          {
            query: 'mutation($input: NotificationInput!) { sendNotification(input: $input) { id } }',
            variables: { input: message('And another') },
          },
          { cookie: guest.cookie },
        )
      ).text,
    ) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(overGraphQL.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another guest is not held up by this one.
    const other = await newAccount('visitor');
    expect(
      (await call('POST', '/api/dashboard/notifications', message('Hello'), { cookie: other.cookie })).status,
    ).toBe(201);
  });

  it("shows a guest's message as a guest's, never as one of the product's notices", async () => {
    const guest = await newAccount('visitor');
    const sent = await call<{ id: string }>(
      'POST',
      '/api/dashboard/notifications',
      message('Booking approved'),
      {
        cookie: guest.cookie,
      },
    );
    expect(sent.status).toBe(201);
    const inbox = await call<Array<{ id: string; title: string }>>(
      'GET',
      '/api/dashboard/notifications',
      undefined,
      { cookie: cast.host.cookie },
    );
    expect(inbox.json.find((item) => item.id === sent.json.id)?.title).toBe(
      'Guest message: Booking approved',
    );
  });

  it('takes 10 booking requests in an hour, then answers 429', async () => {
    const guest = await newAccount('visitor');
    const request = (slot: number) =>
      call(
        'POST',
        '/api/bookings',
        { propertyId: cast.property.id, guests: 1, ...futureStay(slot, 1) },
        {
          cookie: guest.cookie,
        },
      );
    for (let slot = 0; slot < 10; slot++) expect((await request(slot)).status).toBe(201);
    const refused = await request(10);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(
      expect.objectContaining({ message: 'Too many booking requests. Please try again later.' }),
    );
  });
});

describe("a blocked host's listings (#8)", () => {
  interface Listed {
    id: string;
  }
  const ids = (answer: { json: unknown }) => (answer.json as Listed[]).map((property) => property.id);

  it('leave every public read and take no booking or message while the host is blocked, and come back after', async () => {
    const host = await newAccount('host', 'Blocked');
    const created = await call<{ property?: { id: string }; id?: string }>(
      'POST',
      '/api/properties',
      {
        title: 'Harbour loft of a host to be blocked',
        location: 'Blockhaven Harbour',
        propertyType: 'apartment',
        pricePerNight: 70,
        maxGuests: 2,
        description: 'Listed by an admin for this host.',
        hostId: host.id,
      },
      { cookie: cast.admin.cookie },
    );
    expect(created.status).toBe(201);
    const id = (created.json.property?.id ?? created.json.id)!;
    const featured = await call(
      'PUT',
      `/api/admin/properties/${id}/featured`,
      { featured: true },
      {
        cookie: cast.admin.cookie,
      },
    );
    expect(featured.status).toBe(200);

    /** What the public (and a signed-in guest) sees of the listing, read by read. */
    const publicView = async (cookie?: string) => {
      const options = cookie ? { cookie } : {};
      const [page, search, featuredList, list, hostList, availability] = await Promise.all([
        call('GET', `/api/properties/${id}`, undefined, options),
        call('GET', '/api/properties/search?location=Blockhaven', undefined, options),
        call('GET', '/api/properties/featured?limit=100', undefined, options),
        call('GET', '/api/properties?status=approved', undefined, options),
        call('GET', `/api/properties/host/${host.id}`, undefined, options),
        call('GET', `/api/properties/${id}/availability`, undefined, options),
      ]);
      expect(availability.status).toBe(200);
      return {
        page: page.status,
        search: ids(search).includes(id),
        featured: ids(featuredList).includes(id),
        list: ids(list).includes(id),
        hostList: ids(hostList).includes(id),
      };
    };
    const shown = { page: 200, search: true, featured: true, list: true, hostList: true };
    const hidden = { page: 404, search: false, featured: false, list: false, hostList: false };
    expect(await publicView()).toEqual(shown);

    const stay = { propertyId: id, guests: 1, ...futureStay(30, 1) };
    const booked = await call<{ id: string }>('POST', '/api/bookings', stay, { cookie: cast.student.cookie });
    expect(booked.status).toBe(201);
    const guest = await newAccount('visitor');

    const block = await call<{ isBlocked: boolean }>('PUT', `/api/admin/users/${host.id}/block`, undefined, {
      cookie: cast.admin.cookie,
    });
    expect(block.status).toBe(200);
    expect(block.json.isBlocked).toBe(true);

    expect(await publicView()).toEqual(hidden);
    expect(await publicView(cast.student.cookie)).toEqual(hidden);
    const refused = await call(
      'POST',
      '/api/bookings',
      { ...stay, ...futureStay(31, 1) },
      {
        cookie: guest.cookie,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(
      expect.objectContaining({ message: 'This property is not open for booking' }),
    );
    const message = await call(
      'POST',
      '/api/dashboard/notifications',
      {
        recipientId: host.id,
        title: 'Still there?',
        message: 'Hello',
        relatedEntityType: 'property',
        relatedEntityId: id,
      },
      { cookie: guest.cookie },
    );
    expect(message.status).toBe(404);
    // Moderators still see it (to manage it), and the request made before the block is still on record.
    expect(
      (await call('GET', `/api/properties/${id}`, undefined, { cookie: cast.admin.cookie })).status,
    ).toBe(200);
    const pending = await call<Listed[]>('GET', '/api/dashboard/pending-bookings', undefined, {
      cookie: cast.staff.cookie,
    });
    expect(ids(pending)).toContain(booked.json.id);

    const unblock = await call<{ isBlocked: boolean }>(
      'PUT',
      `/api/admin/users/${host.id}/block`,
      undefined,
      {
        cookie: cast.admin.cookie,
      },
    );
    expect(unblock.json.isBlocked).toBe(false);
    expect(await publicView()).toEqual(shown);
    const again = await call(
      'POST',
      '/api/bookings',
      { ...stay, ...futureStay(31, 1) },
      {
        cookie: guest.cookie,
      },
    );
    expect(again.status).toBe(201);
  });
});

describe("a moved listing's bookings (#9)", () => {
  it('follow it to the new host, who decides them and sees the guests; the old host no longer does', async () => {
    const [oldHost, newHost] = [await newAccount('host', 'Old'), await newAccount('host', 'New')];
    const created = await call<{ property?: { id: string }; id?: string }>(
      'POST',
      '/api/properties',
      {
        title: 'Loft that changes hands',
        location: 'Movedale Quay',
        propertyType: 'apartment',
        pricePerNight: 60,
        maxGuests: 2,
        description: 'Listed by an admin, then moved.',
        hostId: oldHost.id,
      },
      { cookie: cast.admin.cookie },
    );
    expect(created.status).toBe(201);
    const id = (created.json.property?.id ?? created.json.id)!;
    const booked = await call<BookingJson>(
      'POST',
      '/api/bookings',
      { propertyId: id, guests: 1, ...futureStay(40, 2) },
      { cookie: cast.student.cookie },
    );
    expect(booked.status).toBe(201);
    expect(booked.json.hostId).toBe(oldHost.id);

    const moved = await call(
      'PUT',
      `/api/properties/${id}`,
      { hostId: newHost.id },
      { cookie: cast.admin.cookie },
    );
    expect(moved.status).toBe(200);

    const listOf = async (host: { id: string; cookie: string }) =>
      (await call<BookingJson[]>('GET', `/api/bookings/host/${host.id}`, undefined, { cookie: host.cookie }))
        .json;
    expect((await listOf(oldHost)).map((booking) => booking.id)).not.toContain(booked.json.id);
    const mine = (await listOf(newHost)).find((booking) => booking.id === booked.json.id);
    expect(mine).toMatchObject({ hostId: newHost.id, guest: { email: 'student@stays.test' } });

    const decide = (host: { cookie: string }) =>
      call('PUT', `/api/bookings/${booked.json.id}/status`, { status: 'approved' }, { cookie: host.cookie });
    expect([403, 404]).toContain((await decide(oldHost)).status);
    expect((await decide(newHost)).status).toBe(200);
  });
});
