// Favourites and the search extensions through the gateway, as the listings screens call them: a guest saves a
// property with REST and with GraphQL, finds it under 'Saved', removes it; a signed-out visitor is asked to
// sign in; region names, the price range and the destination suggestions through /api.
import { stackWithCast } from '../fixtures/client';

const { stack, cast, call } = stackWithCast();

type Listing = { id: string; location: string; pricePerNight: number };

describe('favourites', () => {
  it('saves, lists, searches and removes for a signed-in guest', async () => {
    const { student, property } = cast;
    const saved = await call<string[]>('PUT', `/api/favorites/${property.id}`, undefined, {
      cookie: student.cookie,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual([property.id]);
    expect(
      (await call<string[]>('GET', '/api/favorites', undefined, { cookie: student.cookie })).json,
    ).toEqual([property.id]);

    const mine = await call<Listing[]>('GET', '/api/properties/search?saved=true', undefined, {
      cookie: student.cookie,
    });
    expect(mine.json.map((p) => p.id)).toEqual([property.id]);

    // The same through /graphql: the mutation answers the saved ids.
    const graph = await fetch(`${stack().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: student.cookie },
      body: JSON.stringify({
        query: 'mutation ($id: ID!) { setFavorite(propertyId: $id, saved: false) }',
        variables: { id: property.id },
      }),
    });
    expect(((await graph.json()) as { data: { setFavorite: string[] } }).data.setFavorite).toEqual([]);
    const none = await call<Listing[]>('GET', '/api/properties/search?saved=true', undefined, {
      cookie: student.cookie,
    });
    expect(none.json).toEqual([]);
  });

  it('asks a signed-out visitor to sign in (401) and refuses an unknown property (404)', async () => {
    expect((await call('PUT', `/api/favorites/${cast.property.id}`)).status).toBe(401);
    expect((await call('GET', '/api/favorites')).status).toBe(401);
    expect((await call('GET', '/api/properties/search?saved=true')).status).toBe(401);
    const unknown = await call('PUT', '/api/favorites/665f1c2e9b1e8a0012345678', undefined, {
      cookie: cast.student.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'Property not found' });
  });
});

describe('search extensions', () => {
  it("matches 'Tamuda Bay' to the four coastal destinations and 'Texas A&M' to College Station", async () => {
    const coast = await call<Listing[]>('GET', '/api/properties/search?location=Tamuda%20Bay&limit=100');
    expect(coast.json.length).toBeGreaterThan(0);
    for (const p of coast.json) expect(p.location).toMatch(/Cabo Negro|Martil|Tetouan Marina|Belyounech/);
    const campus = await call<Listing[]>('GET', '/api/properties/search?location=Texas%20A%26M&limit=100');
    expect(campus.json.length).toBeGreaterThan(0);
    for (const p of campus.json) expect(p.location).toMatch(/College Station/);
  });

  it("finds the stays 'Texas', 'Tangier' and 'M'diq' stand for, as 'TX' does (issue 46 #7)", async () => {
    const found = async (location: string) =>
      (
        await call<Listing[]>(
          'GET',
          `/api/properties/search?location=${encodeURIComponent(location)}&limit=100`,
        )
      ).json;
    const tx = await found('TX');
    expect(tx.length).toBeGreaterThan(0);
    expect((await found('Texas')).map((p) => p.id).sort()).toEqual(tx.map((p) => p.id).sort());
    const tangier = await found('Tangier');
    expect(tangier.length).toBeGreaterThan(0);
    for (const p of tangier) expect(p.location).toMatch(/Cabo Negro|Martil|Tetouan Marina|Belyounech/);
    for (const spelling of ["M'diq", 'Mdiq']) {
      const mdiq = await found(spelling);
      expect(mdiq.length).toBeGreaterThan(0);
      for (const p of mdiq) expect(p.location).toMatch(/Cabo Negro|Tetouan Marina/);
    }
  });

  it('keeps prices within the range and refuses a reversed one', async () => {
    const page = await call<Listing[]>('GET', '/api/properties/search?minPrice=60&maxPrice=120&limit=100');
    expect(page.json.length).toBeGreaterThan(0);
    for (const p of page.json) expect(p.pricePerNight).toBeGreaterThanOrEqual(60);
    for (const p of page.json) expect(p.pricePerNight).toBeLessThanOrEqual(120);
    const reversed = await call('GET', '/api/properties/search?minPrice=300&maxPrice=50');
    expect(reversed.status).toBe(400);
    expect(reversed.json).toMatchObject({ message: 'minPrice must not be above maxPrice' });
  });

  it('suggests destinations and regions', async () => {
    expect((await call<string[]>('GET', '/api/destinations?q=tam')).json).toEqual(['Tamuda Bay']);
    expect((await call<string[]>('GET', '/api/destinations?q=')).json).toHaveLength(8);
  });
});
