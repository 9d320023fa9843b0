// The anonymous public read cache (PUBLIC_CACHE_MS), as clients see it: a visitor's repeated read, through REST
// or /graphql, is answered from memory for the time box, a signed-in caller always gets a fresh answer, and a
// write through the gateway empties the cache at once. A change made behind the gateway's back (straight in the
// database, as another gateway instance would) is what shows which answers came from memory.
import { stackWithCast } from '../fixtures/client';
import { ObjectId, databaseForFile } from '../fixtures/database';

const { stack, cast } = stackWithCast({ env: { PUBLIC_CACHE_MS: '5000' } });
const database = databaseForFile(stack);
let adminCookie: string;

beforeAll(() => {
  adminCookie = cast.admin.cookie;
});

const FEATURED = `query Featured($limit: Int) { featuredProperties(limit: $limit) { id title host { firstName } } }`;

async function featured(limit: number, cookie?: string) {
  const response = await fetch(`${stack().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: FEATURED, variables: { limit } }),
  });
  const body = (await response.json()) as {
    data: { featuredProperties: Array<{ id: string; title: string }> };
  };
  return body.data.featuredProperties;
}

async function restFeatured(limit: number) {
  const response = await fetch(`${stack().url}/api/properties/featured?limit=${limit}`);
  return (await response.json()) as Array<{ id: string; title: string }>;
}

/** Renames a property in the database itself, where no gateway sees it. */
const renameBehindTheGateway = async (id: string, title: string) =>
  (await database()).collection('properties').updateOne({ _id: new ObjectId(id) }, { $set: { title } });

describe('anonymous public read cache', () => {
  it('answers a repeated anonymous /graphql query from memory, a signed-in one fresh', async () => {
    const [first] = await featured(3);
    await renameBehindTheGateway(first!.id, 'Renamed behind the gateway');
    expect((await featured(3))[0]!.title).toBe(first!.title);
    expect((await featured(3, adminCookie))[0]!.title).toBe('Renamed behind the gateway');
    // Other variables are another entry.
    expect((await featured(4))[0]!.title).toBe('Renamed behind the gateway');
  });

  it('answers an anonymous list read in front of Express exactly as Express does', async () => {
    // A conditional request is left to Express (it may answer 304), so the same read asked with a tag that
    // matches nothing is Express's answer; PUBLIC_CACHE_MS is on, so both are the same cached body.
    const path = '/api/properties/search?location=martil&limit=3';
    const read = async (headers: Record<string, string>) => {
      const response = await fetch(`${stack().url}${path}`, { headers });
      const kept = [...response.headers].filter(([name]) => name !== 'date');
      return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
    };
    const lane = await read({});
    expect(lane.status).toBe(200);
    expect(lane.headers['content-security-policy']).toContain("default-src 'self'");
    expect(await read({ 'if-none-match': 'W/"matches-nothing"' })).toEqual(lane);
  });

  it('does the same for anonymous REST reads', async () => {
    const [first] = await restFeatured(5);
    await renameBehindTheGateway(first!.id, 'Renamed again');
    expect((await restFeatured(5))[0]!.title).toBe(first!.title);
  });

  it('forgets everything when a write goes through the gateway (a /graphql mutation here)', async () => {
    const [first] = await featured(6);
    await renameBehindTheGateway(first!.id, 'Renamed before a mutation');
    expect((await featured(6))[0]!.title).toBe(first!.title);
    const unfeature = await fetch(`${stack().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({
        query:
          'mutation Unfeature($id: ID!) { setPropertyFeatured(id: $id, featured: false) { id featured } }',
        variables: { id: first!.id },
      }),
    });
    expect(unfeature.status).toBe(200);
    const after = await featured(6);
    expect(after.map((property) => property.id)).not.toContain(first!.id);
    expect((await restFeatured(5)).map((property) => property.id)).not.toContain(first!.id);
  });

  it('forgets everything when a REST write succeeds, a booking decision included', async () => {
    const [first] = await restFeatured(8);
    await renameBehindTheGateway(first!.id, 'Renamed before a REST write');
    expect((await restFeatured(8))[0]!.title).toBe(first!.title);
    const unfeature = await fetch(`${stack().url}/api/admin/properties/${first!.id}/featured`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ featured: false }),
    });
    expect(unfeature.status).toBe(200);
    expect((await restFeatured(8)).map((property) => property.id)).not.toContain(first!.id);

    // A date search is cached too, and an approval (a bookings write) empties it.
    const { property, host, student } = cast;
    const dates = 'checkIn=2031-03-01&checkOut=2031-03-04';
    const search = async () =>
      (
        (await (await fetch(`${stack().url}/api/properties/search?${dates}&limit=100`)).json()) as Array<{
          id: string;
        }>
      ).map((found) => found.id);
    expect(await search()).toContain(property.id);
    const requested = await fetch(`${stack().url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: student.cookie },
      body: JSON.stringify({
        propertyId: property.id,
        guests: 1,
        checkInDate: '2031-03-01',
        checkOutDate: '2031-03-04',
      }),
    });
    const booking = (await requested.json()) as { id: string };
    const approved = await fetch(`${stack().url}/api/bookings/${booking.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: host.cookie },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(approved.status).toBe(200);
    expect(await search()).not.toContain(property.id);
  });
});
