import { addMonthsTo, call, cast, day, listed, pick, quoteOf, type Refusal, search, TOWN } from './world';

export function describePricing() {
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
        data: {
          hostBookings: Array<{ id: string; nights: number; totalPrice: string; priceLines: unknown }>;
        };
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
}
