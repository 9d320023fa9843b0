// Issue 18 #8 and #9 in process: a blocked host's listing is out of public view, and a listing moved to another
// host takes its bookings along, moved first, so that no answer from the bookings subgraph means no move.
import { BOOKINGS_HOST_PATH } from '@stays/subgraph-shared';
import {
  ANONYMOUS,
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineProperties } from '../src';
import { propertyModel } from '../src/property/model';

let properties: SubgraphHarness;
let users: Peer;
let bookings: Peer;
/** What the stand-in bookings subgraph answers next. */
let bookingsAnswer = 200;

beforeAll(async () => {
  users = await servePeer('users', (app) =>
    app.post('/internal/session-states', (req, res) => {
      const ids = (req.body as { ids: string[] }).ids;
      res.json({ states: ids.map((id) => ({ id, role: 'host', isBlocked: false, sessionVersion: 0 })) });
    }),
  );
  bookings = await servePeer('bookings', (app) =>
    app.post(BOOKINGS_HOST_PATH, (_req, res) => {
      res.status(bookingsAnswer).json(bookingsAnswer === 200 ? { bookings: 1 } : { message: 'down' });
    }),
  );
  properties = await startSubgraphHarness(defineProperties);
});

afterAll(async () => {
  await properties?.stop();
  await bookings?.stop();
  await users?.stop();
});

const admin = callerOf('admin');

async function approvedListing(hostId = new Types.ObjectId()) {
  const doc = await propertyModel(properties.connection).create({
    title: 'Harness loft',
    location: 'Martil',
    propertyType: 'apartment',
    pricePerNight: 50,
    maxGuests: 2,
    status: 'approved',
    hostId,
  });
  return { id: String(doc._id), hostId: String(hostId) };
}

const READ = 'query ($id: ID!) { property(id: $id) { id } }';
const MOVE =
  'mutation ($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input) { id hostId } }';

it("hides a blocked host's listing from everyone but its host and the moderators", async () => {
  const listing = await approvedListing();
  await propertyModel(properties.connection).updateOne({ _id: listing.id }, { hostBlocked: true }).exec();
  const read = async (as: ReturnType<typeof callerOf> | typeof ANONYMOUS) =>
    (
      await properties.execute<{ property: { id: string } | null }>(READ, {
        as,
        variables: { id: listing.id },
      })
    ).data?.property;
  expect(await read(ANONYMOUS)).toBeNull();
  expect(await read(callerOf('visitor'))).toBeNull();
  expect(await read(callerOf('host', listing.hostId))).toEqual({ id: listing.id });
  expect(await read(callerOf('staff'))).toEqual({ id: listing.id });
  const search = await properties.execute<{ searchProperties: { items: Array<{ id: string }> } }>(
    '{ searchProperties(location: "Martil", limit: 100) { items { id } } }',
  );
  expect(search.data?.searchProperties.items.map((item) => item.id)).not.toContain(listing.id);
});

it('moves nothing, with 503, when the bookings subgraph does not answer', async () => {
  const listing = await approvedListing();
  const newHost = new Types.ObjectId().toHexString();
  bookingsAnswer = 500;
  const refused = await properties.execute(MOVE, {
    as: admin,
    variables: { id: listing.id, input: { hostId: newHost } },
  });
  bookingsAnswer = 200;
  expect(refused.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  const stored = await propertyModel(properties.connection).findById(listing.id).lean().exec();
  expect(String(stored?.hostId)).toBe(listing.hostId);
});

it('moves the bookings before the listing, and again after it, to the new host, who sees it even if the old one was blocked', async () => {
  const listing = await approvedListing();
  await propertyModel(properties.connection).updateOne({ _id: listing.id }, { hostBlocked: true }).exec();
  const newHost = new Types.ObjectId().toHexString();
  const before = bookings.calls.get(BOOKINGS_HOST_PATH)?.length ?? 0;
  const moved = await properties.execute<{ updateProperty: { hostId: string } }>(MOVE, {
    as: admin,
    variables: { id: listing.id, input: { hostId: newHost } },
  });
  expect(moved.errors).toBeUndefined();
  expect(moved.data?.updateProperty.hostId).toBe(newHost);
  expect(bookings.calls.get(BOOKINGS_HOST_PATH)?.slice(before)).toEqual([
    { propertyId: listing.id, hostId: newHost },
    { propertyId: listing.id, hostId: newHost },
  ]);
  const read = await properties.execute(READ, { as: ANONYMOUS, variables: { id: listing.id } });
  expect(read.data).toEqual({ property: { id: listing.id } });
});
