import { PLACES } from '@stays/contracts';
import { type PropertyJson, call, createAs, graphql, listing } from './world';

type Located = PropertyJson & { latitude: number | null; longitude: number | null };

/** Coordinates on a listing (issue 43 #4, issue 44 #1) and the places gazetteer, through REST and the graph. */
export function describeCoordinates() {
  describe('coordinates and places', () => {
    it('a listing takes latitude and longitude on create and edit, and every answer carries them', async () => {
      const created = (await createAs('admin', {
        title: 'Pinned Flat in Northgate',
        location: 'College Station, TX',
        latitude: '30.6236',
        longitude: -96.3438,
      })) as Located;
      expect(created).toEqual(expect.objectContaining({ latitude: 30.6236, longitude: -96.3438 }));
      // Exact for the admin; anonymous callers get the approximate point (`approximatePoint`, packages/contracts/src/mapArea.ts).
      const read = await call<Located>('GET', `/api/properties/${created.id}`, 'admin');
      expect(read.body).toEqual(expect.objectContaining({ latitude: 30.6236, longitude: -96.3438 }));
      const moved = await call<Located>('PUT', `/api/properties/${created.id}`, 'admin', {
        latitude: 30.6157,
        longitude: -96.3405,
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toEqual(
        expect.objectContaining({
          latitude: 30.6157,
          longitude: -96.3405,
          title: 'Pinned Flat in Northgate',
        }),
      );
      const graph = await graphql<{ property: { latitude: number; longitude: number } }>(
        'query ($id: ID!) { property(id: $id) { latitude longitude } }',
        { id: created.id },
        'admin',
      );
      expect(graph.data?.property).toEqual({ latitude: 30.6157, longitude: -96.3405 });
      // The pin may move but not go (issue 44: a listing is shown on the map).
      const cleared = await call<{ message: string }>('PUT', `/api/properties/${created.id}`, 'admin', {
        latitude: null,
        longitude: null,
      });
      expect(cleared.status).toBe(400);
      expect(cleared.body.message).toBe('Place the pin of the listing on the map (latitude and longitude)');
    });

    it('a listing is created only with its pin', async () => {
      const unpinned = await call<{ message: string }>(
        'POST',
        '/api/properties',
        'admin',
        listing({ title: 'Unpinned Flat', latitude: undefined, longitude: undefined }),
      );
      expect(unpinned.status).toBe(400);
      expect(unpinned.body.message).toBe('Place the pin of the listing on the map (latitude and longitude)');
    });

    it('refuses coordinates out of range or given alone, naming the field, and stores nothing', async () => {
      const refused = await call<{ message: string; errors: Record<string, string> }>(
        'POST',
        '/api/properties',
        'admin',
        listing({ title: 'Off the Map', latitude: 123, longitude: 5 }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'Latitude must be a number from -90 to 90',
        errors: { latitude: 'Latitude must be a number from -90 to 90' },
      });
      const alone = await call<{ errors: Record<string, string> }>(
        'POST',
        '/api/properties',
        'admin',
        listing({ title: 'Half a Pin', latitude: undefined, longitude: 5 }),
      );
      expect(alone.status).toBe(400);
      expect(alone.body.errors).toEqual({ latitude: 'Give both latitude and longitude, or neither' });
      const all = await call<PropertyJson[]>('GET', '/api/properties', 'admin');
      expect(all.body.map((property) => property.title)).not.toContain('Off the Map');
      expect(all.body.map((property) => property.title)).not.toContain('Half a Pin');
    });

    it('GET /api/places answers the gazetteer with names in three languages', async () => {
      const places = await call<typeof PLACES>('GET', '/api/places');
      expect(places.status).toBe(200);
      expect(places.body.map((place) => place.id)).toEqual(
        expect.arrayContaining([
          'texas-am',
          'kyle-field',
          'northgate',
          'uae-tetouan',
          'uae-martil',
          'martil-beach',
          'cabo-negro-beach',
          'tetouan-marina',
        ]),
      );
      const campus = places.body.find((place) => place.id === 'texas-am')!;
      expect(campus).toEqual({
        id: 'texas-am',
        name: { en: 'Texas A&M', fr: 'Texas A&M', ar: expect.stringMatching(/\p{Script=Arabic}/u) },
        kind: 'campus',
        latitude: expect.closeTo(30.616, 2),
        longitude: expect.closeTo(-96.34, 2),
      });
    });
  });
}
