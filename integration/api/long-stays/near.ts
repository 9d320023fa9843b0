import { call, day, listed, search } from './world';

export function describeNear() {
  describe('near a place (near, radiusKm), computed in the database', () => {
    // Due north of the Academic Building (texas-am: 30.6157, -96.3405): 0.009 degrees of latitude is about 1 km.
    const north = (km: number) => ({ latitude: 30.6157 + km / 111.195, longitude: -96.3405 });
    // Distances are measured from the point the public is shown, the listing's approximate one (120 to 350 m from
    // the true point, issue 44), as the answer gives it; MongoDB's Earth radius.
    const kmFromCampus = (listing: { latitude?: number | null; longitude?: number | null }) => {
      const radians = (degrees: number) => (degrees * Math.PI) / 180;
      const dLat = radians(listing.latitude! - 30.6157);
      const dLng = radians(listing.longitude! + 96.3405);
      const h =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(radians(30.6157)) * Math.cos(radians(listing.latitude!)) * Math.sin(dLng / 2) ** 2;
      return 2 * 6378.1 * Math.asin(Math.sqrt(h));
    };

    it('keeps a listing 1.5 km away and leaves out one 3 km away, nearest first, each with distanceKm', async () => {
      const town = 'Nearville Test, TX';
      // 0.7 and 1.5 km: far enough apart that their approximate points keep the order.
      const atOne = await listed({ title: 'One Km North', location: town, ...north(0.7) });
      const atOneAndHalf = await listed({ title: 'One and a Half Km North', location: town, ...north(1.5) });
      const atThree = await listed({ title: 'Three Km North', location: town, ...north(3) });
      await listed({ title: 'Far Away', location: town });
      const found = await search(`location=${encodeURIComponent(town)}&near=texas-am&radiusKm=2`);
      expect(found.status).toBe(200);
      expect(found.json.map((listing) => listing.id)).toEqual([atOne.id, atOneAndHalf.id]);
      for (const listing of found.json) expect(listing.distanceKm).toBeCloseTo(kmFromCampus(listing), 1);
      expect(found.json.every((listing) => listing.latitude !== north(0.7).latitude)).toBe(true);
      const wider = await search(
        `location=${encodeURIComponent(town)}&near=texas-am&radiusKm=5&sort=price_high`,
      );
      expect(wider.json.map((listing) => listing.id)).toEqual([atOne.id, atOneAndHalf.id, atThree.id]);
      expect(wider.json[2].distanceKm).toBeCloseTo(kmFromCampus(wider.json[2]), 1);
      // The graph counts the same listings as the page holds.
      const graph = await call<{
        data: { searchProperties: { total: number; items: Array<{ distanceKm: number }> } };
      }>('POST', '/graphql', {
        query:
          'query ($l: String) { searchProperties(location: $l, near: "texas-am", radiusKm: 2) { total items { distanceKm } } }',
        variables: { l: town },
      });
      expect(graph.json.data.searchProperties).toEqual({
        total: 2,
        items: found.json.map((listing) => ({ distanceKm: listing.distanceKm })),
      });
      // Without near there is no distance.
      const plain = await search(`location=${encodeURIComponent(town)}`);
      expect(plain.json.every((listing) => listing.distanceKm === null)).toBe(true);
    });

    it('with a Months span: the quote and the distance on the same result', async () => {
      const town = 'Nearmonth Test, TX';
      const room = await listed({
        title: 'Room Near Campus',
        location: town,
        pricePerMonth: 700,
        ...north(0.5),
      });
      const moveIn = day(500);
      const found = await search(
        `location=${encodeURIComponent(town)}&near=texas-am&radiusKm=1&moveIn=${moveIn}&months=4`,
      );
      expect(found.json).toHaveLength(1);
      expect(found.json[0]).toEqual(
        expect.objectContaining({
          id: room.id,
          distanceKm: expect.closeTo(kmFromCampus(found.json[0]), 1),
          quote: expect.objectContaining({ months: 4 }),
        }),
      );
    });

    it('refuses an unknown place, a radius outside its bounds and a radius without a place', async () => {
      expect((await search('near=atlantis')).json.message).toBe(
        'Unknown place: atlantis (GET /api/places lists them)',
      );
      expect((await search('near=texas-am&radiusKm=0')).json.message).toBe(
        'radiusKm must be above 0 and at most 100',
      );
      expect((await search('near=texas-am&radiusKm=500')).status).toBe(400);
      expect((await search('radiusKm=5')).json.message).toBe('radiusKm needs near (a place id)');
    });
  });
}
