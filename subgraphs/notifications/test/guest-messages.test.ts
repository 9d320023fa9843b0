// A guest's messages to hosts in process (issue 18 #8, #11): titled as a guest's, limited per guest (here 2 per
// window through MESSAGE_RATE_LIMIT), staff not limited, and none about a blocked host's listing.
import { PROPERTY_FACTS_PATH } from '@stays/subgraph-shared';
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineNotifications } from '../src';
import { TOO_MANY_MESSAGES } from '../src/notification/resolvers';

const hostId = new Types.ObjectId().toHexString();
const listing = new Types.ObjectId().toHexString();
const blockedListing = new Types.ObjectId().toHexString();

let notifications: SubgraphHarness;
let properties: Peer;

beforeAll(async () => {
  process.env.MESSAGE_RATE_LIMIT = '2';
  properties = await servePeer('properties', (app) =>
    app.post(PROPERTY_FACTS_PATH, (req, res) => {
      const [id] = (req.body as { ids: string[] }).ids;
      res.json({
        properties: [{ id, hostId, status: 'approved', title: 'Loft', hostBlocked: id === blockedListing }],
      });
    }),
  );
  notifications = await startSubgraphHarness(defineNotifications);
});

afterAll(async () => {
  delete process.env.MESSAGE_RATE_LIMIT;
  await notifications?.stop();
  await properties?.stop();
});

const SEND = 'mutation ($input: NotificationInput!) { sendNotification(input: $input) { id title } }';
const send = (as: ReturnType<typeof callerOf>, title: string, propertyId = listing) =>
  notifications.execute<{ sendNotification: { title: string } }>(SEND, {
    as,
    variables: {
      input: {
        recipientId: hostId,
        title,
        message: 'Hello',
        relatedEntityType: 'property',
        relatedEntityId: propertyId,
      },
    },
  });

it("titles a guest's message as a guest's, and refuses the guest over the limit", async () => {
  const guest = callerOf('visitor');
  expect((await send(guest, 'Booking approved')).data?.sendNotification.title).toBe(
    'Guest message: Booking approved',
  );
  expect((await send(guest, 'Second')).errors).toBeUndefined();
  const refused = await send(guest, 'Third');
  expect(refused.errors?.[0]).toMatchObject({
    message: TOO_MANY_MESSAGES,
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });
  expect((await send(callerOf('visitor'), 'Another guest')).errors).toBeUndefined();
});

it('does not limit staff, nor change their titles', async () => {
  const staff = callerOf('staff');
  for (let i = 0; i < 3; i++)
    expect((await send(staff, 'Booking approved')).data?.sendNotification.title).toBe('Booking approved');
});

it("refuses a message about a blocked host's listing as not found", async () => {
  const answer = await send(callerOf('visitor'), 'Still there?', blockedListing);
  expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
