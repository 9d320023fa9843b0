import { PROPERTY_TYPE_CATEGORIES } from '@stays/contracts';
import { running, type PropertyJson, call } from './world';

export function describePublicReads() {
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
        expect(PROPERTY_TYPE_CATEGORIES.entire_homes).toContain(property.propertyType);
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
}
