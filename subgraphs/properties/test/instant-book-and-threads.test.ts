// Instant Book on properties and the review's thread entry in process (issue 29): hosts turn Instant Book on and
// off, the graph and the peers' property facts answer it, a search can keep only Instant Book properties, and a
// guest's review is added to their thread with the host through the notifications subgraph.
import {
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
let notifications: Peer;
let bookings: Peer;
let users: Peer;
const bookingId = new Types.ObjectId().toHexString();
const guest = callerOf('visitor');
let stayPropertyId = '';

beforeAll(async () => {
  notifications = await servePeer('notifications', (app) => {
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({}));
    app.post(
      '/internal/conversation-events',
      (_req, res) => void res.status(201).json({ conversationId: 'x' }),
    );
  });
  bookings = await servePeer('bookings', (app) => {
    app.post('/internal/stay-facts', (_req, res) =>
      res.json({
        stay: {
          id: bookingId,
          propertyId: stayPropertyId,
          guestId: guest.userId,
          status: 'approved',
          ended: true,
        },
      }),
    );
    app.post('/internal/booked-properties', (_req, res) => void res.json({ propertyIds: [] }));
  });
  // Admins list for an existing host account (asked of the users subgraph).
  users = await servePeer('users', (app) =>
    app.post('/internal/session-states', (req, res) => {
      const ids = (req.body as { ids: string[] }).ids;
      res.json({ states: ids.map((id) => ({ id, role: 'host', isBlocked: false, sessionVersion: 0 })) });
    }),
  );
  properties = await startSubgraphHarness(defineProperties);
});

afterAll(async () => {
  await properties?.stop();
  await notifications?.stop();
  await bookings?.stop();
  await users?.stop();
});

const admin = callerOf('admin');
const create = (input: Record<string, unknown>) =>
  properties.execute<{ createProperty: { property: { id: string; instantBook: boolean } } }>(
    'mutation ($input: PropertyInput!) { createProperty(input: $input) { property { id instantBook } } }',
    {
      as: admin,
      variables: {
        input: {
          title: 'Instant flat',
          description: 'Near the beach',
          location: 'Martil, Morocco',
          propertyType: 'apartment',
          pricePerNight: '70',
          hostId: new Types.ObjectId().toHexString(),
          latitude: 35.6178,
          longitude: -5.2747,
          ...input,
        },
      },
    },
  );

it('stores Instant Book (off unless turned on), changes it, and filters a search by it', async () => {
  const instant = (await create({ instantBook: true })).data!.createProperty.property;
  const onRequest = (await create({})).data!.createProperty.property;
  expect(instant.instantBook).toBe(true);
  expect(onRequest.instantBook).toBe(false);

  const search = async (instantBook?: boolean) =>
    (
      await properties.execute<{ searchProperties: { items: Array<{ id: string }> } }>(
        'query ($i: Boolean) { searchProperties(location: "Martil", instantBook: $i) { items { id } } }',
        { variables: { i: instantBook } },
      )
    ).data!.searchProperties.items.map((item) => item.id);
  expect(await search(true)).toEqual([instant.id]);
  expect((await search()).sort()).toEqual([instant.id, onRequest.id].sort());

  // An edit that does not name it keeps it; one that does changes it.
  const update = (id: string, input: Record<string, unknown>) =>
    properties.execute<{ updateProperty: { instantBook: boolean } }>(
      'mutation ($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input) { instantBook } }',
      { as: admin, variables: { id, input } },
    );
  expect(
    (await update(instant.id, { title: 'Instant flat, renamed' })).data!.updateProperty.instantBook,
  ).toBe(true);
  expect((await update(instant.id, { instantBook: false })).data!.updateProperty.instantBook).toBe(false);
  expect((await update(onRequest.id, { instantBook: 'yes' })).errors?.[0]?.extensions?.code).toBe(
    'BAD_USER_INPUT',
  );
});

it("adds a guest's review to their thread with the host", async () => {
  const hostId = new Types.ObjectId();
  const property = await propertyModel(properties.connection).create({
    title: 'Reviewed house',
    location: 'Tetouan, Morocco',
    pricePerNight: 50,
    propertyType: 'house',
    hostId,
    status: 'approved',
  });
  stayPropertyId = String(property._id);
  const review = await properties.execute(
    'mutation ($input: ReviewInput!) { createReview(input: $input) { rating } }',
    { as: guest, variables: { input: { bookingId, rating: 5, comment: '  Lovely stay, very clean.  ' } } },
  );
  expect(review.errors).toBeUndefined();
  expect(notifications.calls.get('/internal/conversation-events')).toEqual([
    {
      guestId: guest.userId,
      hostId: String(hostId),
      propertyId: stayPropertyId,
      kind: 'review',
      senderId: guest.userId,
      bookingId,
      body: 'Lovely stay, very clean.',
      rating: 5,
    },
  ]);
});
