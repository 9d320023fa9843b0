// Instant Book and the booking's thread in process (issue 29): a request for free nights on an Instant Book
// property is approved at once, 20 simultaneous requests for the same nights approve exactly one, and each step of
// a booking, its expiry included, is told to the notifications subgraph (a live `booking` event and an entry of the
// guest-host thread).
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineBookings } from '../src';
import { NIGHTS_JUST_BOOKED } from '../src/booking/create';
import { expirePastRequests } from '../src/booking/expiry';
import { bookingModel } from '../src/booking/model';

const host = callerOf('host');
const fact = (instantBook: boolean) => ({
  id: new Types.ObjectId().toHexString(),
  hostId: host.userId,
  status: 'approved',
  pricePerNight: 100,
  maxGuests: 4,
  title: instantBook ? 'Instant loft' : 'Request house',
  cancellationPolicy: 'flexible',
  hostBlocked: false,
  instantBook,
});
const instant = fact(true);
const onRequest = fact(false);

let bookings: SubgraphHarness;
let properties: Peer;
let notifications: Peer;

beforeAll(async () => {
  properties = await servePeer('properties', (app) =>
    app.post('/internal/property-facts', (req, res) => {
      const ids = (req.body as { ids?: string[] }).ids ?? [];
      res.json({ properties: [instant, onRequest].filter((p) => ids.includes(p.id)) });
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

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
const CREATE = 'mutation ($input: BookingInput!) { createBooking(input: $input) { id status } }';
const request = (as: ReturnType<typeof callerOf>, propertyId: string, from: number, message?: string) =>
  bookings.execute<{ createBooking: { id: string; status: string } }>(CREATE, {
    as,
    variables: {
      input: { propertyId, checkInDate: day(from), checkOutDate: day(from + 2), guests: 2, message },
    },
  });
const calls = (path: string) => (notifications.calls.get(path) ?? []) as Array<Record<string, unknown>>;
const about = (path: string, bookingId: string) =>
  calls(path).filter((call) => JSON.stringify(call).includes(bookingId));

it('approves a request for free nights on an Instant Book property at once, and tells both sides', async () => {
  const guest = callerOf('visitor');
  const created = await request(guest, instant.id, 20, 'Arriving late, around 11pm.');
  expect(created.errors).toBeUndefined();
  const booking = created.data!.createBooking;
  expect(booking.status).toBe('approved');

  expect(about('/internal/conversation-events', booking.id)).toEqual([
    expect.objectContaining({
      kind: 'request',
      guestId: guest.userId,
      hostId: host.userId,
      propertyId: instant.id,
      senderId: guest.userId,
      body: 'Arriving late, around 11pm.',
      amount: 228,
      checkIn: day(20),
      checkOut: day(22),
    }),
    expect.objectContaining({ kind: 'approved', bookingId: booking.id }),
  ]);
  expect(about('/internal/events', booking.id).at(-1)).toEqual({
    userIds: [guest.userId, host.userId],
    type: 'booking',
    data: { bookingId: booking.id, status: 'approved', propertyId: instant.id },
  });
});

it('leaves a request on a property without Instant Book pending, and threads the decision', async () => {
  const guest = callerOf('visitor');
  const booking = (await request(guest, onRequest.id, 40)).data!.createBooking;
  expect(booking.status).toBe('pending');
  expect(about('/internal/conversation-events', booking.id).map((call) => call.kind)).toEqual(['request']);

  const decided = await bookings.execute(
    'mutation ($id: ID!) { setBookingStatus(id: $id, status: rejected) { status } }',
    { as: host, variables: { id: booking.id } },
  );
  expect(decided.errors).toBeUndefined();
  expect(about('/internal/conversation-events', booking.id).at(-1)).toEqual(
    expect.objectContaining({ kind: 'declined', senderId: host.userId }),
  );
  expect(about('/internal/events', booking.id).at(-1)).toEqual(
    expect.objectContaining({
      data: { bookingId: booking.id, status: 'rejected', propertyId: onRequest.id },
    }),
  );
});

it('threads a cancellation with its refund', async () => {
  const guest = callerOf('visitor');
  const booking = (await request(guest, instant.id, 70)).data!.createBooking;
  const cancelled = await bookings.execute('mutation ($id: ID!) { cancelBooking(id: $id) { status } }', {
    as: guest,
    variables: { id: booking.id },
  });
  expect(cancelled.errors).toBeUndefined();
  // Flexible, far ahead: the nights are refunded in full (2 x $100), never the service fee.
  expect(about('/internal/conversation-events', booking.id).at(-1)).toEqual(
    expect.objectContaining({ kind: 'cancelled', senderId: guest.userId, amount: 200 }),
  );
});

it('approves exactly one of 20 simultaneous Instant Book requests for the same nights', async () => {
  const guests = Array.from({ length: 20 }, () => callerOf('visitor'));
  const answers = await Promise.all(guests.map((guest) => request(guest, instant.id, 100)));
  const approved = answers.filter((answer) => answer.data?.createBooking.status === 'approved');
  const refused = answers.filter((answer) => answer.errors);
  expect(approved).toHaveLength(1);
  expect(refused).toHaveLength(19);
  for (const answer of refused)
    expect(answer.errors?.[0]).toMatchObject({
      message: NIGHTS_JUST_BOOKED,
      extensions: { code: 'CONFLICT', reason: 'nightsTaken' },
    });
  // The losers leave nothing behind: the guests' trips hold only the winner's stay.
  const trips = await Promise.all(
    guests.map((guest) =>
      bookings.execute<{ myBookings: unknown[] }>('{ myBookings { id } }', { as: guest }),
    ),
  );
  expect(trips.reduce((sum, trip) => sum + trip.data!.myBookings.length, 0)).toBe(1);
});

it('threads the expiry of a request whose check-in passed, with nobody as its sender', async () => {
  const guest = callerOf('visitor');
  const stale = await bookingModel(bookings.connection).create({
    propertyId: onRequest.id,
    guestId: guest.userId!,
    hostId: host.userId!,
    checkInDate: '2020-03-01',
    checkOutDate: '2020-03-03',
    guests: 1,
    totalPrice: '228',
    status: 'pending',
  });
  expect(await expirePastRequests(bookingModel(bookings.connection))).toBe(1);
  const id = String(stale._id);
  expect(about('/internal/conversation-events', id)).toEqual([
    expect.not.objectContaining({ senderId: expect.anything() }),
  ]);
  expect(about('/internal/conversation-events', id)[0]).toMatchObject({ kind: 'expired', bookingId: id });
  expect(about('/internal/events', id)[0]).toMatchObject({
    data: { bookingId: id, status: 'expired', propertyId: onRequest.id },
  });
});
