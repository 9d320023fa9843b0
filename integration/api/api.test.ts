// The API as a client sees it: the real database (embedded, in a throw-away folder), the four subgraphs and
// the gateway, each its own process, started exactly as `npm start` does.
import type { Role } from '@stays/contracts';
import { signSessionToken } from '@stays/gateway/auth';
import { composedSchema, documentedSchema } from '../../scripts/graph-schema';
import { signIn, stackForFile } from '../fixtures/client';

const running = stackForFile();

interface HostJson {
  id: string;
  firstName: string;
  role: string;
}
interface PropertyJson {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  hostId: string;
  images: string[];
  host: HostJson | null;
}

const get = (path: string, init?: RequestInit) => fetch(`${running().url}${path}`, init);

async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
) {
  const response = await fetch(`${running().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

const cookieFor = (userId: string, role: Role) =>
  `token=${signSessionToken({ userId, role }, running().jwtSecret)}`;

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, keys));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}
const SECRET_KEYS = ['password', 'passwordHash', '_id', '__v', 'searchTerms'];

let approved: PropertyJson[] = [];

describe('REST adapters (SPEC section 7)', () => {
  it('GET /api/properties?status=approved lists approved properties with their hosts, newest first', async () => {
    const response = await get('/api/properties?status=approved');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    approved = (await response.json()) as PropertyJson[];
    expect(Array.isArray(approved)).toBe(true);
    expect(approved.length).toBeGreaterThanOrEqual(24);
    for (const property of approved) {
      expect(property.status).toBe('approved');
      expect(property.host).toEqual(
        expect.objectContaining({ id: property.hostId, firstName: expect.any(String) }),
      );
    }
    const dates = approved.map((property) => Date.parse(property.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const keys = allKeys(approved);
    for (const secret of SECRET_KEYS) expect(keys).not.toContain(secret);
  });

  it('GET /api/properties/:id answers one property with its host', async () => {
    const [first] = approved;
    const response = await get(`/api/properties/${first.id}`);
    expect(response.status).toBe(200);
    const property = (await response.json()) as PropertyJson;
    expect(property).toEqual(
      expect.objectContaining({ id: first.id, title: first.title, status: 'approved' }),
    );
    expect(property.host?.firstName).toEqual(expect.any(String));
    for (const secret of SECRET_KEYS) expect(allKeys(property)).not.toContain(secret);
  });

  it.each(['0123456789abcdef01234567', 'not-an-id', '1'])(
    'GET /api/properties/%s is a JSON 404',
    async (id) => {
      const response = await get(`/api/properties/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Property not found' });
    },
  );

  it('refuses the anonymous pending list with 401 JSON (SPEC 8: signed out is 401)', async () => {
    const response = await get('/api/properties?status=pending');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('GraphQL', () => {
  it('lists properties with their hosts (one federated query)', async () => {
    const result = await graphql<{ properties: Array<{ id: string; host: HostJson }> }>(
      '{ properties(status: approved) { id title pricePerNight host { id firstName lastName role } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.properties.length).toBe(approved.length);
    expect(result.data!.properties.every((property) => property.host?.firstName)).toBe(true);
  });

  it('answers one property with its reviews and their authors', async () => {
    const counts = await graphql<{ properties: Array<{ id: string; reviewCount: number }> }>(
      '{ properties { id reviewCount } }',
    );
    const busiest = [...counts.data!.properties].sort((a, b) => b.reviewCount - a.reviewCount)[0];
    expect(busiest.reviewCount).toBeGreaterThan(6);
    const result = await graphql<{
      property: {
        reviews: Array<{ rating: number; user: { firstName: string } | null }>;
        reviewCount: number;
      };
    }>(
      'query One($id: ID!) { property(id: $id) { id title reviewCount reviews { id rating comment createdAt user { firstName lastName } } } }',
      {
        id: busiest.id,
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.property.reviews).toHaveLength(busiest.reviewCount);
    for (const review of result.data!.property.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.user?.firstName).toEqual(expect.any(String));
    }
  });

  it('refuses an anonymous pending list as UNAUTHENTICATED and lets staff see it', async () => {
    const anonymous = await graphql('{ properties(status: pending) { id } }');
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const staff = await graphql<{ properties: Array<{ id: string; status: string }> }>(
      '{ properties(status: pending) { id status } }',
      {},
      (await signIn(running(), 'staff')).cookie,
    );
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.properties.length).toBeGreaterThan(0);
    expect(staff.data!.properties.every((property) => property.status === 'pending')).toBe(true);

    const hidden = await graphql<{ property: unknown }>('query P($id: ID!) { property(id: $id) { id } }', {
      id: staff.data!.properties[0].id,
    });
    expect(hidden.data!.property).toBeNull();
  });

  it('answers `me` for the session cookie and null without one', async () => {
    const host = approved.find((property) => property.host?.role === 'host')!.host!;
    const signedIn = await graphql<{ me: HostJson | null }>(
      '{ me { id firstName role } }',
      {},
      cookieFor(host.id, 'host'),
    );
    expect(signedIn.data!.me).toEqual({ id: host.id, firstName: host.firstName, role: 'host' });
    const forged = await graphql<{ me: unknown }>('{ me { id } }', {}, 'token=forged.token.value');
    expect(forged.data!.me).toBeNull();
  });

  it('passes a subgraph input error through with its code and message, and nothing internal', async () => {
    const result = await graphql('{ properties(limit: 0) { id } }');
    expect(result.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'limit must be between 1 and 1000',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    );
    expect(JSON.stringify(result)).not.toMatch(/stacktrace|127\.0\.0\.1/);
  });

  it('keeps CSRF prevention on for GET operations without a preflight header', async () => {
    const response = await get('/graphql?query=%7B__typename%7D');
    expect(response.status).toBe(400);
  });
});

describe('health, internal credential, images, headers', () => {
  it('/healthz reports every subgraph and the database', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'up',
      subgraphs: { users: 'up', properties: 'up', bookings: 'up', notifications: 'up' },
    });
  });

  it('a subgraph refuses requests without the internal token', async () => {
    const { url } = running().subgraphs.users;
    const body = JSON.stringify({ query: '{ me { id } }' });
    const headers = {
      'content-type': 'application/json',
      'x-user-id': '0123456789abcdef01234567',
      'x-user-role': 'admin',
    };
    const without = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ message: expect.any(String) });
    const wrong = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'x-internal-token': 'guess' },
      body,
    });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${running().subgraphs.properties.url}/healthz`)).status).toBe(401);
  });

  it('/images/:id serves a seeded image with long-lived caching headers', async () => {
    const withImages = approved.find((property) => property.images.length > 0)!;
    const [url] = withImages.images;
    expect(url).toMatch(/^\/images\/[0-9a-f]{24}$/);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await response.text()).toMatch(/^<svg[^>]*viewBox="0 0 1200 800"/);
    const again = await get(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await get('/images/0123456789abcdef01234567')).status).toBe(404);
    expect((await get('/images/nope')).status).toBe(404);
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const response = await get('/api/properties?status=approved');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the remote manifest without caching', async () => {
    const response = await get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(
      expect.objectContaining({ mfe_listings: '/remotes/listings/mf-manifest.json' }),
    );
  });
});

describe('the graph', () => {
  it('is the schema docs/schema.graphql shows (regenerate: npx tsx scripts/graph-schema.ts --write)', async () => {
    expect(await composedSchema(running().url)).toBe(await documentedSchema());
  });
});

describe('OpenAPI', () => {
  it('serves the document of every call as OpenAPI 3 JSON', async () => {
    const response = await get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/properties/{id}', '/api/bookings/{id}/status']),
    );
  });

  it('serves the interactive page and its assets from this origin, under the same CSP', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="swagger-ui"');
    expect(html).not.toMatch(/<script>(?!<)/); // no inline script: the CSP allows 'self' only
    for (const asset of [
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/init.js',
    ]) {
      const response = await get(asset);
      expect([asset, response.status]).toEqual([asset, 200]);
    }
    expect((await get('/api/docs/assets/missing.js')).status).toBe(404);
  });
});
