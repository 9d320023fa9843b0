// Bookings resolvers in process (the subgraph test kit): a guest quotes and books a stay, finds it among their
// trips, its host sees it and is told, a stranger sees nothing. The peers answer as stand-ins.
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineBookings } from '../src';

const host = callerOf('host');
const property = {
  id: new Types.ObjectId().toHexString(),
  hostId: host.userId,
  status: 'approved',
  pricePerNight: 80,
  maxGuests: 3,
  title: 'Harness house',
};

let bookings: SubgraphHarness;
let properties: Peer;
let notifications: Peer;

beforeAll(async () => {
  properties = await servePeer('properties', (app) =>
    app.post('/internal/property-facts', (req, res) => {
      const ids = (req.body as { ids?: string[] }).ids ?? [];
      res.json({ properties: ids.includes(property.id) ? [property] : [] });
    }),
  );
  notifications = await servePeer('notifications', (app) =>
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({})),
  );
  bookings = await startSubgraphHarness(defineBookings);
});

afterAll(async () => {
  await bookings?.stop();
  await properties?.stop();
  await notifications?.stop();
});

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

it('books a stay for its guest, shows it to the guest and the host, and to no stranger', async () => {
  const guest = callerOf('visitor');
  const stranger = callerOf('visitor');
  const stay = { propertyId: property.id, checkInDate: day(30), checkOutDate: day(33) };

  const quote = await bookings.execute<{
    bookingQuote: { nights: number; total: number; totalPrice: string };
  }>(
    'query ($p: ID!, $in: String!, $out: String!) { bookingQuote(propertyId: $p, checkIn: $in, checkOut: $out, guests: 2) { nights total totalPrice } }',
    { as: guest, variables: { p: stay.propertyId, in: stay.checkInDate, out: stay.checkOutDate } },
  );
  expect(quote.errors).toBeUndefined();
  // 3 nights x $80 + 14% service fee ($34).
  expect(quote.data?.bookingQuote).toEqual({ nights: 3, total: 274, totalPrice: '274' });

  const created = await bookings.execute<{ createBooking: { id: string; status: string; hostId: string } }>(
    'mutation ($input: BookingInput!) { createBooking(input: $input) { id status hostId } }',
    { as: guest, variables: { input: { ...stay, guests: 2, totalPrice: '274' } } },
  );
  expect(created.errors).toBeUndefined();
  const booking = created.data!.createBooking;
  expect(booking).toEqual({ id: expect.any(String), status: 'pending', hostId: host.userId });
  expect(notifications.calls.get('/internal/notifications')).toEqual([
    expect.objectContaining({ recipientId: host.userId, relatedEntityId: booking.id }),
  ]);

  const trips = await bookings.execute('{ myBookings { id } }', { as: guest });
  expect(trips.data).toEqual({ myBookings: [{ id: booking.id }] });
  const read = (as: typeof guest) =>
    bookings.execute('query ($id: ID!) { booking(id: $id) { id } }', { as, variables: { id: booking.id } });
  expect((await read(host)).data).toEqual({ booking: { id: booking.id } });
  expect((await read(stranger)).data).toEqual({ booking: null });
  expect((await bookings.execute('{ myBookings { id } }', { as: stranger })).data).toEqual({
    myBookings: [],
  });
});

it('lets the host decide with a BookingStatus and refuses pending', async () => {
  const guest = callerOf('visitor');
  const created = await bookings.execute<{ createBooking: { id: string } }>(
    'mutation ($input: BookingInput!) { createBooking(input: $input) { id } }',
    {
      as: guest,
      variables: {
        input: { propertyId: property.id, checkInDate: day(60), checkOutDate: day(62), guests: 1 },
      },
    },
  );
  const id = created.data!.createBooking.id;
  const decide = (status: string) =>
    bookings.execute(
      'mutation ($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { status } }',
      {
        as: host,
        variables: { id, s: status },
      },
    );
  expect((await decide('pending')).errors?.[0]?.extensions).toEqual(
    expect.objectContaining({
      code: 'BAD_USER_INPUT',
      errors: { status: "Status must be 'approved' or 'rejected'" },
    }),
  );
  // A guest's cancellation is its own call; a host's decision cannot be one.
  expect((await decide('cancelled')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect((await decide('bogus')).errors?.[0]?.message).toMatch(/BookingStatus/);
  expect((await decide('approved')).data).toEqual({ setBookingStatus: { status: 'approved' } });
});

it("keeps one of a guest's simultaneous requests for the same nights and refuses the rest as duplicates", async () => {
  const guest = callerOf('visitor');
  const input = { propertyId: property.id, checkInDate: day(90), checkOutDate: day(93), guests: 1 };
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      bookings.execute<{ createBooking: { id: string } }>(
        'mutation ($input: BookingInput!) { createBooking(input: $input) { id } }',
        { as: guest, variables: { input } },
      ),
    ),
  );
  const made = answers.filter((answer) => answer.data?.createBooking);
  const refused = answers.filter((answer) => answer.errors?.[0]?.extensions?.reason === 'duplicateRequest');
  expect({ made: made.length, refused: refused.length }).toEqual({ made: 1, refused: 5 });
  const trips = await bookings.execute<{ myBookings: Array<{ id: string }> }>('{ myBookings { id } }', {
    as: guest,
  });
  expect(trips.data?.myBookings).toEqual([{ id: made[0]!.data!.createBooking.id }]);
});
