import { bookedPropertyIds } from '../../src/booking/availability';
import { bookingModel } from '../../src/booking/model';
import { calendarModel } from '../../src/calendar/model';
import { airbnbFeed, MALFORMED_FEED } from '../../src/calendar-import/testFeeds';
import { feedOf, feedText } from '../../src/host-calendar/feed';
import {
  add,
  base,
  blocked,
  bookings,
  code,
  day,
  feeds,
  host,
  martil,
  remove,
  requests,
  serve,
  spans,
  sync,
} from './world';

export function describeFollowedAirbnb() {
  describe('a followed Airbnb calendar on a Moroccan listing', () => {
    let importId = '';
    const path = '/airbnb/martil.ics';
    const a1 = { uid: 'a1', start: day(martil, 5), end: day(martil, 8) };
    const a2 = { uid: 'a2', start: day(martil, 12), end: day(martil, 14), blocked: true };

    it('blocks exactly the nights of its events (DTEND exclusive), marked with its name', async () => {
      serve(path, airbnbFeed([a1, a2, { uid: 'old', start: day(martil, -10), end: day(martil, -7) }]), {
        etag: '"v1"',
      });
      const added = await add(martil.id, `${base}${path}`, 'Airbnb');
      expect(added.errors).toBeUndefined();
      const created = added.data!.addCalendarImport;
      importId = created.id;
      expect(created.lastResult).toMatchObject({ ok: true, events: 2, nights: 5, conflicts: 0, skipped: [] });
      expect(created.lastSyncAt).not.toBeNull();
      expect(await spans(martil.id)).toEqual([
        [a1.start, a1.end, 'Airbnb'],
        [a2.start, a2.end, 'Airbnb'],
      ]);
      expect((await blocked(martil.id)).every((b) => b.importId === importId)).toBe(true);
    });

    it('a second sync changes nothing (304 with its ETag, and the same blocks)', async () => {
      const before = await blocked(martil.id);
      const calendarBefore = await calendarModel(bookings.connection)
        .findOne({ propertyId: martil.id })
        .lean();
      const again = await sync(martil.id, importId);
      expect(again.data!.syncCalendarImport.lastResult).toMatchObject({
        ok: true,
        unchanged: true,
        events: 2,
        nights: 5,
      });
      expect(requests.filter((r) => r.path === path).at(-1)?.ifNoneMatch).toBe('"v1"');
      expect(await blocked(martil.id)).toEqual(before);
      const calendarAfter = await calendarModel(bookings.connection)
        .findOne({ propertyId: martil.id })
        .lean();
      expect(calendarAfter?.updatedAt).toEqual(calendarBefore?.updatedAt);

      // the same text again without validators: parsed again, still no write
      serve(path, airbnbFeed([a1, a2]));
      expect((await sync(martil.id, importId)).data!.syncCalendarImport.lastResult).toMatchObject({
        ok: true,
        unchanged: false,
        events: 2,
      });
      expect(await blocked(martil.id)).toEqual(before);
    });

    it('frees the nights of an event gone from the feed and moves a moved one', async () => {
      const keep = (await blocked(martil.id))[0];
      const moved = { ...a1, start: day(martil, 20), end: day(martil, 23) };
      serve(path, airbnbFeed([moved]));
      expect((await sync(martil.id, importId)).data!.syncCalendarImport.lastResult).toMatchObject({
        ok: true,
        events: 1,
        nights: 3,
      });
      expect(await spans(martil.id)).toEqual([[moved.start, moved.end, 'Airbnb']]);
      expect((await blocked(martil.id))[0].id).not.toBe(keep.id);
      // the freed nights are bookable again: no property is left out of a search for them
      const booked = await bookedPropertyIds(
        bookingModel(bookings.connection),
        calendarModel(bookings.connection),
        a1.start,
        a1.end,
      );
      expect(booked).not.toContain(martil.id);
    });

    it('keeps the nights it had when the feed is not a calendar, and says why', async () => {
      serve(path, MALFORMED_FEED, { 'content-type': 'text/html' });
      const failed = (await sync(martil.id, importId)).data!.syncCalendarImport;
      expect(failed.lastResult).toMatchObject({ ok: false, errorCode: 'not-a-calendar' });
      expect(failed.lastResult!.error).toMatch(/does not answer an iCal calendar/);
      expect(await spans(martil.id)).toHaveLength(1);
      feeds.set(path, (_req, res) => void res.writeHead(500).end('oops'));
      const again = (await sync(martil.id, importId)).data!.syncCalendarImport;
      expect(again.lastResult).toMatchObject({
        ok: false,
        errorCode: 'http-status',
        error: "The calendar's server answered 500",
      });
      // two failures in a row: the next try waits two rounds
      const wait = Date.parse(again.nextSyncAt) - Date.parse(again.lastSyncAt!);
      expect(wait).toBeGreaterThanOrEqual(2 * 15 * 60_000 - 1000);
    });

    it('refuses a feed larger than 2 MB without reading it all', async () => {
      const big = airbnbFeed([a1]).replace(
        'SUMMARY:Reserved',
        `DESCRIPTION:${'x'.repeat(75)}\r\n`.repeat(30_000) + 'SUMMARY:Reserved',
      );
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      feeds.set(path, (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.end(big);
      });
      const result = (await sync(martil.id, importId)).data!.syncCalendarImport.lastResult;
      expect(result).toMatchObject({
        ok: false,
        errorCode: 'too-large',
        error: 'The calendar is larger than 2 MB',
      });
    });

    it('does not echo imported nights in the listing own export feed', async () => {
      serve(path, airbnbFeed([a1]));
      await sync(martil.id, importId);
      const calendars = calendarModel(bookings.connection);
      const feed = await feedOf(calendars, bookingModel(bookings.connection), martil.id);
      const text = await feedText(calendars, bookingModel(bookings.connection), martil.id, feed.token);
      expect(text).not.toContain(a1.start.replaceAll('-', ''));
      expect(text).not.toContain('VEVENT');
    });

    it('an imported night cannot be unblocked by hand, and removing the calendar frees its nights', async () => {
      const [imported] = await blocked(martil.id);
      const unblock = await bookings.execute(
        'mutation ($p: ID!, $id: ID!) { unblockNights(propertyId: $p, id: $id) }',
        { as: host, variables: { p: martil.id, id: imported.id } },
      );
      expect(code(unblock)).toBe('CONFLICT');
      expect(unblock.errors?.[0].message).toMatch(/come from the calendar "Airbnb"/);
      expect((await remove(martil.id, importId)).data?.removeCalendarImport).toBe(true);
      expect(await blocked(martil.id)).toEqual([]);
      expect(code(await sync(martil.id, importId))).toBe('NOT_FOUND');
    });
  });
}
