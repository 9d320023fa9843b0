// A stay after its request (issue 13): the refund quote and the cancellation (by the guest, by staff, refused
// for anyone else), the refund stored and the nights freed at once; the public availability read; reviews by
// the stay's guest only, once, after an approved stay has ended.
import { type Account, type BookingJson, dayFromNow, futureStay, stackWithCast } from '../fixtures/client';
import { ObjectId, databaseForFile } from '../fixtures/database';

const { stack, cast, call, signIn } = stackWithCast();
const database = databaseForFile(stack);

interface Refund {
  policy: string;
  refundPercent: number;
  refundAmount: number;
  total: number;
  serviceFee: number;
  cancellable: boolean;
}
type Cancelled = BookingJson & {
  cancellation: { refundPercent: number; refundAmount: number; policy: string; cancelledBy: string } | null;
};

async function request(guest: Account, stay: { checkInDate: string; checkOutDate: string }) {
  const answer = await call<BookingJson>(
    'POST',
    '/api/bookings',
    { propertyId: cast.property.id, guests: 1, ...stay },
    { cookie: guest.cookie },
  );
  expect(answer.status).toBe(201);
  return answer.json;
}

async function approve(id: string) {
  const answer = await call<BookingJson>(
    'PUT',
    `/api/bookings/${id}/status`,
    { status: 'approved' },
    { cookie: cast.host.cookie },
  );
  expect(answer.status).toBe(200);
}

/** A stay written straight into the database: the API never takes dates in the past. */
async function storedStay(guestId: string, checkInDate: string, checkOutDate: string, status = 'approved') {
  const { insertedId } = await (await database()).collection('bookings').insertOne({
    propertyId: new ObjectId(cast.property.id),
    guestId: new ObjectId(guestId),
    hostId: new ObjectId(cast.host.id),
    checkInDate,
    checkOutDate,
    guests: 1,
    totalPrice: '342',
    status,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return String(insertedId);
}

const taken = async () =>
  (
    await call<Array<{ start: string; end: string }>>(
      'GET',
      `/api/properties/${cast.property.id}/availability`,
    )
  ).json;

describe('cancellation with a computed refund', () => {
  it('lets the guest cancel: the refund quoted is stored, the host is told and the nights are free at once', async () => {
    const stay = futureStay(1, 2);
    const booking = await request(cast.student, stay);
    await approve(booking.id);
    expect(await taken()).toContainEqual({ start: stay.checkInDate, end: stay.checkOutDate });

    const quote = await call<Refund>('GET', `/api/bookings/${booking.id}/refund`, undefined, {
      cookie: cast.student.cookie,
    });
    expect(quote.status).toBe(200);
    // Far ahead under the default (moderate) policy: the nights back in full, the 14% fee kept.
    expect(quote.json).toMatchObject({ policy: 'moderate', refundPercent: 100, cancellable: true });
    expect(quote.json.refundAmount).toBe(quote.json.total - quote.json.serviceFee);

    const cancelled = await call<Cancelled>('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
      cookie: cast.student.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    expect(cancelled.json.cancellation).toMatchObject({
      refundPercent: 100,
      refundAmount: quote.json.refundAmount,
      policy: 'moderate',
      cancelledBy: cast.student.id,
    });
    const stored = await (await database()).collection('bookings').findOne({ _id: new ObjectId(booking.id) });
    expect(stored).toMatchObject({ status: 'cancelled', refundAmount: quote.json.refundAmount });
    expect(await taken()).not.toContainEqual({ start: stay.checkInDate, end: stay.checkOutDate });

    const told = await call<Array<{ title: string; relatedEntityId: string }>>(
      'GET',
      '/api/dashboard/notifications',
      undefined,
      { cookie: cast.host.cookie },
    );
    expect(told.json).toContainEqual(
      expect.objectContaining({ title: 'Booking cancelled', relatedEntityId: booking.id }),
    );

    // The refund shows in the host's analytics and in the staff's earnings report.
    const analytics = await call<{ cancelledBookings: number; refundedTotal: number }>(
      'GET',
      '/api/host/analytics',
      undefined,
      { cookie: cast.host.cookie },
    );
    expect(analytics.json.cancelledBookings).toBeGreaterThanOrEqual(1);
    expect(analytics.json.refundedTotal).toBeGreaterThanOrEqual(quote.json.refundAmount);
    const report = await call<{ data: { refunded: number } }>(
      'POST',
      '/api/dashboard/reports',
      { type: 'earnings', title: 'Earnings', description: 'Last 30 days', dateRange: 'Last 30 days' },
      { cookie: cast.staff.cookie },
    );
    expect(report.status).toBe(201);
    expect(report.json.data.refunded).toBeGreaterThanOrEqual(quote.json.refundAmount);

    // The freed nights take a new request, and it can be approved.
    const again = await request(cast.staff, stay);
    await approve(again.id);
    const twice = await call('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
      cookie: cast.student.cookie,
    });
    expect(twice.status).toBe(409);
  });

  it('lets staff and admins cancel for the guest, and refuses the host, other guests and the signed out', async () => {
    const booking = await request(cast.student, futureStay(2, 2));
    const other = await signIn({ username: 'jake.morrison@stays.test', password: 'demo123' });
    const host = await call('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
      cookie: cast.host.cookie,
    });
    expect(host.status).toBe(403);
    const stranger = await call('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
      cookie: other.cookie,
    });
    expect(stranger.status).toBe(404);
    expect((await call('POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(401);
    expect(
      (await call('GET', `/api/bookings/${booking.id}/refund`, undefined, { cookie: cast.host.cookie }))
        .status,
    ).toBe(403);

    // A pending request was never charged: it is withdrawn and nothing is refunded (issue 30 #8).
    const pendingQuote = await call<Refund & { charged: boolean }>(
      'GET',
      `/api/bookings/${booking.id}/refund`,
      undefined,
      { cookie: cast.student.cookie },
    );
    expect(pendingQuote.json).toMatchObject({ charged: false, refundPercent: 0, refundAmount: 0 });
    const byStaff = await call<Cancelled>('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
      cookie: cast.staff.cookie,
    });
    expect(byStaff.status).toBe(200);
    expect(byStaff.json.cancellation).toMatchObject({
      refundPercent: 0,
      refundAmount: 0,
      cancelledBy: cast.staff.id,
    });
  });

  it("applies the property's policy to the time left: half of the nights 3 days ahead under moderate", async () => {
    const id = await storedStay(cast.student.id, dayFromNow(3), dayFromNow(5));
    const quote = await call<Refund>('GET', `/api/bookings/${id}/refund`, undefined, {
      cookie: cast.student.cookie,
    });
    expect(quote.json).toMatchObject({ refundPercent: 50, refundAmount: 150, serviceFee: 42 });
    const byAdmin = await call<Cancelled>('POST', `/api/bookings/${id}/cancel`, undefined, {
      cookie: cast.admin.cookie,
    });
    expect(byAdmin.json.cancellation).toMatchObject({ refundPercent: 50, refundAmount: 150 });

    // The host switches to strict: 3 days ahead refunds nothing.
    const strict = await call(
      'PUT',
      `/api/properties/${cast.property.id}`,
      { cancellationPolicy: 'strict' },
      {
        cookie: cast.host.cookie,
      },
    );
    expect(strict.status).toBe(200);
    const later = await storedStay(cast.student.id, dayFromNow(3), dayFromNow(4));
    const none = await call<Refund>('GET', `/api/bookings/${later}/refund`, undefined, {
      cookie: cast.student.cookie,
    });
    expect(none.json).toMatchObject({ policy: 'strict', refundPercent: 0, refundAmount: 0 });
    await call(
      'PUT',
      `/api/properties/${cast.property.id}`,
      { cancellationPolicy: 'moderate' },
      {
        cookie: cast.host.cookie,
      },
    );
  });

  it('refuses to cancel a stay that has ended', async () => {
    const id = await storedStay(cast.student.id, dayFromNow(-4), dayFromNow(-1));
    const answer = await call<{ message: string }>('POST', `/api/bookings/${id}/cancel`, undefined, {
      cookie: cast.student.cookie,
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('This stay has already ended');
  });
});

describe('availability', () => {
  it('answers merged date ranges only, to anyone', async () => {
    const answer = await call<Array<Record<string, string>>>(
      'GET',
      `/api/properties/${cast.property.id}/availability`,
    );
    expect(answer.status).toBe(200);
    for (const range of answer.json) {
      expect(Object.keys(range).sort()).toEqual(['end', 'start']);
      expect(range.start < range.end).toBe(true);
    }
    const unknown = await call('GET', '/api/properties/665f1c2e9b1e8a0012345678/availability');
    expect(unknown.json).toEqual([]);
  });
});

describe('reviews', () => {
  const comment = 'Bright rooms, a quiet street and a very helpful host.';

  it('takes one review from the guest of an ended approved stay and makes the rating the average', async () => {
    const id = await storedStay(cast.student.id, dayFromNow(-6), dayFromNow(-3));
    const invalid = await call<{ errors: Record<string, string> }>(
      'POST',
      '/api/reviews',
      { bookingId: id, rating: 6, comment: 'short' },
      { cookie: cast.student.cookie },
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(['comment', 'rating']);

    const stranger = await call(
      'POST',
      '/api/reviews',
      { bookingId: id, rating: 4, comment },
      {
        cookie: cast.staff.cookie,
      },
    );
    expect(stranger.status).toBe(403);

    const written = await call<{ id: string; rating: number; bookingId: string }>(
      'POST',
      '/api/reviews',
      { bookingId: id, rating: 4, comment: `  ${comment}  ` },
      { cookie: cast.student.cookie },
    );
    expect(written.status).toBe(201);
    expect(written.json).toMatchObject({ rating: 4, bookingId: id, comment });

    const page = await call<{ rating: number; reviews?: Array<{ id: string; rating: number }> }>(
      'GET',
      `/api/properties/${cast.property.id}`,
    );
    const reviews = await call<Array<{ id: string; rating: number }>>(
      'GET',
      `/api/properties/${cast.property.id}/reviews`,
    );
    expect(reviews.json.map((review) => review.id)).toContain(written.json.id);
    const average = reviews.json.reduce((sum, review) => sum + review.rating, 0) / reviews.json.length;
    expect(page.json.rating).toBeCloseTo(average, 2);

    const twice = await call(
      'POST',
      '/api/reviews',
      { bookingId: id, rating: 5, comment },
      {
        cookie: cast.student.cookie,
      },
    );
    expect(twice.status).toBe(409);
  });

  it('refuses a stay not yet over, and one that was not approved', async () => {
    const upcoming = await storedStay(cast.student.id, dayFromNow(10), dayFromNow(12));
    const pendingPast = await storedStay(cast.student.id, dayFromNow(-9), dayFromNow(-7), 'pending');
    for (const bookingId of [upcoming, pendingPast]) {
      const answer = await call(
        'POST',
        '/api/reviews',
        { bookingId, rating: 5, comment },
        {
          cookie: cast.student.cookie,
        },
      );
      expect(answer.status).toBe(409);
    }
    expect((await call('POST', '/api/reviews', { bookingId: upcoming, rating: 5, comment })).status).toBe(
      401,
    );
  });
});
