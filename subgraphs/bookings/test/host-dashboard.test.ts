// The host dashboard's stat cards come from the server (issue 32 #3): hostAnalytics counts the host's listed and
// approved properties (the properties subgraph's facts), its pending requests (one whose check-in passed is
// expired, as the lists show it), its approved stays and their revenue to the cent.
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

const host = callerOf('host');
const fact = (status: string) => ({ id: new Types.ObjectId().toHexString(), hostId: host.userId, status });
const facts = [fact('approved'), fact('pending'), fact('approved'), fact('rejected')];

let bookings: SubgraphHarness;
let properties: Peer;

beforeAll(async () => {
  properties = await servePeer('properties', (app) =>
    app.post('/internal/property-facts', (req, res) => {
      const { hostId } = req.body as { hostId?: string };
      res.json({ properties: hostId === host.userId ? facts : [] });
    }),
  );
  bookings = await startSubgraphHarness(defineBookings);
});

afterAll(async () => {
  await bookings?.stop();
  await properties?.stop();
});

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

it("counts a host's dashboard figures on the server", async () => {
  const stay = (status: string, totalPrice: string, checkIn = 30) => ({
    propertyId: new Types.ObjectId(facts[0].id),
    guestId: new Types.ObjectId(),
    hostId: new Types.ObjectId(host.userId!),
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

  const answer = await bookings.execute(
    'query ($h: ID) { hostAnalytics(hostId: $h) { propertiesListed activeProperties pendingRequests approvedBookings totalRevenue } }',
    { as: host, variables: { h: host.userId } },
  );
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

  const stranger = await bookings.execute(
    'query ($h: ID) { hostAnalytics(hostId: $h) { activeProperties } }',
    {
      as: callerOf('host'),
      variables: { h: host.userId },
    },
  );
  expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
