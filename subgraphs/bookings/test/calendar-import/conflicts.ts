import { callerOf } from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { bookedPropertyIds } from '../../src/booking/availability';
import { bookingModel } from '../../src/booking/model';
import { reserve } from '../../src/calendar/calendar';
import { calendarModel } from '../../src/calendar/model';
import { bookingComFeed, recurringFeed } from '../../src/calendar-import/testFeeds';
import {
  add,
  base,
  bookings,
  code,
  day,
  host,
  instant,
  martil,
  notifications,
  serve,
  spare,
  sync,
} from './world';

export function describeImportedNights() {
  describe('requests, Instant Book and conflicts on imported nights', () => {
    const CREATE = 'mutation ($input: BookingInput!) { createBooking(input: $input) { id status } }';
    const request = (propertyId: string, checkInDate: string, checkOutDate: string) =>
      bookings.execute<{ createBooking: { id: string; status: string } }>(CREATE, {
        as: callerOf('visitor'),
        variables: { input: { propertyId, checkInDate, checkOutDate, guests: 2 } },
      });

    it('refuses a request and an Instant Book over an imported night with 409', async () => {
      const start = day(instant, 30);
      serve('/booking-com/instant.ics', bookingComFeed([{ uid: 'bc1', start, end: day(instant, 33) }]));
      expect(
        (await add(instant.id, `${base}/booking-com/instant.ics`, 'Booking.com')).errors,
      ).toBeUndefined();
      for (const propertyId of [instant.id]) {
        const refused = await request(propertyId, day(instant, 32), day(instant, 35));
        expect(code(refused)).toBe('CONFLICT');
        expect(refused.errors?.[0].message).toBe('The host has blocked some of these nights');
      }
      serve('/booking-com/spare.ics', bookingComFeed([{ uid: 'bc2', start, end: day(spare, 33) }]));
      expect((await add(spare.id, `${base}/booking-com/spare.ics`, 'Booking.com')).errors).toBeUndefined();
      const refused = await request(spare.id, day(spare, 29), day(spare, 31));
      expect(code(refused)).toBe('CONFLICT');
      // the nights right after are free (DTEND exclusive)
      const after = await request(instant.id, day(instant, 33), day(instant, 35));
      expect(after.errors).toBeUndefined();
      expect(after.data!.createBooking.status).toBe('approved');
      const searched = await bookedPropertyIds(
        bookingModel(bookings.connection),
        calendarModel(bookings.connection),
        day(spare, 31),
        day(spare, 32),
      );
      expect(searched).toEqual(expect.arrayContaining([instant.id, spare.id]));
    });

    it('leaves a confirmed stay as it is, shows the conflict and tells the host once while it lasts', async () => {
      const bookingModelOf = bookingModel(bookings.connection);
      const guestId = new Types.ObjectId();
      const stay = await bookingModelOf.create({
        propertyId: new Types.ObjectId(martil.id),
        hostId: new Types.ObjectId(host.userId!),
        guestId,
        checkInDate: day(martil, 40),
        checkOutDate: day(martil, 43),
        guests: 2,
        totalPrice: '240',
        status: 'approved',
      });
      expect(
        await reserve(calendarModel(bookings.connection), bookingModelOf, {
          bookingId: String(stay._id),
          propertyId: martil.id,
          checkInDate: stay.checkInDate,
          checkOutDate: stay.checkOutDate,
        }),
      ).toBe(true);
      const path = '/vrbo/martil.ics';
      serve(path, recurringFeed({ uid: 'owner@vrbo.com', start: day(martil, 41), count: 1, exdates: [] }));
      const before = notifications.calls.get('/internal/notifications')?.length ?? 0;
      const added = (await add(martil.id, `${base}${path}`, 'VRBO')).data!.addCalendarImport;
      expect(added.lastResult).toMatchObject({ ok: true, events: 1, nights: 1, conflicts: 1 });

      const after = await bookingModelOf.findById(stay._id).lean();
      expect(after).toMatchObject({
        status: 'approved',
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
      });
      const conflicts = await bookings.execute<{ calendarConflicts: Array<Record<string, string>> }>(
        '{ calendarConflicts { propertyId importId calendarName bookingId startDate endDate checkInDate checkOutDate } }',
        { as: host },
      );
      expect(conflicts.data!.calendarConflicts).toEqual([
        {
          propertyId: martil.id,
          importId: added.id,
          calendarName: 'VRBO',
          bookingId: String(stay._id),
          startDate: day(martil, 41),
          endDate: day(martil, 42),
          checkInDate: stay.checkInDate,
          checkOutDate: stay.checkOutDate,
        },
      ]);
      const told = () =>
        (notifications.calls.get('/internal/notifications') ?? []).slice(before) as Array<
          Record<string, string>
        >;
      expect(told()).toEqual([
        expect.objectContaining({
          recipientId: host.userId,
          title: 'Calendar conflict at Martil flat',
          relatedEntityType: 'booking',
          relatedEntityId: String(stay._id),
        }),
      ]);
      expect(told()[0].message).toContain(
        `"VRBO" blocks the nights from ${day(martil, 41)} to ${day(martil, 42)}`,
      );
      await sync(martil.id, added.id);
      expect(told()).toHaveLength(1);

      // resolved on the other site: the conflict and the nights go
      serve(path, recurringFeed({ uid: 'owner@vrbo.com', start: day(martil, 60), count: 1, exdates: [] }));
      expect((await sync(martil.id, added.id)).data!.syncCalendarImport.lastResult).toMatchObject({
        conflicts: 0,
      });
      expect(
        (
          await bookings.execute<{ calendarConflicts: unknown[] }>('{ calendarConflicts { bookingId } }', {
            as: host,
          })
        ).data!.calendarConflicts,
      ).toEqual([]);
    });
  });
}
