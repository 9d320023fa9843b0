// Properties resolvers in process (the subgraph test kit): a host's listing waits for review, hidden from the
// public; staff approve it (a PropertyStatus decision) and it is listed and searchable; its host is told.
import {
  ANONYMOUS,
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { defineProperties } from '../src';

let properties: SubgraphHarness;
let notifications: Peer;

beforeAll(async () => {
  notifications = await servePeer('notifications', (app) =>
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({})),
  );
  properties = await startSubgraphHarness(defineProperties);
});

afterAll(async () => {
  await properties?.stop();
  await notifications?.stop();
});

it("keeps a host's new listing from the public until staff approve it", async () => {
  const host = callerOf('host');
  const created = await properties.execute<{
    createProperty: { property: { id: string; status: string }; message: string };
  }>(
    'mutation ($input: PropertyInput!) { createProperty(input: $input) { property { id status } message } }',
    {
      as: host,
      variables: {
        input: {
          title: 'Kit cottage',
          location: 'Cabo Negro, Morocco',
          propertyType: 'house',
          pricePerNight: '95',
          amenities: ['Wi-Fi'],
          latitude: 35.6853,
          longitude: -5.2897,
        },
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const { property, message } = created.data!.createProperty;
  expect(property.status).toBe('pending');
  expect(message).toBe('Your property has been submitted for review.');

  const read = (as: typeof host) =>
    properties.execute('query ($id: ID!) { property(id: $id) { id } }', {
      as,
      variables: { id: property.id },
    });
  expect((await read(ANONYMOUS)).data).toEqual({ property: null });
  expect((await read(host)).data).toEqual({ property: { id: property.id } });

  const review = (as: typeof host, decision: string) =>
    properties.execute(
      'mutation ($id: ID!, $d: PropertyStatus!) { reviewProperty(id: $id, decision: $d) { status } }',
      {
        as,
        variables: { id: property.id, d: decision },
      },
    );
  expect((await review(host, 'approved')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await review(callerOf('staff'), 'pending')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect((await review(callerOf('staff'), 'approved')).data).toEqual({
    reviewProperty: { status: 'approved' },
  });
  // The staff desk heard of the new listing; its host hears of the approval.
  expect(notifications.calls.get('/internal/notifications')).toEqual([
    expect.objectContaining({ recipientRole: 'staff', relatedEntityId: property.id }),
    expect.objectContaining({ recipientId: host.userId, title: 'Property approved' }),
  ]);

  expect((await read(ANONYMOUS)).data).toEqual({ property: { id: property.id } });
  const search = await properties.execute(
    '{ searchProperties(location: "cabo", sort: price_low) { items { id } total } }',
  );
  expect(search.data).toEqual({ searchProperties: { items: [{ id: property.id }], total: 1 } });
});
