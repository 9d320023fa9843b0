import { ANONYMOUS } from '@stays/subgraph-shared/testing';
import { bookingModel } from '../../src/booking/model';
import { calendarModel } from '../../src/calendar/model';
import { calendarImportModel } from '../../src/calendar-import/model';
import { pollOnce } from '../../src/calendar-import/poller';
import { airbnbFeed } from '../../src/calendar-import/testFeeds';
import {
  add,
  admin,
  base,
  bookings,
  code,
  day,
  host,
  instant,
  otherHost,
  requests,
  serve,
  spare,
} from './world';

export function describeWhoMayFollow() {
  describe('who may follow calendars, and how many', () => {
    it('answers 401 to anonymous callers and 404 to other hosts; admins may', async () => {
      serve('/who.ics', airbnbFeed([]));
      const list = (as: typeof host) =>
        bookings.execute('query ($p: ID!) { calendarImports(propertyId: $p) { id } }', {
          as,
          variables: { p: spare.id },
        });
      expect(code(await list(ANONYMOUS))).toBe('UNAUTHENTICATED');
      expect(code(await list(otherHost))).toBe('NOT_FOUND');
      expect(code(await add(spare.id, `${base}/who.ics`, 'X', otherHost))).toBe('NOT_FOUND');
      expect(code(await add(spare.id, `${base}/who.ics`, 'X', ANONYMOUS))).toBe('UNAUTHENTICATED');
      expect((await list(admin)).errors).toBeUndefined();
    });

    it('checks the name and the address, and follows at most 10 calendars a listing', async () => {
      const bad = await add(spare.id, 'ftp://example.com/cal.ics', '');
      expect(code(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0].extensions?.errors).toEqual({
        name: 'Name is required',
        url: 'The calendar address must start with http:// or https://',
      });
      expect(code(await add(spare.id, `${base}/booking-com/spare.ics`, 'Again'))).toBe('CONFLICT');
      for (let i = 2; i <= 10; i++) {
        serve(`/many/${i}.ics`, airbnbFeed([]));
        expect((await add(spare.id, `${base}/many/${i}.ics`, `Calendar ${i}`)).errors).toBeUndefined();
      }
      serve('/many/11.ics', airbnbFeed([]));
      const eleventh = await add(spare.id, `${base}/many/11.ics`, 'Calendar 11');
      expect(eleventh.errors?.[0].extensions?.errors).toEqual({
        url: 'A listing follows at most 10 calendars',
      });
    });

    it('refuses a loopback address with 400 and why, without ICAL_IMPORT_ALLOW_PRIVATE', async () => {
      process.env.ICAL_IMPORT_ALLOW_PRIVATE = 'false';
      try {
        const refused = await add(instant.id, `${base}/who.ics`, 'Local');
        expect(code(refused)).toBe('BAD_USER_INPUT');
        expect((refused.errors?.[0].extensions?.errors as Record<string, string>).url).toBe(
          '127.0.0.1, a loopback address: calendars are only fetched from the public internet',
        );
      } finally {
        process.env.ICAL_IMPORT_ALLOW_PRIVATE = 'true';
      }
    });
  });
}

export function describePolling() {
  describe('polling under a lease', () => {
    it('fetches a due calendar once per round however many processes poll at once', async () => {
      const path = '/lease.ics';
      serve(path, airbnbFeed([{ uid: 'l1', start: day(instant, 50), end: day(instant, 51) }]));
      const added = (await add(instant.id, `${base}${path}`, 'Lease')).data!.addCalendarImport;
      const imports = calendarImportModel(bookings.connection);
      const deps = {
        imports,
        calendars: calendarModel(bookings.connection),
        bookings: bookingModel(bookings.connection),
      };
      // only this one is due
      await imports.updateMany({}, { $set: { nextSyncAt: new Date(Date.now() + 3_600_000) } });
      await imports.updateOne({ _id: added.id }, { $set: { nextSyncAt: new Date(Date.now() - 1000) } });
      const fetchesBefore = requests.filter((r) => r.path === path).length;
      const synced = await Promise.all([pollOnce(deps), pollOnce(deps), pollOnce(deps)]);
      expect(synced.reduce((a, b) => a + b, 0)).toBe(1);
      expect(requests.filter((r) => r.path === path).length - fetchesBefore).toBe(1);
      const after = await imports.findById(added.id).lean();
      expect(after?.leaseUntil ?? null).toBeNull();
      expect(after!.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      // the next round finds nothing due
      expect(await pollOnce(deps)).toBe(0);
    });
  });
}
