// Issue 46 #7: a request whose check-in time has passed is expired at once, judged at the listing's check-in time
// (15:00) on its own clock: not approvable, shown expired and listed as expired before any sweep, and a new
// request for a day whose check-in time has passed is refused.
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { checkInInstant, dayIn } from '@stays/contracts';
import { Types } from 'mongoose';
import { defineBookings } from '../src';
import { CHECK_IN_PASSED } from '../src/booking/create';
import { REQUEST_EXPIRED } from '../src/booking/expiry';
import { bookingModel } from '../src/booking/model';

const host = callerOf('host');
const fact = (title: string, timeZone: string) => ({
  id: new Types.ObjectId().toHexString(),
  hostId: host.userId,
  status: 'approved',
  pricePerNight: 100,
  maxGuests: 4,
  title,
  cancellationPolicy: 'flexible',
  hostBlocked: false,
  instantBook: false,
  timeZone,
});
const texas = fact('College Station house', 'America/Chicago');
// A zone where it is now about 16:00, so today's check-in time (15:00) has just passed there.
const utcHour = new Date().getUTCHours();
const offset = ((16 - utcHour + 36) % 24) - 12; // -12..+11 hours from UTC
const afternoonZone = `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
const afternoon = fact('Afternoon flat', afternoonZone);

let bookings: SubgraphHarness;
let properties: Peer;
let notifications: Peer;

beforeAll(async () => {
  properties = await servePeer('properties', (app) =>
    app.post('/internal/property-facts', (req, res) => {
      const ids = (req.body as { ids?: string[] }).ids ?? [];
      res.json({ properties: [texas, afternoon].filter((p) => ids.includes(p.id)) });
    }),
  );
  notifications = await servePeer('notifications', (app) => {
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({}));
    app.post('/internal/events', (_req, res) => void res.status(201).json({ seqs: [] }));
    app.post('/internal/conversation-events', (_req, res) => void res.status(201).json({}));
  });
  bookings = await startSubgraphHarness(defineBookings);
});

afterAll(async () => {
  await bookings?.stop();
  await properties?.stop();
  await notifications?.stop();
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const CREATE = 'mutation ($input: BookingInput!) { createBooking(input: $input) { id status } }';
const request = (propertyId: string, checkInDate: string) =>
  bookings.execute<{ createBooking: { id: string; status: string } }>(CREATE, {
    as: callerOf('visitor'),
    variables: { input: { propertyId, checkInDate, checkOutDate: addDays(checkInDate, 2), guests: 2 } },
  });

it("keeps with a request the moment its stay starts: 15:00 on the listing's clock", async () => {
  const checkIn = addDays(dayIn(Date.now(), 'America/Chicago'), 30);
  const created = await request(texas.id, checkIn);
  expect(created.errors).toBeUndefined();
  const stored = await bookingModel(bookings.connection)
    .findById(created.data!.createBooking.id)
    .lean()
    .exec();
  // 15:00 in College Station is 20:00 UTC in summer (CDT) and 21:00 UTC in winter (CST).
  expect(stored?.checkInAt?.toISOString()).toMatch(new RegExp(`^${checkIn}T2[01]:00:00\\.000Z$`));
  expect(stored?.checkInAt).toEqual(checkInInstant(checkIn, 'America/Chicago'));
});

it('shows a request expired the moment its check-in time passes, refuses to approve it and lists it as expired', async () => {
  const created = await request(texas.id, addDays(dayIn(Date.now(), 'America/Chicago'), 31));
  const id = created.data!.createBooking.id;
  // Its check-in day is today in College Station, and 15:00 there was a minute ago (the sweep has not run).
  await bookingModel(bookings.connection)
    .updateOne(
      { _id: id },
      {
        $set: { checkInDate: dayIn(Date.now(), 'America/Chicago'), checkInAt: new Date(Date.now() - 60_000) },
      },
    )
    .exec();

  const seen = await bookings.execute<{ booking: { status: string } }>(
    'query ($id: ID!) { booking(id: $id) { status } }',
    { as: host, variables: { id } },
  );
  expect(seen.data?.booking.status).toBe('expired');

  const approved = await bookings.execute(
    'mutation ($id: ID!) { setBookingStatus(id: $id, status: approved) { status } }',
    { as: host, variables: { id } },
  );
  expect(approved.errors?.[0]?.message).toBe(REQUEST_EXPIRED);
  expect(approved.errors?.[0]?.extensions?.reason).toBe('requestExpired');

  const queue = await bookings.execute<{ pendingBookings: Array<{ id: string }> }>(
    '{ pendingBookings { id } }',
    { as: callerOf('staff') },
  );
  expect(queue.data?.pendingBookings.map((booking) => booking.id)).not.toContain(id);
  const expired = await bookings.execute<{ bookings: Array<{ id: string; status: string }> }>(
    '{ bookings(status: expired) { id status } }',
    { as: callerOf('admin') },
  );
  expect(expired.data?.bookings).toContainEqual({ id, status: 'expired' });
});

it("refuses a request for today once today's check-in time has passed at the listing", async () => {
  const today = dayIn(Date.now(), afternoonZone);
  const refused = await request(afternoon.id, today);
  expect(refused.errors?.[0]?.message).toBe(CHECK_IN_PASSED);
  expect(refused.errors?.[0]?.extensions?.errors).toEqual({ checkInDate: CHECK_IN_PASSED });
  // Tomorrow there is still open.
  const tomorrow = await request(afternoon.id, addDays(today, 1));
  expect(tomorrow.errors).toBeUndefined();
  expect(tomorrow.data?.createBooking.status).toBe('pending');
});
