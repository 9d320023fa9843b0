// The approval guard against a real (embedded) database: the conditional update is what keeps overlapping
// approvals apart, so it is tested on the server that runs it, not on a fake.
import { start } from '@stays/embedded-mongo';
import mongoose, { type Connection, Types } from 'mongoose';
import { bookingModel, type BookingModel } from '../booking/model';
import { close, isClosed, release, reopen, reserve, type Stay } from './calendar';
import { calendarModel, type CalendarModel } from './model';

let server: Awaited<ReturnType<typeof start>>;
let connection: Connection;
let calendars: CalendarModel;
let bookings: BookingModel;

beforeAll(async () => {
  server = await start({ port: 0 });
  connection = await mongoose.createConnection(server.uri, { dbName: 'calendar-test' }).asPromise();
  calendars = calendarModel(connection);
  bookings = bookingModel(connection);
  await Promise.all([calendars.init(), bookings.init()]);
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
});

const id = () => new Types.ObjectId().toHexString();
const stay = (propertyId: string, checkInDate: string, checkOutDate: string): Stay => ({
  bookingId: id(),
  propertyId,
  checkInDate,
  checkOutDate,
});
const rangesOf = async (propertyId: string) =>
  ((await calendars.findOne({ propertyId }).lean().exec())?.ranges ?? []).map(
    (range) => `${range.checkInDate}/${range.checkOutDate}`,
  );

describe('property calendar', () => {
  it('lets exactly one of many simultaneous overlapping reservations through', async () => {
    const propertyId = id();
    const stays = Array.from({ length: 8 }, (_, i) =>
      stay(propertyId, `2030-02-0${1 + (i % 3)}`, '2030-02-08'),
    );
    const results = await Promise.all(stays.map((s) => reserve(calendars, bookings, s)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await rangesOf(propertyId)).toHaveLength(1);
  });

  it('treats the check-out day as free, and a reservation of the same booking as already made', async () => {
    const propertyId = id();
    const first = stay(propertyId, '2030-03-01', '2030-03-05');
    expect(await reserve(calendars, bookings, first)).toBe(true);
    expect(await reserve(calendars, bookings, first)).toBe(true);
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-03-05', '2030-03-07'))).toBe(true);
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-02-27', '2030-03-02'))).toBe(false);
    expect(await rangesOf(propertyId)).toEqual(['2030-03-01/2030-03-05', '2030-03-05/2030-03-07']);
  });

  it('starts from the approved bookings made before the calendar existed', async () => {
    const propertyId = id();
    await bookings.create({
      propertyId,
      guestId: id(),
      hostId: id(),
      checkInDate: '2030-04-01',
      checkOutDate: '2030-04-05',
      guests: 1,
      totalPrice: '100',
      status: 'approved',
    });
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-04-04', '2030-04-06'))).toBe(false);
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-04-05', '2030-04-06'))).toBe(true);
  });

  it('gives nights back on release, and clears a stale range whose booking was never approved', async () => {
    const propertyId = id();
    const first = stay(propertyId, '2030-05-01', '2030-05-05');
    expect(await reserve(calendars, bookings, first)).toBe(true);
    await release(calendars, first);
    const second = stay(propertyId, '2030-05-02', '2030-05-04');
    expect(await reserve(calendars, bookings, second)).toBe(true);
    // As if the process died before flipping `second` to approved, long ago.
    await calendars.updateOne({ propertyId }, { $set: { 'ranges.$[].reservedAt': new Date(0) } }).exec();
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-05-03', '2030-05-06'))).toBe(true);
    expect(await rangesOf(propertyId)).toEqual(['2030-05-03/2030-05-06']);
  });

  it('closes only when no approved stay is still to come, and a closed calendar approves nothing', async () => {
    const propertyId = id();
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-06-01', '2030-06-05'))).toBe(true);
    expect(await close(calendars, bookings, propertyId, '2030-06-04')).toEqual({
      closed: false,
      upcomingStays: 1,
    });
    expect(await isClosed(calendars, propertyId)).toBe(false);
    // On the check-out day the stay is over.
    expect(await close(calendars, bookings, propertyId, '2030-06-05')).toEqual({
      closed: true,
      upcomingStays: 0,
    });
    expect(await isClosed(calendars, propertyId)).toBe(true);
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-07-01', '2030-07-03'))).toBe(false);
    await reopen(calendars, propertyId);
    expect(await reserve(calendars, bookings, stay(propertyId, '2030-07-01', '2030-07-03'))).toBe(true);
  });

  it('lets either the approval or the closing win when they race, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const propertyId = id();
      const [approved, closing] = await Promise.all([
        reserve(calendars, bookings, stay(propertyId, '2030-08-01', '2030-08-04')),
        close(calendars, bookings, propertyId, '2030-07-01'),
      ]);
      expect(approved).not.toBe(closing.closed);
    }
  });
});
