// A host's bookings as the service moves and counts them: the transitions table (src/booking/transitions.ts) as
// the resolvers apply it (a cancelled or declined booking moves no more, a retired listing's pending requests are
// declined by the service), and the dashboard's figures counted on the server (issue 32 #3).
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineBookings } from '../src';
import { bookingModel } from '../src/booking/model';
import { retireProperty } from '../src/booking/retire';
import { calendarModel } from '../src/calendar/model';

const host = callerOf('host');
const listing = {
  id: new Types.ObjectId().toHexString(),
  hostId: host.userId,
  status: 'approved',
  pricePerNight: 80,
  maxGuests: 3,
  title: 'Moves house',
  cancellationPolicy: 'flexible',
  hostBlocked: false,
  instantBook: false,
};
/** Another host, whose figures nothing else in this file changes. */
const counted = callerOf('host');
const fact = (status: string) => ({ id: new Types.ObjectId().toHexString(), hostId: counted.userId, status });
const countedFacts = [fact('approved'), fact('pending'), fact('approved'), fact('rejected')];

let bookings: SubgraphHarness;
let peers: Peer[] = [];

beforeAll(async () => {
  peers = [
    await servePeer('properties', (app) =>
      app.post('/internal/property-facts', (req, res) => {
        const { hostId } = req.body as { hostId?: string };
        res.json({ properties: hostId === counted.userId ? countedFacts : [listing] });
      }),
    ),
    await servePeer('notifications', (app) => app.post(/.*/, (_req, res) => void res.status(201).json({}))),
  ];
  bookings = await startSubgraphHarness(defineBookings);
});

afterAll(async () => {
  await bookings?.stop();
  for (const peer of peers) await peer.stop();
});

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

async function request(guest: ReturnType<typeof callerOf>, fromToday: number): Promise<string> {
  const answer = await bookings.execute<{ createBooking: { id: string } }>(
    'mutation ($input: BookingInput!) { createBooking(input: $input) { id } }',
    {
      as: guest,
      variables: {
        input: {
          propertyId: listing.id,
          checkInDate: day(fromToday),
          checkOutDate: day(fromToday + 2),
          guests: 1,
        },
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createBooking.id;
}

const cancel = (as: ReturnType<typeof callerOf>, id: string) =>
  bookings.execute('mutation ($id: ID!) { cancelBooking(id: $id) { status } }', { as, variables: { id } });
const decide = (id: string, status: string) =>
  bookings.execute(
    'mutation ($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { status } }',
    {
      as: host,
      variables: { id, s: status },
    },
  );

it('lets the guest cancel a pending request once; then nobody moves it', async () => {
  const guest = callerOf('visitor');
  const id = await request(guest, 30);
  expect((await cancel(guest, id)).data).toEqual({ cancelBooking: { status: 'cancelled' } });
  const again = await cancel(guest, id);
  expect(again.errors?.[0]).toEqual(
    expect.objectContaining({
      message: 'This booking is already cancelled',
      extensions: expect.objectContaining({ code: 'CONFLICT' }),
    }),
  );
  expect((await decide(id, 'approved')).errors?.[0]?.message).toBe('This booking is already cancelled');
});

it("declines a retired listing's pending requests, which can then not be approved", async () => {
  const id = await request(callerOf('visitor'), 50);
  const retired = await retireProperty(
    bookingModel(bookings.connection),
    calendarModel(bookings.connection),
    listing.id,
    listing.title,
  );
  expect(retired).toEqual({ ok: true, declined: 1 });
  expect((await bookingModel(bookings.connection).findById(id).lean().exec())?.status).toBe('rejected');
  expect((await decide(id, 'approved')).errors?.[0]?.message).toBe('This booking is already rejected');
});

it("counts a host's dashboard figures on the server", async () => {
  const stay = (status: string, totalPrice: string, checkIn = 30) => ({
    propertyId: new Types.ObjectId(countedFacts[0].id),
    guestId: new Types.ObjectId(),
    hostId: new Types.ObjectId(counted.userId!),
    checkInDate: day(checkIn),
    checkOutDate: day(checkIn + 2),
    guests: 1,
    totalPrice,
    status,
  });
  await bookingModel(bookings.connection).insertMany([
    stay('approved', '100.10'),
    stay('approved', '0.2'),
    stay('approved', 'not a number'),
    stay('pending', '500'),
    stay('pending', '1'),
    // Still stored as pending, but its check-in passed: expired, not a request to decide.
    stay('pending', '7', -5),
    stay('rejected', '300'),
  ]);
  const figures = (as: ReturnType<typeof callerOf>) =>
    bookings.execute(
      'query ($h: ID) { hostAnalytics(hostId: $h) { propertiesListed activeProperties pendingRequests approvedBookings totalRevenue } }',
      { as, variables: { h: counted.userId } },
    );

  const answer = await figures(counted);
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({
    hostAnalytics: {
      propertiesListed: 4,
      activeProperties: 2,
      pendingRequests: 2,
      approvedBookings: 3,
      totalRevenue: 100.3,
    },
  });
  expect((await figures(host)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
