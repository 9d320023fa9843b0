// The map's privacy and its box (issue 44): anonymous callers never get a listing's exact point from any answer
// (REST, GraphQL, the server-drawn page, the sitemap), the host, moderators and a guest with a confirmed stay do,
// and `bbox` answers exactly the listings whose approximate point lies in the box.
import {
  approximatePoint,
  BBOX_RULE,
  boxContains,
  distanceMeters,
  PIN_REQUIRED_MESSAGE,
} from '@stays/contracts';
import { futureStay, type PropertyJson, stackWithCast } from '../fixtures/client';
import { serverDrawnFrontendRoot } from '../fixtures/frontendRoot';

const root = serverDrawnFrontendRoot('map');
const { stack, cast, call } = stackWithCast({ env: { FRONTEND_ROOT: root } });

type Located = PropertyJson & { latitude: number | null; longitude: number | null };
/** The seeded property's location text (its town first). */
const placeOf = () => (cast.property as PropertyJson & { location: string }).location;
interface Point {
  latitude: number;
  longitude: number;
}

const graphql = async <T>(query: string, variables: Record<string, unknown>, cookie?: string) =>
  (
    await call<{ data?: T; errors?: { message: string }[] }>(
      'POST',
      '/graphql',
      { query, variables },
      { cookie },
    )
  ).json;

/** Every decimal number in a text: what a reader could take a coordinate from. */
const numbersIn = (text: string) => (text.match(/-?\d+\.\d+/g) ?? []).map(Number);

/** Whether a text carries either coordinate of the point (to the 4 decimals the seed places them at, or more). */
function carries(text: string, exact: Point): boolean {
  return numbersIn(text).some(
    (value) => Math.abs(value - exact.latitude) < 1e-6 || Math.abs(value - exact.longitude) < 1e-6,
  );
}

/** A visitor account of its own, with no booking anywhere. */
async function newGuest(): Promise<{ cookie: string }> {
  const name = `map-guest-${Math.random().toString(36).slice(2, 10)}`;
  const answer = await fetch(`${stack().url}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.44.${name.length}.${Date.now() % 250}`,
    },
    body: JSON.stringify({
      username: `${name}@stays.test`,
      password: 'secret123',
      email: `${name}@stays.test`,
      firstName: 'Map',
      lastName: 'Guest',
    }),
  });
  const cookie = /token=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  if (answer.status !== 201 || !cookie) throw new Error(`registration: ${answer.status}`);
  return { cookie };
}

/**
 * A page as the server draws it. Its head's facts are read with a time limit, and on a busy machine the first
 * read may miss it (the page then has the site's head): asked again until the stay's head is there.
 */
async function drawnPage(pathname: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    html = await (await fetch(`${stack().url}${pathname}`, { headers: { accept: 'text/html' } })).text();
    if (html.includes('application/ld+json')) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return html;
}

let exact: Point;
let approximate: Point;

beforeAll(async () => {
  const read = await call<Located>('GET', `/api/properties/${cast.property.id}`, undefined, {
    cookie: cast.admin.cookie,
  });
  expect(read.json.latitude).not.toBeNull();
  exact = { latitude: read.json.latitude!, longitude: read.json.longitude! };
  approximate = approximatePoint(cast.property.id, exact);
}, 60_000);

describe('where a listing is shown (privacy)', () => {
  it('gives anonymous callers the approximate point: never the exact one, within 400 m, the same every time', async () => {
    const rest = await call<Located>('GET', `/api/properties/${cast.property.id}`);
    const point = { latitude: rest.json.latitude!, longitude: rest.json.longitude! };
    expect(point).toEqual(approximate);
    expect(point).not.toEqual(exact);
    const distance = distanceMeters(point, exact);
    expect(distance).toBeGreaterThan(100);
    expect(distance).toBeLessThan(400);
    const again = await call<Located>('GET', `/api/properties/${cast.property.id}`);
    expect({ latitude: again.json.latitude, longitude: again.json.longitude }).toEqual(point);
  });

  it('leaves the exact point out of every anonymous answer: REST, GraphQL, the drawn page, the sitemap', async () => {
    const location = encodeURIComponent(placeOf().split(',')[0]!);
    const answers = await Promise.all([
      call('GET', `/api/properties/${cast.property.id}`).then((a) => a.text),
      call('GET', '/api/properties?status=approved').then((a) => a.text),
      call('GET', `/api/properties/search?location=${location}`).then((a) => a.text),
      call('GET', '/api/properties/featured').then((a) => a.text),
      call('GET', `/api/properties/host/${cast.host.id}`).then((a) => a.text),
      graphql(
        `
          query ($id: ID!, $location: String) {
            property(id: $id) {
              latitude
              longitude
            }
            searchProperties(location: $location) {
              items {
                id
                latitude
                longitude
              }
            }
            properties(status: approved) {
              id
              latitude
              longitude
            }
          }
        `,
        { id: cast.property.id, location: placeOf() },
      ).then((answer) => JSON.stringify(answer)),
      drawnPage(`/property/${cast.property.id}`),
      fetch(`${stack().url}/sitemap.xml`).then((r) => r.text()),
    ]);
    for (const text of answers) expect(carries(text, exact)).toBe(false);
    // The drawn page's JSON-LD and Open Graph carry the approximate point instead.
    const html = answers[6]!;
    expect(html).toContain(`"latitude":${approximate.latitude}`);
    expect(html).toContain(`<meta property="place:location:latitude" content="${approximate.latitude}">`);
  });

  it('gives the exact point to the host, staff and admins, and to a guest once a stay is confirmed', async () => {
    const pointFor = async (cookie?: string) => {
      const answer = await graphql<{ property: Point }>(
        'query ($id: ID!) { property(id: $id) { latitude longitude } }',
        { id: cast.property.id },
        cookie,
      );
      return answer.data!.property;
    };
    expect(await pointFor(cast.host.cookie)).toEqual(exact);
    expect(await pointFor(cast.staff.cookie)).toEqual(exact);
    expect(await pointFor(cast.admin.cookie)).toEqual(exact);
    // A new guest has no stay there yet, then a pending one: still the approximate point.
    const guest = await newGuest();
    expect(await pointFor(guest.cookie)).toEqual(approximate);
    const requested = await call<{ id: string }>(
      'POST',
      '/api/bookings',
      { propertyId: cast.property.id, guests: 1, ...futureStay(7) },
      { cookie: guest.cookie },
    );
    expect(requested.status).toBe(201);
    expect(await pointFor(guest.cookie)).toEqual(approximate);
    const approved = await call(
      'PUT',
      `/api/bookings/${requested.json.id}/status`,
      { status: 'approved' },
      { cookie: cast.host.cookie },
    );
    expect(approved.status).toBe(200);
    expect(await pointFor(guest.cookie)).toEqual(exact);
    // Anonymous callers still get the approximate point.
    expect(await pointFor()).toEqual(approximate);
  });
});

describe('bbox: the listings whose approximate point lies in a map box', () => {
  type Pinned = Located & { latitude: number; longitude: number };
  let everyone: Pinned[];
  const search = async (query: string) => {
    const answer = await call<Located[]>('GET', `/api/properties/search?limit=100&${query}`);
    expect(answer.status).toBe(200);
    return answer.json.map((property) => property.id).sort();
  };
  const inBox = (box: { west: number; south: number; east: number; north: number }, list = everyone) =>
    list
      .filter((p) => boxContains(box, p))
      .map((p) => p.id)
      .sort();
  const text = (box: { west: number; south: number; east: number; north: number }) =>
    `bbox=${box.west},${box.south},${box.east},${box.north}`;

  beforeAll(async () => {
    const listed = await call<Located[]>('GET', '/api/properties?status=approved');
    everyone = listed.json.filter((p): p is Pinned => p.latitude !== null && p.longitude !== null);
    expect(everyone.length).toBeGreaterThan(10);
  });

  it('answers exactly the listings inside, the edges included, through REST and GraphQL', async () => {
    // The coast from Martil to Cabo Negro.
    const coast = { west: -5.35, south: 35.58, east: -5.2, north: 35.72 };
    const expected = inBox(coast);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everyone.length);
    expect(await search(text(coast))).toEqual(expected);
    const graph = await graphql<{ searchProperties: { items: { id: string }[] } }>(
      'query ($bbox: String) { searchProperties(bbox: $bbox, limit: 100) { items { id } } }',
      { bbox: `${coast.west},${coast.south},${coast.east},${coast.north}` },
    );
    expect(graph.data!.searchProperties.items.map((item) => item.id).sort()).toEqual(expected);
    // A box whose south-west corner is one listing's approximate point holds it; one a hair inside leaves it out.
    const one = everyone[0]!;
    const corner = {
      west: one.longitude,
      south: one.latitude,
      east: one.longitude + 0.01,
      north: one.latitude + 0.01,
    };
    expect(await search(text(corner))).toContain(one.id);
    expect(await search(text({ ...corner, west: one.longitude + 0.00001 }))).not.toContain(one.id);
    expect(await search(text({ ...corner, south: one.latitude + 0.00001 }))).not.toContain(one.id);
    // A point box on it holds it alone (or with a listing at the very same approximate point).
    expect(
      await search(
        text({ west: one.longitude, south: one.latitude, east: one.longitude, north: one.latitude }),
      ),
    ).toContain(one.id);
  });

  it('matches on the approximate point, not the exact one', async () => {
    // A tiny box around the exact point of the cast's listing leaves it out; one around its approximate point holds it.
    const around = (p: Point) => ({
      west: p.longitude - 0.0002,
      south: p.latitude - 0.0002,
      east: p.longitude + 0.0002,
      north: p.latitude + 0.0002,
    });
    expect(await search(text(around(exact)))).not.toContain(cast.property.id);
    expect(await search(text(around(approximate)))).toContain(cast.property.id);
  });

  it('answers nothing for a box that holds none (the open sea)', async () => {
    expect(await search('bbox=-20,30,-19,31')).toEqual([]);
  });

  it('combines with the other filters: price, guests and dates', async () => {
    const coast = { west: -5.35, south: 35.58, east: -5.2, north: 35.72 };
    const inside = everyone.filter((p) => boxContains(coast, p));
    const cheap = inside.filter((p) => p.pricePerNight <= 60);
    expect(await search(`${text(coast)}&maxPrice=60`)).toEqual(cheap.map((p) => p.id).sort());
    const large = inside.filter((p) => p.maxGuests >= 4);
    expect(await search(`${text(coast)}&guests=4`)).toEqual(large.map((p) => p.id).sort());
    // Dates: a listing in the box with an approved stay on those nights is left out.
    const stay = futureStay(9);
    const target = inside.find((p) => p.id === cast.property.id) ?? null;
    const box = target
      ? coast
      : {
          west: approximate.longitude - 0.01,
          south: approximate.latitude - 0.01,
          east: approximate.longitude + 0.01,
          north: approximate.latitude + 0.01,
        };
    const dates = `checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}`;
    expect(await search(`${text(box)}&${dates}`)).toContain(cast.property.id);
    const guest = await newGuest();
    const requested = await call<{ id: string }>(
      'POST',
      '/api/bookings',
      { propertyId: cast.property.id, guests: 1, ...stay },
      { cookie: guest.cookie },
    );
    expect(requested.status).toBe(201);
    expect(
      (
        await call(
          'PUT',
          `/api/bookings/${requested.json.id}/status`,
          { status: 'approved' },
          { cookie: cast.host.cookie },
        )
      ).status,
    ).toBe(200);
    const after = await search(`${text(box)}&${dates}`);
    expect(after).not.toContain(cast.property.id);
    expect(after.every((id) => inBox(box).includes(id))).toBe(true);
  });

  // An empty bbox= is no box, as every other empty parameter of the search.
  it.each([
    'bbox=1,2,3',
    'bbox=1,2,3,4,5',
    'bbox=a,b,c,d',
    'bbox=-181,0,0,1',
    'bbox=0,-91,1,1',
    'bbox=2,0,1,1',
    'bbox=0,2,1,1',
  ])('refuses %s with 400 and the rule', async (query) => {
    const answer = await call<{ message: string }>('GET', `/api/properties/search?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(BBOX_RULE);
  });
});

describe("the host's pin (a listing goes to review only with its point)", () => {
  const listing = {
    title: 'Pinless Flat',
    description: 'Near the beach.',
    location: 'Martil, Morocco',
    propertyType: 'apartment',
    pricePerNight: '70',
    maxGuests: 2,
  };
  const mine = async () => {
    const answer = await call<{ title: string }[]>('GET', `/api/properties/host/${cast.host.id}`, undefined, {
      cookie: cast.host.cookie,
    });
    expect(answer.status).toBe(200);
    return answer.json.filter((property) => property.title === listing.title);
  };

  it('refuses a create without coordinates with 400 and says to place the pin; nothing is stored', async () => {
    for (const who of [cast.host, cast.admin]) {
      const answer = await call<{ message: string; errors?: Record<string, string> }>(
        'POST',
        '/api/properties',
        { ...listing, hostId: cast.host.id },
        { cookie: who.cookie },
      );
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(PIN_REQUIRED_MESSAGE);
      expect(answer.json.errors).toEqual({ latitude: PIN_REQUIRED_MESSAGE });
    }
    expect(await mine()).toEqual([]);
  });

  it('keeps the pin an edit sends and refuses an edit that removes it', async () => {
    const created = await call<Located>(
      'POST',
      '/api/properties',
      { ...listing, title: 'Pinned Flat', latitude: 35.6178, longitude: -5.2747 },
      { cookie: cast.host.cookie },
    );
    expect(created.status).toBe(201);
    expect(created.json.status).toBe('pending');
    const moved = await call<Located>(
      'PUT',
      `/api/properties/${created.json.id}`,
      { latitude: 35.62, longitude: -5.27 },
      { cookie: cast.host.cookie },
    );
    expect(moved.status).toBe(200);
    expect([moved.json.latitude, moved.json.longitude]).toEqual([35.62, -5.27]);
    const removed = await call<{ message: string }>(
      'PUT',
      `/api/properties/${created.json.id}`,
      { latitude: '', longitude: '' },
      { cookie: cast.host.cookie },
    );
    expect(removed.status).toBe(400);
    expect(removed.json.message).toBe(PIN_REQUIRED_MESSAGE);
  });
});
