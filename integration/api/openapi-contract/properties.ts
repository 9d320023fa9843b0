import { futureStay } from '../../fixtures/client';
import { tinyPng } from '../../fixtures/images';
import { documented, uploadImage, cast } from './harness';

/** The properties and images calls of the contract test, each checked against the document. */
export async function propertiesCalls() {
  const { host, admin, staff, student, property } = cast;
  await documented('get', '/properties', { query: 'status=approved' });
  await documented('get', '/properties', { query: 'status=approved&limit=2&offset=1' });
  await documented('get', '/properties/featured', { query: 'filters=wifi&limit=4' });
  await documented('get', '/properties/featured', { query: 'limit=zero' });
  const page = await documented('get', '/properties/search', {
    query: `location=a&guests=2&checkIn=${futureStay(1).checkInDate}&checkOut=${futureStay(1).checkOutDate}&sort=price_low&limit=3`,
  });
  expect(page.headers.get('x-has-more')).toMatch(/^(true|false)$/);
  await documented('get', '/properties/search', { query: 'checkIn=2026-02-30' });
  await documented('get', '/properties/search', {
    query: `moveIn=${futureStay(2).checkInDate}&months=4&limit=3`,
  });
  await documented('get', '/properties/search', { query: 'moveIn=2027-08-20&months=13' });
  await documented('get', '/properties/search', {
    query: 'location=Tamuda%20Bay&filters=pool&minPrice=50&maxPrice=300&sort=price_low',
  });
  await documented('get', '/properties/search', { query: 'minPrice=300&maxPrice=50' });
  await documented('get', '/properties/search', { query: 'saved=true' });
  await documented('get', '/places');
  await documented('get', '/destinations', { query: 'q=tam' });
  await documented('get', '/destinations', { query: `q=${'x'.repeat(201)}` });
  await documented('get', '/favorites', { as: student });
  await documented('get', '/favorites');
  await documented('put', '/favorites/{propertyId}', { as: student, params: { propertyId: property.id } });
  await documented('put', '/favorites/{propertyId}', { as: student, params: { propertyId: 'nope' } });
  await documented('put', '/favorites/{propertyId}', {
    as: student,
    params: { propertyId: '665f1c2e9b1e8a0012345678' },
  });
  await documented('get', '/properties/search', { query: 'saved=true', as: student });
  await documented('delete', '/favorites/{propertyId}', {
    as: student,
    params: { propertyId: property.id },
  });
  await documented('delete', '/favorites/{propertyId}', { as: student, params: { propertyId: 'nope' } });
  await documented('get', '/properties/{id}', { params: { id: property.id } });
  await documented('get', '/properties/{id}', { params: { id: '665f1c2e9b1e8a0012345678' } });
  await documented('get', '/properties/{id}/reviews', { params: { id: property.id } });
  await documented('get', '/properties/host/{hostId}', { params: { hostId: host.id }, as: host });

  const image = await uploadImage(host, tinyPng(), 'image/png');
  expect(image.status).toBe(201);
  await uploadImage(host, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  await uploadImage(host, Buffer.from('plain words, not a picture'), 'image/jpeg');

  const input = {
    title: 'Contract test loft',
    description: 'A bright loft used by the OpenAPI contract test.',
    location: 'Martil, Tamuda Bay',
    propertyType: 'apartment',
    pricePerNight: '95',
    maxGuests: 3,
    bedrooms: 1,
    bathrooms: 1,
    amenities: ['wifi'],
    images: [(image.json as { url: string }).url],
    latitude: 35.6215,
    longitude: '-5.2735',
  };
  const created = await documented<{ id: string }>('post', '/properties', { as: host, body: input });
  expect(created.status).toBe(201);
  await documented('post', '/properties', { as: host, body: { ...input, maxGuests: 40 } });
  await documented('post', '/properties', { as: host, body: { ...input, latitude: 95 } });
  await documented('post', '/properties', { as: student, body: input });
  const id = created.json.id;
  await documented('put', '/properties/{id}', {
    as: host,
    params: { id },
    body: { ...input, title: 'Contract test loft, renamed' },
  });
  await documented('get', '/dashboard/pending-properties', { as: staff });
  await documented('patch', '/dashboard/properties/{id}/reject', {
    as: staff,
    params: { id },
    body: { reason: 'Add a photo of the kitchen' },
  });
  await documented('patch', '/dashboard/properties/{id}/approve', { as: staff, params: { id } });
  await documented('put', '/admin/properties/{id}/status', {
    as: admin,
    params: { id },
    body: { status: 'approved' },
  });
  await documented('put', '/admin/properties/{id}/featured', {
    as: admin,
    params: { id },
    body: { featured: true },
  });
  await documented('get', '/admin/properties', { as: admin });
  await documented('get', '/admin/properties', { as: host });
  await documented('delete', '/properties/{id}', { as: student, params: { id } });
  await documented('delete', '/properties/{id}', { as: host, params: { id } });
  await documented('delete', '/properties/{id}', { as: host, params: { id } });
}
