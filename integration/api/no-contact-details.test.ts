// Issue 46 #5: no answer to an anonymous caller, or to a signed-in account about other people, carries an email
// address or a phone number. Every public GET of the REST door (read from the OpenAPI document, so a new public
// read is covered the day it is added), the public GraphQL reads with every field of the people they carry, the
// signed-in visitor's reads of other people (conversations, reviews, host pages) and the server-drawn pages are
// searched for every seeded address and every host application's phone number, and for anything shaped like an
// address.
import { client, stackForFile, type Account, type PropertyJson } from '../fixtures/client';
import { serverDrawnFrontendRoot } from '../fixtures/frontendRoot';

const root = serverDrawnFrontendRoot('no-contact');
const stack = stackForFile({ env: { FRONTEND_ROOT: root } });
const { call, signIn } = client(stack);

const ADDRESS = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;

/** Every field a public answer may carry of a person (User), as a GraphQL selection. */
const PERSON = '{ id username firstName lastName email role isBlocked profileImageUrl createdAt }';

interface Secrets {
  emails: string[];
  phones: string[];
}

const secrets: Secrets = { emails: [], phones: [] };
let admin: Account;
let visitor: Account;
let property: PropertyJson;

beforeAll(async () => {
  [admin, visitor] = await Promise.all([signIn('admin'), signIn('visitor')]);
  const users = await call<{ data: { userPage: { items: { email: string | null }[] } } }>(
    'POST',
    '/graphql',
    { query: '{ userPage(limit: 100) { items { email } } }' },
    { cookie: admin.cookie },
  );
  secrets.emails = users.json.data.userPage.items.flatMap((user) => (user.email ? [user.email] : []));
  const applications = await call<{ data: { hostApplications: { phone: string }[] } }>(
    'POST',
    '/graphql',
    { query: '{ hostApplications { phone } }' },
    { cookie: admin.cookie },
  );
  secrets.phones = applications.json.data.hostApplications.map((application) => application.phone);
  const listed = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
  property = listed.json[0]!;
}, 120_000);

/** What of the secrets (or of anything shaped like an address) an answer's text carries. */
function leaks(text: string): string[] {
  const found = [...secrets.emails, ...secrets.phones].filter((secret) => text.includes(secret));
  const shaped = ADDRESS.exec(text)?.[0];
  return shaped && !found.includes(shaped) ? [...found, shaped] : found;
}

it('knows what to look for: the seed has addresses and host applications with phone numbers', () => {
  expect(secrets.emails).toContain('host@stays.test');
  expect(secrets.emails.length).toBeGreaterThan(10);
  expect(secrets.phones.length).toBeGreaterThan(0);
  // The admin, who may, reads the host's address: the search below would find it if a public answer carried it.
  expect(leaks(JSON.stringify(secrets))).not.toEqual([]);
});

describe('the REST door', () => {
  it('answers no public GET with an address or a phone number, anonymously or to another account', async () => {
    const openapi = await call<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>('GET', '/api/openapi.json');
    const publicReads = Object.entries(openapi.json.paths).flatMap(([path, operations]) =>
      operations.get?.description?.startsWith('Access: anyone.') ? [path] : [],
    );
    expect(publicReads).toEqual(
      expect.arrayContaining(['/api/properties', '/api/properties/{id}', '/api/properties/{id}/reviews']),
    );
    const filled = (path: string) =>
      path
        .replace('{id}', property.id)
        .replace('{hostId}', property.hostId)
        .replace(/\{\w+\}/g, property.id);
    const answers: string[] = [];
    for (const path of publicReads) {
      for (const query of ['', '?status=approved&location=a&guests=1&limit=100']) {
        for (const cookie of [undefined, visitor.cookie]) {
          const answer = await call('GET', `${filled(path)}${query}`, undefined, { cookie });
          answers.push(`${path}: ${answer.status}`);
          expect({ path, leaks: leaks(answer.text) }).toEqual({ path, leaks: [] });
        }
      }
    }
    // They answered (not a wall of 404s that would hide nothing).
    expect(answers).toContain('/api/properties/{id}: 200');
    expect(answers).toContain('/api/properties: 200');
  }, 120_000);

  it("answers a property's host without the address: its name and picture only", async () => {
    const one = await call<PropertyJson & { host: Record<string, unknown> }>(
      'GET',
      `/api/properties/${property.id}`,
    );
    expect(one.status).toBe(200);
    expect(one.json.host).toMatchObject({ id: property.hostId, email: null });
    expect(typeof one.json.host.firstName).toBe('string');
  });
});

describe('GraphQL', () => {
  const reads = () => [
    `{ properties(limit: 1000) { id host ${PERSON} } }`,
    `{ featuredProperties(limit: 100) { id host ${PERSON} } }`,
    `{ searchProperties(limit: 100) { items { id host ${PERSON} } } }`,
    `{ property(id: "${property.id}") { id host ${PERSON} } }`,
    `{ hostProperties(hostId: "${property.hostId}") { id host ${PERSON} } }`,
    `{ propertyReviews(propertyId: "${property.id}") { id user ${PERSON} } }`,
  ];

  it('answers the public reads with no address, anonymously or to another account', async () => {
    const answers = await call<{ data: { properties: unknown[] } }>('POST', '/graphql', {
      query: reads()[0],
    });
    expect(answers.json.data.properties.length).toBeGreaterThan(10);
    for (const query of reads()) {
      for (const cookie of [undefined, visitor.cookie]) {
        const answer = await call('POST', '/graphql', { query }, { cookie });
        expect(answer.status).toBe(200);
        expect({ query, leaks: leaks(answer.text) }).toEqual({ query, leaks: [] });
      }
    }
  });

  it('gives a guest no address of the hosts they write to, nor of anyone else in their threads', async () => {
    const mine = await call<{ data: { myConversations: { items: unknown[] } } }>(
      'POST',
      '/graphql',
      { query: `{ myConversations(limit: 100) { items { id guest ${PERSON} host ${PERSON} } } }` },
      { cookie: visitor.cookie },
    );
    expect(mine.json.data.myConversations.items.length).toBeGreaterThan(0);
    const own = 'student@stays.test';
    const others = leaks(mine.text).filter((found) => found !== own);
    expect(others).toEqual([]);
  });

  it('refuses host applications (where the phone numbers are) to the public and to a visitor', async () => {
    for (const cookie of [undefined, visitor.cookie]) {
      const answer = await call('POST', '/graphql', { query: '{ hostApplications { phone } }' }, { cookie });
      expect(leaks(answer.text)).toEqual([]);
      expect(answer.text).toMatch(/"errors"/);
    }
  });
});

describe('the server-drawn pages', () => {
  it('draw the landing, searches, a property and a static page without an address', async () => {
    const pages = ['/', '/search?location=Martil', `/property/${property.id}`, '/search', '/about'];
    for (const pathname of pages) {
      for (const cookie of [undefined, visitor.cookie]) {
        const response = await fetch(`${stack().url}${pathname}`, {
          headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        });
        const html = await response.text();
        expect({ pathname, leaks: leaks(html) }).toEqual({ pathname, leaks: [] });
      }
    }
    const drawn = await (
      await fetch(`${stack().url}/property/${property.id}`, { headers: { accept: 'text/html' } })
    ).text();
    // It is the drawn page (with the property's title), not an empty shell that hides nothing.
    expect(drawn).toContain(property.title.replace(/&/g, '&amp;'));
  }, 60_000);
});
