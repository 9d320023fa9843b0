import {
  addDays,
  addMonthsTo,
  call,
  cast,
  day,
  listed,
  pick,
  quoteOf,
  type Refusal,
  search,
  TOWN,
} from './world';

export function describeStayLimits() {
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
}

export function describeMonthsSearch() {
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
}
