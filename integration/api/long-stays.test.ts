// Students rent by the month (issue 43) through the API as a client sees it: long-stay terms on a listing, the one
// pricing rule answering the quote, the booking and every search result alike, the stay limits refused with the
// limit named, and Months searches. One real stack for the file; the listings are the test's own.
import { dayFromNow, stackWithCast } from '../fixtures/client';

const { cast, call } = stackWithCast();

interface Listing {
  id: string;
  title: string;
  pricePerNight: number;
  pricePerMonth: number | null;
  weeklyDiscountPercent: number | null;
  monthlyDiscountPercent: number | null;
  minNights: number;
  maxNights: number;
  utilitiesIncluded: boolean;
  furnished: boolean;
  quote?: Quote | null;
  distanceKm?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}
interface Quote {
  nights: number;
  months: number;
  extraNights: number;
  subtotal: number;
  discount: number;
  discountKind: string | null;
  serviceFee: number;
  total: number;
  totalPrice: string;
}
type Refusal = { message: string; errors?: Record<string, string> };

/** A far-off day: the seed's stays never reach it, and each test keeps to its own month. */
const day = (offset: number) => dayFromNow(700 + offset);
const TOWN = 'Longstay Testville, TX';

async function listed(fields: Record<string, unknown>): Promise<Listing> {
  const created = await call<Listing>(
    'POST',
    '/api/properties',
    {
      title: 'Test Studio',
      description: 'A studio for the long-stay tests.',
      location: TOWN,
      propertyType: 'studio',
      pricePerNight: 48,
      maxGuests: 2,
      hostId: cast.host.id,
      latitude: 31.5,
      longitude: -99.5,
      ...fields,
    },
    { cookie: cast.admin.cookie },
  );
  expect(created.status).toBe(201);
  return created.json;
}

const quoteOf = (id: string, checkIn: string, checkOut: string) =>
  call<Quote & Refusal>(
    'GET',
    `/api/bookings/quote?propertyId=${id}&checkIn=${checkIn}&checkOut=${checkOut}`,
  );

const search = (query: string) => call<Listing[] & Refusal>('GET', `/api/properties/search?${query}`);

describe('long-stay terms on a listing', () => {
  it('are set on create and edit, and read back through REST; a listing without them reads as before', async () => {
    const studio = await listed({
      title: 'Terms Studio',
      pricePerMonth: '850',
      minNights: 28,
      maxNights: '300',
      utilitiesIncluded: 'true',
      furnished: true,
    });
    expect(studio).toEqual(
      expect.objectContaining({
        pricePerMonth: 850,
        weeklyDiscountPercent: null,
        monthlyDiscountPercent: null,
        minNights: 28,
        maxNights: 300,
        utilitiesIncluded: true,
        furnished: true,
      }),
    );
    const edited = await call<Listing>(
      'PUT',
      `/api/properties/${studio.id}`,
      { pricePerMonth: '', weeklyDiscountPercent: 10, maxNights: '' },
      { cookie: cast.admin.cookie },
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toEqual(
      expect.objectContaining({
        pricePerMonth: null,
        weeklyDiscountPercent: 10,
        minNights: 28,
        maxNights: 365,
      }),
    );
    const plain = await listed({ title: 'Plain Nightly Studio' });
    expect(plain).toEqual(
      expect.objectContaining({
        pricePerMonth: null,
        weeklyDiscountPercent: null,
        monthlyDiscountPercent: null,
        minNights: 1,
        maxNights: 365,
        utilitiesIncluded: false,
        furnished: false,
      }),
    );
  });

  it('refuses a minimum above the maximum, a discount over 90% and a monthly price below zero, by field', async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await call<Refusal>(
        'POST',
        '/api/properties',
        {
          title: 'Refused',
          location: TOWN,
          propertyType: 'studio',
          pricePerNight: 40,
          hostId: cast.host.id,
          description: 'x',
          latitude: 31.5,
          longitude: -99.5,
          ...fields,
        },
        { cookie: cast.admin.cookie },
      );
      expect(answer.status).toBe(400);
      return answer.json;
    };
    expect(await refused({ minNights: 30, maxNights: 20 })).toEqual({
      message: 'The minimum stay cannot be longer than the maximum stay',
      errors: { minNights: 'The minimum stay cannot be longer than the maximum stay' },
    });
    expect((await refused({ weeklyDiscountPercent: 95 })).errors).toEqual({
      weeklyDiscountPercent: 'A discount must be a whole percent from 0 to 90',
    });
    expect((await refused({ pricePerMonth: -5 })).errors).toEqual({
      pricePerMonth: 'Monthly price must be whole dollars from 0 to 100000',
    });
    // An edit that sends one limit is checked against the stored other.
    const limited = await listed({ title: 'Limited Studio', maxNights: 60 });
    const edit = await call<Refusal>(
      'PUT',
      `/api/properties/${limited.id}`,
      { minNights: 90 },
      { cookie: cast.admin.cookie },
    );
    expect(edit.status).toBe(400);
    expect(edit.json.errors).toEqual({
      minNights: 'The minimum stay cannot be longer than the maximum stay',
    });
  });
});

describe('one pricing rule: quote, booking and search agree to the cent', () => {
  it('a monthly-price listing: 4 months from a move-in are 4 x the monthly price, the discount its own line', async () => {
    const studio = await listed({
      title: 'Monthly Studio',
      pricePerNight: 48,
      pricePerMonth: 850,
      minNights: 28,
    });
    const moveIn = day(0);
    const quote = await quoteOf(studio.id, moveIn, addMonthsTo(moveIn, 4));
    expect(quote.status).toBe(200);
    expect(quote.json).toEqual(
      expect.objectContaining({
        months: 4,
        extraNights: 0,
        discountKind: 'monthly_price',
        pricePerMonth: 850,
      }),
    );
    const { nights, subtotal, discount, serviceFee, total } = quote.json;
    expect(subtotal).toBe(nights * 48);
    expect(subtotal - discount).toBe(3400);
    expect(serviceFee).toBe(476); // 14% of 3400
    expect(total).toBe(3876);

    const found = await search(`location=${encodeURIComponent(TOWN)}&moveIn=${moveIn}&months=4&limit=100`);
    expect(found.status).toBe(200);
    const card = found.json.find((listing) => listing.id === studio.id)!;
    expect(card.quote).toEqual(expect.objectContaining({ ...pick(quote.json), checkInDate: moveIn }));

    const booked = await call<{ id: string; totalPrice: string } & Refusal>(
      'POST',
      '/api/bookings',
      {
        propertyId: studio.id,
        checkInDate: moveIn,
        checkOutDate: addMonthsTo(moveIn, 4),
        guests: 1,
        totalPrice: '3876',
      },
      { cookie: cast.student.cookie },
    );
    expect(booked.status).toBe(201);
    expect(booked.json.totalPrice).toBe('3876');

    // The host reads the request's terms as the server priced them: the months and the lines of the quote.
    const hosted = await call<{
      data: { hostBookings: Array<{ id: string; nights: number; totalPrice: string; priceLines: unknown }> };
    }>(
      'POST',
      '/graphql',
      {
        query:
          'query ($h: ID!) { hostBookings(hostId: $h) { id nights totalPrice priceLines { months extraNights subtotal discount discountKind serviceFee } } }',
        variables: { h: cast.host.id },
      },
      { cookie: cast.host.cookie },
    );
    const request = hosted.json.data.hostBookings.find((row) => row.id === booked.json.id);
    expect(request).toEqual({
      id: booked.json.id,
      nights,
      totalPrice: '3876',
      priceLines: {
        months: 4,
        extraNights: 0,
        subtotal,
        discount,
        discountKind: 'monthly_price',
        serviceFee,
      },
    });
  });

  it('a discount-only listing: the weekly discount from 7 nights, the monthly from 28, equal in search and quote', async () => {
    const flat = await listed({
      title: 'Discount Flat',
      pricePerNight: 100,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25,
    });
    const week = await quoteOf(flat.id, day(40), day(47));
    expect(pick(week.json)).toEqual({
      nights: 7,
      months: 0,
      extraNights: 7,
      subtotal: 700,
      discount: 70,
      discountKind: 'weekly',
      serviceFee: 88,
      total: 718,
      totalPrice: '718',
    });
    const month = await quoteOf(flat.id, day(40), day(68));
    expect(pick(month.json)).toEqual(
      expect.objectContaining({
        nights: 28,
        subtotal: 2800,
        discount: 700,
        discountKind: 'monthly',
        total: 2394,
      }),
    );
    const found = await search(
      `location=${encodeURIComponent(TOWN)}&checkIn=${day(40)}&checkOut=${day(68)}&limit=100`,
    );
    expect(pick(found.json.find((listing) => listing.id === flat.id)!.quote!)).toEqual(pick(month.json));
    // A client total that leaves out the discount is refused with the server's lines.
    const wrong = await call<Refusal>(
      'POST',
      '/api/bookings',
      { propertyId: flat.id, checkInDate: day(40), checkOutDate: day(47), guests: 1, totalPrice: '798' },
      { cookie: cast.student.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.totalPrice).toBe(
      'The total price does not match this stay: 7 nights x $100 - $70 long-stay discount + $88 service fee = $718',
    );
  });

  it('a nightly listing without terms is priced exactly as before', async () => {
    const plain = await listed({ title: 'Nightly Only', pricePerNight: 120 });
    const quote = await quoteOf(plain.id, day(80), day(83));
    expect(pick(quote.json)).toEqual({
      nights: 3,
      months: 0,
      extraNights: 3,
      subtotal: 360,
      discount: 0,
      discountKind: null,
      serviceFee: 50,
      total: 410,
      totalPrice: '410',
    });
  });
});

describe('stay limits', () => {
  it('a stay shorter than the minimum or longer than the maximum is refused (400) naming the limit', async () => {
    const semester = await listed({
      title: 'Semester Room',
      pricePerMonth: 600,
      minNights: 28,
      maxNights: 150,
    });
    const short = await quoteOf(semester.id, day(100), day(102));
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('This place takes stays of at least 28 nights');
    const long = await quoteOf(semester.id, day(100), day(260));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('This place takes stays of at most 150 nights');
    const request = await call<Refusal>(
      'POST',
      '/api/bookings',
      { propertyId: semester.id, checkInDate: day(100), checkOutDate: day(102), guests: 1 },
      { cookie: cast.student.cookie },
    );
    expect(request.status).toBe(400);
    expect(request.json.errors).toEqual({ checkOutDate: 'This place takes stays of at least 28 nights' });
    expect((await quoteOf(semester.id, day(100), day(128))).status).toBe(200);
  });
});

describe('Months search (moveIn and months)', () => {
  it('leaves out a listing booked for one night in the span and one whose limits refuse it; the rest carry quotes', async () => {
    const moveIn = day(300);
    const free = await listed({ title: 'Free All Semester', pricePerMonth: 700, minNights: 28 });
    const taken = await listed({ title: 'Booked One Night', pricePerMonth: 700 });
    const tooShort = await listed({ title: 'Weekends Only', maxNights: 14 });
    const night = addMonthsTo(moveIn, 2);
    const booking = await call<{ id: string }>(
      'POST',
      '/api/bookings',
      { propertyId: taken.id, checkInDate: night, checkOutDate: addDays(night, 1), guests: 1 },
      { cookie: cast.student.cookie },
    );
    expect(booking.status).toBe(201);
    const approved = await call(
      'PUT',
      `/api/bookings/${booking.json.id}/status`,
      { status: 'approved' },
      { cookie: cast.host.cookie },
    );
    expect(approved.status).toBe(200);

    const found = await search(`location=${encodeURIComponent(TOWN)}&moveIn=${moveIn}&months=4&limit=100`);
    expect(found.status).toBe(200);
    const ids = found.json.map((listing) => listing.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(taken.id);
    expect(ids).not.toContain(tooShort.id);
    for (const listing of found.json) {
      const quote = await quoteOf(listing.id, moveIn, addMonthsTo(moveIn, 4));
      expect(pick(listing.quote!)).toEqual(pick(quote.json));
    }
    // The same span as dates leaves out the same listings.
    const byDates = await search(
      `location=${encodeURIComponent(TOWN)}&checkIn=${moveIn}&checkOut=${addMonthsTo(moveIn, 4)}&limit=100`,
    );
    expect(byDates.json.map((listing) => listing.id).sort()).toEqual([...ids].sort());
  });

  it('refuses months outside 1 to 12, months without a move-in, and both kinds of span at once', async () => {
    expect((await search(`moveIn=${day(0)}&months=13`)).json.message).toBe(
      'months must be a whole number from 1 to 12',
    );
    expect((await search('months=3')).json.message).toBe('moveIn is required with months');
    const both = await search(`moveIn=${day(0)}&months=2&checkIn=${day(0)}&checkOut=${day(5)}`);
    expect(both.status).toBe(400);
    expect(both.json.message).toBe('Give check-in and check-out, or moveIn and months, not both');
    expect((await search('moveIn=2027-02-30&months=2')).json.message).toBe(
      'Move-in date must be a date (YYYY-MM-DD)',
    );
  });

  it('a search without a span carries no quote', async () => {
    const found = await search(`location=${encodeURIComponent(TOWN)}&limit=5`);
    expect(found.json.length).toBeGreaterThan(0);
    expect(found.json.every((listing) => listing.quote === null)).toBe(true);
  });
});

function pick(quote: Quote) {
  const { nights, months, extraNights, subtotal, discount, discountKind, serviceFee, total, totalPrice } =
    quote;
  return { nights, months, extraNights, subtotal, discount, discountKind, serviceFee, total, totalPrice };
}

function addDays(dayText: string, days: number) {
  return new Date(Date.parse(`${dayText}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function addMonthsTo(dayText: string, months: number) {
  const date = new Date(`${dayText}T00:00:00Z`);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, Math.min(date.getUTCDate(), last)),
  )
    .toISOString()
    .slice(0, 10);
}

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
