import { PROPERTY_TYPE_CATEGORIES } from '@stays/contracts';
import { type PropertyJson, hostId, otherHostId, type Who, call, graphql, listing, createAs } from './world';

export function describeSearch() {
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
        expect(PROPERTY_TYPE_CATEGORIES.entire_homes).toContain(property.propertyType);
        expect(property.amenities.some((a) => /wifi|wi-fi|internet/i.test(a))).toBe(true);
        expect(property.amenities.some((a) => /pool/i.test(a))).toBe(true);
      }
      const everything = await search('limit=100');
      const expected = everything.body.filter(
        (p) =>
          PROPERTY_TYPE_CATEGORIES.entire_homes.includes(p.propertyType) &&
          p.amenities.some((a) => /wifi|wi-fi|internet/i.test(a)) &&
          p.amenities.some((a) => /pool/i.test(a)),
      );
      expect(result.body.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
      // "Entire homes" shows condos, townhouses and studios too (issue 46 #7).
      const homes = (await search('filters=entire_homes&limit=100')).body.map((p) => p.id);
      const wholePlaces = everything.body.filter((p) =>
        ['condo', 'townhouse', 'studio'].includes(p.propertyType),
      );
      expect(wholePlaces.length).toBeGreaterThan(0);
      for (const place of wholePlaces) expect(homes).toContain(place.id);
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
      const result = await graphql<{
        searchProperties: { items: unknown[]; hasMore: boolean; total: number };
      }>(
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
}
