// A moved listing's bookings, on the embedded database that runs the update: all of that listing's bookings (any
// status, past ones too) name the new host; other listings' bookings keep theirs.
import { start } from '@stays/embedded-mongo';
import mongoose, { type Connection, Types } from 'mongoose';
import { bookingModel, type BookingModel } from './model';
import { moveBookingsToHost } from './moveHost';

let server: Awaited<ReturnType<typeof start>>;
let connection: Connection;
let bookings: BookingModel;

beforeAll(async () => {
  server = await start({ port: 0 });
  connection = await mongoose.createConnection(server.uri, { dbName: 'move-host-test' }).asPromise();
  bookings = bookingModel(connection);
  await bookings.init();
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
});

const booking = (
  propertyId: Types.ObjectId,
  hostId: Types.ObjectId,
  status: string,
  checkInDate: string,
) => ({
  propertyId,
  hostId,
  guestId: new Types.ObjectId(),
  checkInDate,
  checkOutDate: `${checkInDate.slice(0, 8)}28`,
  guests: 1,
  totalPrice: '100',
  status,
});

it("gives every booking of the listing the new host, and leaves other listings' alone", async () => {
  const [listing, other, oldHost, newHost] = Array.from({ length: 4 }, () => new Types.ObjectId());
  await bookings.insertMany([
    booking(listing, oldHost, 'approved', '2020-01-10'),
    booking(listing, oldHost, 'pending', '2099-01-10'),
    booking(listing, oldHost, 'cancelled', '2099-02-10'),
    booking(other, oldHost, 'pending', '2099-03-10'),
  ]);
  expect(await moveBookingsToHost(bookings, String(listing), String(newHost))).toBe(3);
  const hosts = async (propertyId: Types.ObjectId) =>
    (await bookings.find({ propertyId }).lean().exec()).map((stored) => String(stored.hostId));
  expect(await hosts(listing)).toEqual([String(newHost), String(newHost), String(newHost)]);
  expect(await hosts(other)).toEqual([String(oldHost)]);
  // Asking again changes nothing.
  expect(await moveBookingsToHost(bookings, String(listing), String(newHost))).toBe(3);
  expect(await hosts(listing)).toEqual([String(newHost), String(newHost), String(newHost)]);
});
