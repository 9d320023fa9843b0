// Notifications resolvers in process (the subgraph test kit): a staff message reaches its recipient's inbox,
// only they may mark it read, and nobody else sees it.
import { callerOf, startSubgraphHarness, type SubgraphHarness } from '@stays/subgraph-shared/testing';
import { defineNotifications } from '../src';

let notifications: SubgraphHarness;

beforeAll(async () => {
  notifications = await startSubgraphHarness(defineNotifications);
});

afterAll(async () => {
  await notifications?.stop();
});

it('delivers a staff message to its recipient only', async () => {
  const staff = callerOf('staff');
  const host = callerOf('host');
  const stranger = callerOf('visitor');
  const sent = await notifications.execute<{ sendNotification: { id: string; senderId: string } }>(
    'mutation ($input: NotificationInput!) { sendNotification(input: $input) { id senderId } }',
    {
      as: staff,
      variables: {
        input: {
          recipientId: host.userId,
          title: 'Listing photos',
          message: 'Please add photos of the kitchen.',
        },
      },
    },
  );
  expect(sent.errors).toBeUndefined();
  const { id } = sent.data!.sendNotification;
  expect(sent.data!.sendNotification.senderId).toBe(staff.userId);

  const inbox = (as: typeof host) => notifications.execute('{ myNotifications { id title isRead } }', { as });
  expect((await inbox(host)).data).toEqual({
    myNotifications: [{ id, title: 'Listing photos', isRead: false }],
  });
  expect((await inbox(stranger)).data).toEqual({ myNotifications: [] });

  const markRead = (as: typeof host) =>
    notifications.execute('mutation ($id: ID!) { markNotificationRead(id: $id) { isRead } }', {
      as,
      variables: { id },
    });
  expect((await markRead(stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await markRead(host)).data).toEqual({ markNotificationRead: { isRead: true } });
});
