// Properties, search and images as a client sees them (SPEC sections 3, 4, 5, 7): the real stack, real HTTP.
import { signIn, stackForFile } from '../fixtures/client';
import { tinyPng } from '../fixtures/images';

const running = stackForFile();

interface PropertyJson {
  id: string;
  title: string;
  location: string;
  status: string;
  featured: boolean;
  hostId: string;
  pricePerNight: number;
  maxGuests: number;
  rating: number | null;
  instantBook: boolean;
  bedrooms: number | null;
  propertyType: string;
  amenities: string[];
  images: string[];
  createdAt: string;
  host: { id: string; firstName: string } | null;
  message?: string;
  rejectionReason?: string | null;
}

const cookies: Record<'admin' | 'staff' | 'host' | 'otherHost' | 'visitor', string> = {
  admin: '',
  staff: '',
  host: '',
  otherHost: '',
  visitor: '',
};
let hostId = '';
let otherHostId = '';

beforeAll(async () => {
  const [admin, staff, host, otherHost, visitor] = await Promise.all([
    signIn(running(), 'admin'),
    signIn(running(), 'staff'),
    signIn(running(), 'host'),
    signIn(running(), { username: 'karim.tazi@stays.test', password: 'demo123' }),
    signIn(running(), 'visitor'),
  ]);
  Object.assign(cookies, {
    admin: admin.cookie,
    staff: staff.cookie,
    host: host.cookie,
    otherHost: otherHost.cookie,
    visitor: visitor.cookie,
  });
  hostId = host.id;
  otherHostId = otherHost.id;
});

type Who = keyof typeof cookies | 'anonymous';

async function call<T = unknown>(method: string, path: string, who: Who = 'anonymous', body?: unknown) {
  const response = await fetch(`${running().url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(who !== 'anonymous' ? { cookie: cookies[who] } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

async function graphql<T>(query: string, variables: Record<string, unknown>, who: Who = 'anonymous') {
  const response = await fetch(`${running().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who !== 'anonymous' ? { cookie: cookies[who] } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quiet Flat by the Marina',
  description: 'Two rooms and a balcony.',
  location: 'Tetouan Marina, Morocco',
  propertyType: 'apartment',
  pricePerNight: '88',
  maxGuests: 3,
  amenities: ['Wi-Fi', 'Kitchen'],
  images: [],
  hostId,
  ...overrides,
});

async function createAs(who: Who, overrides: Record<string, unknown> = {}) {
  const created = await call<PropertyJson>('POST', '/api/properties', who, listing(overrides));
  expect(created.status).toBe(201);
  return created.body;
}

async function upload(who: Who, data: Buffer, filename: string, type: string, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const response = await fetch(`${running().url}/api/upload-image`, {
    method: 'POST',
    headers: who !== 'anonymous' ? { cookie: cookies[who] } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

describe('public reads (SPEC section 7)', () => {
  it('GET /api/properties?status=approved answers approved properties only, with hosts', async () => {
    const { status, body } = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(10);
    expect(body.every((property) => property.status === 'approved' && property.host?.firstName)).toBe(true);
    const page = await call<PropertyJson[]>('GET', '/api/properties?status=approved&limit=5&offset=5');
    expect(page.body.map((property) => property.id)).toEqual(
      body.slice(5, 10).map((property) => property.id),
    );
  });

  it('GET /api/properties/featured answers approved featured properties, at most limit', async () => {
    const { status, body } = await call<PropertyJson[]>('GET', '/api/properties/featured?filters=&limit=7');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(7);
    expect(body.every((property) => property.status === 'approved' && property.featured)).toBe(true);
    const wifi = await call<PropertyJson[]>(
      'GET',
      '/api/properties/featured?filters=entire_homes,wifi&limit=7',
    );
    expect(wifi.status).toBe(200);
    for (const property of wifi.body) {
      expect(['apartment', 'house', 'entire_place', 'entire_home']).toContain(property.propertyType);
      expect(property.amenities.some((a) => /wifi|wi-fi|internet/i.test(a))).toBe(true);
    }
    expect((await call('GET', '/api/properties/featured?limit=0')).status).toBe(400);
  });

  it('GET /api/properties/:id/reviews answers an array; GET /api/properties/:id one property', async () => {
    const [first] = (await call<PropertyJson[]>('GET', '/api/properties?status=approved')).body;
    const one = await call<PropertyJson>('GET', `/api/properties/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(expect.objectContaining({ id: first.id, host: expect.any(Object) }));
    const reviews = await call<unknown[]>('GET', `/api/properties/${first.id}/reviews`);
    expect(reviews.status).toBe(200);
    expect(Array.isArray(reviews.body)).toBe(true);
  });

  it('serves a seeded SVG cover with a safe type, a sandbox policy and nosniff', async () => {
    const [withImage] = (await call<PropertyJson[]>('GET', '/api/properties?status=approved')).body.filter(
      (property) => property.images.length > 0,
    );
    const response = await fetch(`${running().url}${withImage.images[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('listing a property (POST /api/properties)', () => {
  it('a host submits for review: pending, hidden from public lists, form JSON text accepted', async () => {
    const created = await call<PropertyJson>('POST', '/api/properties', 'host', {
      ...listing({ title: 'Host Form Listing' }),
      amenities: JSON.stringify(['Wi-Fi', 'Pool']),
      images: 'not json at all',
      maxGuests: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({
        status: 'pending',
        hostId,
        amenities: ['Wi-Fi', 'Pool'],
        images: [],
        maxGuests: 1,
        pricePerNight: 88,
        message: 'Your property has been submitted for review.',
      }),
    );
    const publicList = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
    expect(publicList.body.map((property) => property.id)).not.toContain(created.body.id);
    expect((await call('GET', `/api/properties/${created.body.id}`)).status).toBe(404);
    expect((await call('GET', `/api/properties/${created.body.id}`, 'host')).status).toBe(200);
    const mine = await call<PropertyJson[]>('GET', `/api/properties/host/${hostId}`, 'host');
    expect(mine.body.map((property) => property.id)).toContain(created.body.id);
    const seenByOthers = await call<PropertyJson[]>('GET', `/api/properties/host/${hostId}`);
    expect(seenByOthers.status).toBe(200);
    expect(seenByOthers.body.every((property) => property.status === 'approved')).toBe(true);
  });

  it('an admin lists for any host id: approved at once', async () => {
    const created = await call<PropertyJson>('POST', '/api/properties', 'admin', {
      ...listing({ title: 'Admin Listing', hostId: otherHostId, maxGuests: 'x' }),
      status: 'approved',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({
        status: 'approved',
        hostId: otherHostId,
        maxGuests: 2,
        message: 'Property has been added and automatically approved.',
      }),
    );
  });

  it('refuses missing fields with the spec messages (400 with field errors)', async () => {
    const missing = await call<{ message: string; errors: Record<string, string> }>(
      'POST',
      '/api/properties',
      'host',
      { title: ' ', location: 'Martil', pricePerNight: '-5' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields.');
    expect(missing.body.errors).toEqual(
      expect.objectContaining({
        title: 'Required',
        propertyType: 'Required',
        pricePerNight: 'Number must be greater than or equal to 0',
      }),
    );
    const visitorId = (await call<{ id: string }>('GET', '/api/user', 'visitor')).body.id;
    for (const notAHost of [visitorId, '0123456789abcdef01234567']) {
      const refused = await call<{ errors: Record<string, string> }>(
        'POST',
        '/api/properties',
        'admin',
        listing({ hostId: notAHost }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors.hostId).toBe('No host account has this ID');
    }
    const noHost = await call<{ message: string }>(
      'POST',
      '/api/properties',
      'admin',
      listing({ hostId: '' }),
    );
    expect(noHost.status).toBe(400);
    expect(noHost.body.message).toBe('Please specify a host ID for this property.');
    const tooManyImages = await call('POST', '/api/properties', 'host', {
      ...listing(),
      images: Array.from({ length: 11 }, (_, i) => `/images/${String(i).padStart(24, 'a')}`),
    });
    expect(tooManyImages.status).toBe(400);
    const objectTitle = await call<{ errors: Record<string, string> }>('POST', '/api/properties', 'host', {
      ...listing(),
      title: { $ne: '' },
    });
    expect(objectTitle.status).toBe(400);
    expect(objectTitle.body.errors.title).toBe('Required');
    const foreignImage = await call('POST', '/api/properties', 'host', {
      ...listing(),
      images: ['https://example.org/x.jpg'],
    });
    expect(foreignImage.status).toBe(400);
  });

  it('refuses visitors (403), anonymous callers (401) and hosts listing for another host (403)', async () => {
    expect((await call('POST', '/api/properties', 'visitor', listing())).status).toBe(403);
    expect((await call('POST', '/api/properties', 'anonymous', listing())).status).toBe(401);
    expect((await call('POST', '/api/properties', 'host', listing({ hostId: otherHostId }))).status).toBe(
      403,
    );
  });
});

describe('editing and deleting: the owner or an admin', () => {
  it('PUT /api/properties/:id changes the given fields for the owner and the admin only', async () => {
    const property = await createAs('host', { title: 'Editable' });
    const edited = await call<PropertyJson>('PUT', `/api/properties/${property.id}`, 'host', {
      title: 'Edited by owner',
      amenities: '["Parking"]',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual(
      expect.objectContaining({
        title: 'Edited by owner',
        amenities: ['Parking'],
        location: property.location,
      }),
    );
    // Pending: another host cannot even see it.
    expect((await call('PUT', `/api/properties/${property.id}`, 'otherHost', { title: 'x' })).status).toBe(
      404,
    );
    const byAdmin = await call<PropertyJson>('PUT', `/api/properties/${property.id}`, 'admin', {
      pricePerNight: 99,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.pricePerNight).toBe(99);
    expect(byAdmin.body.status).toBe('pending');
    const invalid = await call('PUT', `/api/properties/${property.id}`, 'host', { title: '' });
    expect(invalid.status).toBe(400);
  });

  it('another host may not edit or delete an approved property (403); the owner deletes it', async () => {
    const property = await createAs('admin', { title: 'Approved for Host' });
    expect((await call('PUT', `/api/properties/${property.id}`, 'otherHost', { title: 'x' })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/properties/${property.id}`, 'otherHost')).status).toBe(403);
    expect((await call('DELETE', `/api/properties/${property.id}`, 'visitor')).status).toBe(403);
    expect((await call('DELETE', `/api/properties/${property.id}`, 'staff')).status).toBe(403);
    expect((await call('DELETE', `/api/properties/${property.id}`)).status).toBe(401);
    const deleted = await call<{ message: string }>('DELETE', `/api/properties/${property.id}`, 'host');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Property has been removed successfully.' });
    expect((await call('GET', `/api/properties/${property.id}`, 'admin')).status).toBe(404);
    expect((await call('DELETE', `/api/properties/${property.id}`, 'host')).status).toBe(404);
  });
});

describe('status transitions (SPEC section 4)', () => {
  it('staff approve or reject pending properties only; the host is notified', async () => {
    const pending = await createAs('host', { title: 'Awaiting Review' });
    const queue = await call<PropertyJson[]>('GET', '/api/dashboard/pending-properties', 'staff');
    expect(queue.status).toBe(200);
    expect(queue.body.every((property) => property.status === 'pending')).toBe(true);
    expect(queue.body.map((property) => property.id)).toContain(pending.id);
    expect((await call('GET', '/api/dashboard/pending-properties', 'host')).status).toBe(403);
    expect((await call('PATCH', `/api/dashboard/properties/${pending.id}/approve`, 'host')).status).toBe(403);

    const approved = await call<PropertyJson>(
      'PATCH',
      `/api/dashboard/properties/${pending.id}/approve`,
      'staff',
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect((await call('PATCH', `/api/dashboard/properties/${pending.id}/approve`, 'staff')).status).toBe(
      409,
    );
    // An approved property leaves the queue and joins the public list.
    const publicList = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
    expect(publicList.body.map((property) => property.id)).toContain(pending.id);

    const other = await createAs('host', { title: 'To Be Rejected' });
    const rejected = await call<PropertyJson>(
      'PATCH',
      `/api/dashboard/properties/${other.id}/reject`,
      'staff',
      {
        reason: 'Needs revision',
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual(
      expect.objectContaining({ status: 'rejected', rejectionReason: 'Needs revision' }),
    );
    // Staff decide pending properties only: re-approval is the admin's.
    expect((await call('PATCH', `/api/dashboard/properties/${other.id}/approve`, 'staff')).status).toBe(409);

    const notes = await graphql<{ myNotifications: Array<{ title: string; message: string }> }>(
      '{ myNotifications { title message } }',
      {},
      'host',
    );
    expect(notes.errors).toBeUndefined();
    const texts = notes.data!.myNotifications.map((note) => `${note.title}: ${note.message}`);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Awaiting Review'),
        expect.stringMatching(/To Be Rejected.*Needs revision/),
      ]),
    );
  });

  it('admins: approved → rejected → approved; nothing to pending; featured only when approved', async () => {
    const property = await createAs('host', { title: 'Admin Moves' });
    const status = (value: string, who: Who = 'admin') =>
      call<PropertyJson>('PUT', `/api/admin/properties/${property.id}/status`, who, { status: value });
    const featured = (value: unknown, who: Who = 'admin') =>
      call<PropertyJson>('PUT', `/api/admin/properties/${property.id}/featured`, who, { featured: value });

    expect((await featured(true)).status).toBe(409); // pending
    expect((await status('approved', 'staff')).status).toBe(403);
    expect((await status('approved')).body.status).toBe('approved');
    expect((await status('approved')).status).toBe(409);
    const feature = await featured(true);
    expect(feature.status).toBe(200);
    expect(feature.body.featured).toBe(true);
    expect((await featured(true, 'host')).status).toBe(403);
    expect((await featured('yes')).status).toBe(400);
    expect((await status('rejected')).body).toEqual(
      expect.objectContaining({ status: 'rejected', featured: false }),
    );
    expect((await status('pending')).status).toBe(409);
    expect((await status('archived')).status).toBe(400);
    expect((await featured(true)).status).toBe(409);
    expect((await status('approved')).body.status).toBe('approved');
  });

  it('GET /api/admin/properties is every status, for admins only', async () => {
    const all = await call<PropertyJson[]>('GET', '/api/admin/properties', 'admin');
    expect(all.status).toBe(200);
    expect(new Set(all.body.map((property) => property.status))).toEqual(
      new Set(['approved', 'pending', 'rejected']),
    );
    expect((await call('GET', '/api/admin/properties', 'staff')).status).toBe(403);
    expect((await call('GET', '/api/admin/properties')).status).toBe(401);
  });

  it('Query.propertyCount counts like the lists, moderators only for non-approved', async () => {
    const pending = await call<PropertyJson[]>('GET', '/api/dashboard/pending-properties', 'staff');
    const staff = await graphql<{ propertyCount: number }>('{ propertyCount(status: pending) }', {}, 'staff');
    expect(staff.data!.propertyCount).toBe(pending.body.length);
    const anonymous = await graphql('{ propertyCount(status: pending) }', {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const visitor = await graphql('{ propertyCount(status: pending) }', {}, 'visitor');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('search (GET /api/properties/search)', () => {
  const search = (query: string, who: Who = 'anonymous') =>
    call<PropertyJson[]>('GET', `/api/properties/search?${query}`, who);

  it('matches the location as a case-insensitive substring and guests within maxGuests', async () => {
    const result = await search('location=CABO%20neg&guests=4');
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
    for (const property of result.body) {
      expect(property.location.toLowerCase()).toContain('cabo neg');
      expect(property.maxGuests).toBeGreaterThanOrEqual(4);
      expect(property.status).toBe('approved');
    }
    const all = await search('location=cabo%20negro&limit=100');
    const roomy = all.body.filter((property) => property.maxGuests >= 4);
    expect(roomy.length).toBeLessThan(all.body.length);
    expect(result.body.map((p) => p.id)).toEqual(roomy.map((p) => p.id));
    expect((await search('location=no-such-place')).body).toEqual([]);
  });

  it('merges several matching locations in sort order, page by page', async () => {
    const all = (await search('location=MOROCCO&sort=price_low&limit=100')).body;
    expect(new Set(all.map((p) => p.location)).size).toBeGreaterThan(1);
    expect(all.every((p) => p.location.toLowerCase().includes('morocco'))).toBe(true);
    const prices = all.map((p) => p.pricePerNight);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const everywhere = (await search('limit=100')).body.filter((p) => /morocco/i.test(p.location));
    expect(all.map((p) => p.id).sort()).toEqual(everywhere.map((p) => p.id).sort());
    const page = await search('location=morocco&sort=price_low&limit=3&offset=3');
    expect(page.body.map((p) => p.id)).toEqual(all.slice(3, 6).map((p) => p.id));
    expect(page.headers.get('x-has-more')).toBe(String(all.length > 6));
  });

  it('applies filter ids with the spec rules (types are alternatives, amenities all required)', async () => {
    const result = await search('filters=entire_homes,wifi,pool&limit=100');
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
    for (const property of result.body) {
      expect(['apartment', 'house', 'entire_place', 'entire_home']).toContain(property.propertyType);
      expect(property.amenities.some((a) => /wifi|wi-fi|internet/i.test(a))).toBe(true);
      expect(property.amenities.some((a) => /pool/i.test(a))).toBe(true);
    }
    const everything = await search('limit=100');
    const expected = everything.body.filter(
      (p) =>
        ['apartment', 'house', 'entire_place', 'entire_home'].includes(p.propertyType) &&
        p.amenities.some((a) => /wifi|wi-fi|internet/i.test(a)) &&
        p.amenities.some((a) => /pool/i.test(a)),
    );
    expect(result.body.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const repeated = await search('filters=entire_homes&filters=wifi&filters=pool&limit=100');
    expect(repeated.body.map((p) => p.id)).toEqual(result.body.map((p) => p.id));
    expect((await search('filters=wifi,teleporter')).status).toBe(400);
  });

  it('instantBook=true answers only the stays that take Instant Book; every answer says which', async () => {
    const all = await search('limit=100');
    const instant = await search('instantBook=true&limit=100');
    expect(instant.status).toBe(200);
    expect(instant.body.length).toBeGreaterThan(0);
    expect(instant.body.every((property) => property.instantBook === true)).toBe(true);
    expect(all.body.some((property) => property.instantBook === false)).toBe(true);
    expect(instant.body.map((property) => property.id).sort()).toEqual(
      all.body
        .filter((property) => property.instantBook)
        .map((property) => property.id)
        .sort(),
    );
  });

  it('a property form sets Instant Book and the bedrooms through REST', async () => {
    const created = await call<PropertyJson>('POST', '/api/properties', 'admin', {
      ...listing({ title: 'Instant Admin Listing' }),
      hostId,
      instantBook: 'true',
      bedrooms: 3,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ instantBook: true, bedrooms: 3 }));
    const edited = await call<PropertyJson>('PUT', `/api/properties/${created.body.id}`, 'admin', {
      instantBook: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.instantBook).toBe(false);
    expect(edited.body.bedrooms).toBe(3);
  });

  it('sorts by price both ways and by rating', async () => {
    const low = (await search('sort=price_low&limit=100')).body.map((p) => p.pricePerNight);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await search('sort=price_high&limit=100')).body.map((p) => p.pricePerNight);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const rated = (await search('sort=rating&limit=100')).body.map((p) => p.rating ?? -1);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const newest = (await search('limit=100')).body.map((p) => Date.parse(p.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect((await search('sort=cheapest')).status).toBe(400);
  });

  it('pages with limit and offset, saying whether more follow', async () => {
    const all = (await search('sort=price_low&limit=100')).body;
    expect(all.length).toBeGreaterThan(10);
    const first = await search('sort=price_low&limit=5');
    expect(first.headers.get('x-has-more')).toBe('true');
    expect(first.headers.get('x-next-offset')).toBe('5');
    const second = await search('sort=price_low&limit=5&offset=5');
    expect([...first.body, ...second.body].map((p) => p.id)).toEqual(all.slice(0, 10).map((p) => p.id));
    const last = await search(`sort=price_low&limit=5&offset=${all.length - 2}`);
    expect(last.body).toHaveLength(2);
    expect(last.headers.get('x-has-more')).toBe('false');
    expect((await search('limit=0')).status).toBe(400);
    expect((await search('offset=-1')).status).toBe(400);
    expect((await search('guests=17')).status).toBe(400);
    expect((await search('guests=two')).status).toBe(400);
  });

  it('through GraphQL: a page with hasMore and the total', async () => {
    const result = await graphql<{ searchProperties: { items: unknown[]; hasMore: boolean; total: number } }>(
      'query S($l: String) { searchProperties(location: $l, limit: 2) { items { id } hasMore nextOffset total } }',
      { l: 'morocco' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.searchProperties.items).toHaveLength(2);
    expect(result.data!.searchProperties.total).toBeGreaterThan(2);
    expect(result.data!.searchProperties.hasMore).toBe(true);
  });

  it('leaves out a property with an approved booking overlapping the dates (created through the API)', async () => {
    const property = await createAs('admin', {
      title: 'Booked Villa Zzq',
      location: 'Belyounech Bay Zzq',
      maxGuests: 4,
      hostId: otherHostId,
    });
    const dates = (checkIn: string, checkOut: string) =>
      search(`location=zzq&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    expect((await dates('2027-03-01', '2027-03-05')).body.map((p) => p.id)).toEqual([property.id]);

    const booking = await call<{ id: string }>('POST', '/api/bookings', 'visitor', {
      propertyId: property.id,
      checkInDate: '2027-03-02',
      checkOutDate: '2027-03-04',
      guests: 2,
      message: 'Hello',
    });
    expect(booking.status).toBe(201);
    // Pending bookings do not block the dates.
    expect((await dates('2027-03-01', '2027-03-05')).body).toHaveLength(1);
    const decided = await call('PUT', `/api/bookings/${booking.body.id}/status`, 'staff', {
      status: 'approved',
    });
    expect(decided.status).toBe(200);

    expect((await dates('2027-03-01', '2027-03-05')).body).toHaveLength(0);
    expect((await dates('2027-03-03', '2027-03-10')).body).toHaveLength(0);
    // Back to back is not an overlap: [checkIn, checkOut).
    expect((await dates('2027-03-04', '2027-03-06')).body).toHaveLength(1);
    expect((await dates('2027-02-25', '2027-03-02')).body).toHaveLength(1);
    expect((await dates('2027-03-05', '2027-03-01')).status).toBe(400);
  });
});

describe('images (POST /api/upload-image, GET /images/:id)', () => {
  it('stores a real PNG and serves it back from the product URL with caching headers', async () => {
    const png = tinyPng();
    const uploaded = await upload('host', png, 'photo.png', 'image/png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/images\/[0-9a-f]{24}$/);
    const response = await fetch(`${running().url}${uploaded.body.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('judges by content: a text file named .jpg and an SVG are refused with {error}', async () => {
    const renamed = await upload('host', Buffer.from('not an image'), 'photo.jpg', 'image/jpeg');
    expect(renamed.status).toBe(415);
    expect(renamed.body.error).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload('admin', svg, 'cover.svg', 'image/svg+xml');
    expect(refused.status).toBe(415);
    expect(refused.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it('refuses a file over 5 MB with 413, a missing field with 400', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload('host', big, 'big.png', 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe('Image must be at most 5 MB');
    const wrongField = await upload('host', tinyPng(), 'photo.png', 'image/png', 'file');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toEqual(expect.any(String));
  });

  it('lets hosts and admins upload, nobody else', async () => {
    expect((await upload('anonymous', tinyPng(), 'a.png', 'image/png')).status).toBe(401);
    expect((await upload('visitor', tinyPng(), 'a.png', 'image/png')).status).toBe(403);
    expect((await upload('staff', tinyPng(), 'a.png', 'image/png')).status).toBe(403);
  });

  it('GraphQL uploadImage takes a multipart file (with the preflight header) and stores it the same way', async () => {
    const graphqlUpload = async (data: Buffer, type: string, headers: Record<string, string>) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation Up($image: Upload!) { uploadImage(image: $image) { url } }',
          variables: { image: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      form.append('0', new Blob([new Uint8Array(data)], { type }), 'file');
      const response = await fetch(`${running().url}/graphql`, { method: 'POST', headers, body: form });
      return {
        status: response.status,
        body: (await response.json()) as {
          data?: { uploadImage: { url: string } };
          errors?: Array<{ extensions?: { code?: string } }>;
        },
      };
    };
    const png = tinyPng();
    const stored = await graphqlUpload(png, 'image/png', {
      cookie: cookies.host,
      'apollo-require-preflight': 'true',
    });
    expect(stored.status).toBe(200);
    const url = stored.body.data!.uploadImage.url;
    expect(url).toMatch(/^\/images\/[0-9a-f]{24}$/);
    const served = await fetch(`${running().url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const svg = await graphqlUpload(Buffer.from('<svg/>'), 'image/svg+xml', {
      cookie: cookies.host,
      'apollo-require-preflight': 'true',
    });
    expect(svg.status).toBe(415);
    // A cross-site form cannot set the preflight header: refused before anything is stored.
    expect((await graphqlUpload(png, 'image/png', { cookie: cookies.host })).status).toBe(400);
    expect(
      (await graphqlUpload(png, 'image/png', { cookie: cookies.visitor, 'apollo-require-preflight': 'true' }))
        .status,
    ).toBe(403);
    // A JSON call naming a stored image it did not upload is refused.
    const forged = await graphql<unknown>(
      'mutation Up($image: Upload!) { uploadImage(image: $image) { url } }',
      { image: url },
      'otherHost',
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('deleting a property deletes its images', async () => {
    const { body } = await upload('host', tinyPng(), 'cover.png', 'image/png');
    const property = await createAs('host', { title: 'With a Photo', images: JSON.stringify([body.url]) });
    expect(property.images).toEqual([body.url]);
    expect((await fetch(`${running().url}${body.url}`)).status).toBe(200);
    expect((await call('DELETE', `/api/properties/${property.id}`, 'host')).status).toBe(200);
    expect((await fetch(`${running().url}${body.url}`)).status).toBe(404);
  });

  it('removes uploads that no property shows, keeping attached and seeded images', async () => {
    const attached = await upload('host', tinyPng(), 'kept.png', 'image/png');
    const orphan = await upload('host', tinyPng(), 'orphan.png', 'image/png');
    await createAs('host', { title: 'Keeps its photo', images: [attached.body.url] });
    const seeded = (await call<PropertyJson[]>('GET', '/api/properties?status=approved')).body.find(
      (property) => property.images.length > 0,
    )!.images[0];
    const sweep = await fetch(`${running().subgraphs.properties.url}/internal/images/sweep`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': running().internalToken },
      body: JSON.stringify({ olderThanMs: 0 }),
    });
    expect(sweep.status).toBe(200);
    expect(((await sweep.json()) as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${running().url}${orphan.body.url}`)).status).toBe(404);
    expect((await fetch(`${running().url}${attached.body.url}`)).status).toBe(200);
    expect((await fetch(`${running().url}${seeded}`)).status).toBe(200);
  });

  it('limits uploads per account (60 per 10 minutes) with 429 {error}', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61 && !statuses.includes(429); i++)
      statuses.push((await upload('admin', Buffer.from('x'), 'x.txt', 'text/plain')).status);
    // The admin uploaded once before (the SVG); every attempt counts, refused ones too.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 415).length).toBe(59);
    const refused = await upload('admin', tinyPng(), 'a.png', 'image/png');
    expect(refused).toEqual({ status: 429, body: expect.objectContaining({ error: expect.any(String) }) });
    // Another account keeps its own budget.
    expect((await upload('host', tinyPng(), 'b.png', 'image/png')).status).toBe(201);
  });
});
