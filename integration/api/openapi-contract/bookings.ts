import { type BookingJson, futureStay } from '../../fixtures/client';
import { documented, cast } from './harness';

/** The bookings calls of the contract test, each checked against the document. */
export async function bookingsCalls() {
  const { host, admin, staff, student, property } = cast;
  const stay = futureStay(7);
  await documented('get', '/bookings/quote', {
    query: `propertyId=${property.id}&checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&guests=1`,
  });
  await documented('get', '/bookings/quote', {
    query: `propertyId=${property.id}&checkIn=${stay.checkOutDate}&checkOut=${stay.checkInDate}`,
  });
  const created = await documented<BookingJson>('post', '/bookings', {
    as: student,
    body: { propertyId: property.id, guests: 1, message: 'Arriving late', ...stay },
  });
  expect(created.status).toBe(201);
  await documented('post', '/bookings', {
    as: student,
    body: { propertyId: property.id, guests: 1, ...stay, totalPrice: '1' },
  });
  await documented('post', '/bookings', {
    as: host,
    body: { propertyId: property.id, guests: 1, ...stay },
  });
  await documented('post', '/bookings', { body: { propertyId: property.id, guests: 1, ...stay } });
  await documented('get', '/bookings/mine', { as: student });
  await documented('get', '/bookings', { as: admin });
  await documented('get', '/bookings', { as: host });
  await documented('get', '/bookings/host/{hostId}', { as: host, params: { hostId: host.id } });
  await documented('get', '/bookings/host/{hostId}', { as: student, params: { hostId: host.id } });
  await documented('get', '/dashboard/pending-bookings', { as: staff });
  const rival = await documented<BookingJson>('post', '/bookings', {
    as: cast.admin,
    body: { propertyId: property.id, guests: 1, ...stay },
  });
  await documented('put', '/bookings/{id}/status', {
    as: host,
    params: { id: created.json.id },
    body: { status: 'approved' },
  });
  await documented('put', '/bookings/{id}/status', {
    as: host,
    params: { id: rival.json.id },
    body: { status: 'approved' },
  });
  await documented('put', '/bookings/{id}/status', {
    as: student,
    params: { id: rival.json.id },
    body: { status: 'rejected' },
  });
  await documented('get', '/properties/{id}/availability', { params: { id: property.id } });
  const approved = { params: { id: created.json.id } };
  await documented('get', '/bookings/{id}/refund', { as: student, ...approved });
  await documented('get', '/bookings/{id}/refund', { as: host, ...approved });
  await documented('post', '/bookings/{id}/cancel', { as: host, ...approved });
  await documented('post', '/bookings/{id}/cancel', { as: student, ...approved });
  await documented('post', '/bookings/{id}/cancel', { as: student, ...approved });
  const review = { bookingId: created.json.id, rating: 5, comment: 'A lovely stay by the sea.' };
  await documented('post', '/reviews', { as: student, body: review });
  await documented('post', '/reviews', { as: student, body: { ...review, rating: 9 } });
}
