// Conversations in process (issue 29): a guest starts a thread with a host about an approved property, both write,
// read receipts, paging, who may see a thread (outsiders get NOT_FOUND, staff a reported one read-only), the 5,000
// limit, blocked accounts, the message rate, and the guest's message dialog writing into the thread.
import { PROPERTY_FACTS_PATH } from '@stays/subgraph-shared';
import {
  ANONYMOUS,
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineNotifications } from '../src';
import { ACCOUNT_BLOCKED, CONVERSATION_NOT_FOUND, RECIPIENT_BLOCKED } from '../src/conversation/access';
import { MESSAGE_TOO_LONG } from '../src/conversation/body';
import { notificationModel } from '../src/notification/model';
import { TOO_MANY_MESSAGES } from '../src/notification/resolvers';

type Caller = ReturnType<typeof callerOf>;
const id = () => new Types.ObjectId().toHexString();
const host = callerOf('host');
const listing = { id: id(), hostId: host.userId!, status: 'approved', title: 'Loft', hostBlocked: false };
const pending = { ...listing, id: id(), status: 'pending' };
const hidden = { ...listing, id: id(), hostBlocked: true };
const listings = [listing, pending, hidden];
const blocked = new Set<string>();

let notifications: SubgraphHarness;
let properties: Peer;
let users: Peer;

beforeAll(async () => {
  process.env.MESSAGE_RATE_LIMIT = '6';
  properties = await servePeer('properties', (app) =>
    app.post(PROPERTY_FACTS_PATH, (req, res) => {
      const ids = (req.body as { ids: string[] }).ids;
      res.json({ properties: listings.filter((property) => ids.includes(property.id)) });
    }),
  );
  users = await servePeer('users', (app) =>
    app.post('/internal/session-states', (req, res) => {
      const ids = (req.body as { ids: string[] }).ids;
      res.json({
        states: ids.map((user) => ({
          id: user,
          role: 'visitor',
          isBlocked: blocked.has(user),
          sessionVersion: 0,
        })),
      });
    }),
  );
  notifications = await startSubgraphHarness(defineNotifications);
});

afterAll(async () => {
  delete process.env.MESSAGE_RATE_LIMIT;
  await notifications?.stop();
  await properties?.stop();
  await users?.stop();
});

const THREAD = `id propertyId guestId hostId unreadCount otherReadAt reported
  lastEntry { kind body senderId }`;

interface Thread {
  id: string;
  propertyId: string;
  guestId: string;
  hostId: string;
  unreadCount: number;
  otherReadAt: string | null;
  reported: boolean;
  lastEntry: { kind: string; body: string; senderId: string } | null;
}

const start = (as: Caller, message: string, propertyId = listing.id) =>
  notifications.execute<{ startConversation: Thread }>(
    `mutation ($p: ID!, $m: String!) { startConversation(propertyId: $p, message: $m) { ${THREAD} } }`,
    { as, variables: { p: propertyId, m: message } },
  );
const send = (as: Caller, conversationId: string, body: string) =>
  notifications.execute<{ sendMessage: { id: string; kind: string; body: string; senderId: string } }>(
    'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id kind body senderId } }',
    { as, variables: { c: conversationId, b: body } },
  );
const read = (as: Caller, conversationId: string) =>
  notifications.execute<{ conversation: Thread }>(
    `query ($id: ID!) { conversation(id: $id) { ${THREAD} } }`,
    {
      as,
      variables: { id: conversationId },
    },
  );
const inbox = (as: Caller) =>
  notifications.execute<{
    myConversations: { items: Thread[]; total: number; unread: number; hasMore: boolean };
  }>(`{ myConversations { items { ${THREAD} } total unread hasMore } }`, { as });
const markRead = (as: Caller, conversationId: string) =>
  notifications.execute<{ markConversationRead: Thread }>(
    `mutation ($id: ID!) { markConversationRead(id: $id) { ${THREAD} } }`,
    { as, variables: { id: conversationId } },
  );
const codeOf = (answer: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code;

it('starts one thread per guest, host and property, listed for both with unread counts', async () => {
  const guest = callerOf('visitor');
  const started = await start(guest, '  Is parking included?  ');
  expect(started.errors).toBeUndefined();
  const thread = started.data!.startConversation;
  expect(thread).toMatchObject({
    propertyId: listing.id,
    guestId: guest.userId,
    hostId: host.userId,
    unreadCount: 0,
    reported: false,
    lastEntry: { kind: 'message', body: 'Is parking included?', senderId: guest.userId },
  });
  // Starting again continues the same thread.
  const again = await start(guest, 'And is there a crib?');
  expect(again.data!.startConversation.id).toBe(thread.id);

  const hostInbox = (await inbox(host)).data!.myConversations;
  const listed = hostInbox.items.find((item) => item.id === thread.id);
  expect(listed).toMatchObject({ unreadCount: 2, lastEntry: { body: 'And is there a crib?' } });
  expect(hostInbox.unread).toBeGreaterThanOrEqual(2);
  expect((await inbox(guest)).data!.myConversations).toMatchObject({ total: 1, unread: 0 });
});

it('makes one thread of simultaneous first messages', async () => {
  const guest = callerOf('visitor');
  const answers = await Promise.all(['A', 'B', 'C'].map((body) => start(guest, body)));
  const ids = new Set(answers.map((answer) => answer.data?.startConversation.id));
  expect(ids.size).toBe(1);
  expect((await inbox(guest)).data!.myConversations.total).toBe(1);
  const entries = await notifications.execute<{ conversation: { entries: { items: unknown[] } } }>(
    'query ($id: ID!) { conversation(id: $id) { entries { items { id } } } }',
    { as: guest, variables: { id: [...ids][0] } },
  );
  expect(entries.data!.conversation.entries.items).toHaveLength(3);
});

it('keeps the other side\'s read time ("Seen") and zeroes the reader\'s unread count', async () => {
  const guest = callerOf('visitor');
  const thread = (await start(guest, 'Hello!')).data!.startConversation;
  expect((await read(guest, thread.id)).data!.conversation.otherReadAt).toBeNull();

  const marked = await markRead(host, thread.id);
  expect(marked.data!.markConversationRead).toMatchObject({ unreadCount: 0 });
  const seen = (await read(guest, thread.id)).data!.conversation.otherReadAt;
  expect(Date.parse(seen!)).toBeGreaterThan(Date.now() - 60_000);

  // The host's reply is unread for the guest until the guest reads it; writing counts as having read.
  expect((await send(host, thread.id, 'Yes, one spot.')).errors).toBeUndefined();
  expect((await read(guest, thread.id)).data!.conversation.unreadCount).toBe(1);
  expect((await read(host, thread.id)).data!.conversation.unreadCount).toBe(0);
  await markRead(guest, thread.id);
  expect((await read(guest, thread.id)).data!.conversation.unreadCount).toBe(0);
});

it("refuses a thread about one's own, an unapproved or a hidden property, and anonymous callers", async () => {
  expect(codeOf(await start(host, 'Talking to myself'))).toBe('FORBIDDEN');
  expect(codeOf(await start(callerOf('visitor'), 'Hi', pending.id))).toBe('FORBIDDEN');
  expect(codeOf(await start(callerOf('visitor'), 'Hi', hidden.id))).toBe('NOT_FOUND');
  expect(codeOf(await start(callerOf('visitor'), 'Hi', id()))).toBe('NOT_FOUND');
  expect(codeOf(await start(ANONYMOUS, 'Hi'))).toBe('UNAUTHENTICATED');
  expect(codeOf(await inbox(ANONYMOUS))).toBe('UNAUTHENTICATED');
});

it('takes 1 to 5,000 characters of plain text and names the limit when refusing more', async () => {
  const guest = callerOf('visitor');
  const thread = (await start(guest, 'First')).data!.startConversation;
  const tooLong = await send(guest, thread.id, 'x'.repeat(5001));
  expect(tooLong.errors?.[0]).toMatchObject({
    message: MESSAGE_TOO_LONG,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(tooLong.errors?.[0]?.message).toContain('5000');
  expect(codeOf(await send(guest, thread.id, ' \n '))).toBe('BAD_USER_INPUT');
  expect(codeOf(await start(callerOf('visitor'), 'y'.repeat(5001)))).toBe('BAD_USER_INPUT');
  const markup = await send(guest, thread.id, '<script>alert(1)</script>');
  expect(markup.data!.sendMessage.body).toBe('<script>alert(1)</script>');
  expect((await send(guest, thread.id, 'z'.repeat(5000))).errors).toBeUndefined();
});

it('answers NOT_FOUND to outsiders and never lists a thread to them', async () => {
  const guest = callerOf('visitor');
  const outsider = callerOf('visitor');
  const thread = (await start(guest, 'Private question')).data!.startConversation;
  expect(codeOf(await read(outsider, thread.id))).toBe('NOT_FOUND');
  expect((await read(outsider, thread.id)).errors?.[0]?.message).toBe(CONVERSATION_NOT_FOUND);
  expect(codeOf(await send(outsider, thread.id, 'Hi'))).toBe('NOT_FOUND');
  expect(codeOf(await markRead(outsider, thread.id))).toBe('NOT_FOUND');
  expect(codeOf(await read(callerOf('staff'), thread.id))).toBe('NOT_FOUND');
  expect(codeOf(await read(outsider, 'not-an-id'))).toBe('NOT_FOUND');
  expect((await inbox(outsider)).data!.myConversations).toEqual({
    items: [],
    total: 0,
    unread: 0,
    hasMore: false,
  });
});

it('refuses a blocked writer, and writing to a blocked account', async () => {
  const guest = callerOf('visitor');
  const thread = (await start(guest, 'Before the block')).data!.startConversation;
  blocked.add(guest.userId!);
  try {
    const refused = await send(guest, thread.id, 'After the block');
    expect(refused.errors?.[0]).toMatchObject({
      message: ACCOUNT_BLOCKED,
      extensions: { code: 'FORBIDDEN' },
    });
    const toBlocked = await send(host, thread.id, 'Are you there?');
    expect(toBlocked.errors?.[0]).toMatchObject({
      message: RECIPIENT_BLOCKED,
      extensions: { code: 'FORBIDDEN' },
    });
  } finally {
    blocked.delete(guest.userId!);
  }
});

it("applies today's message rate to messages (MESSAGE_RATE_LIMIT is 6 here)", async () => {
  const guest = callerOf('visitor');
  const thread = (await start(guest, 'One')).data!.startConversation;
  for (let i = 2; i <= 6; i += 1)
    expect((await send(guest, thread.id, `Message ${i}`)).errors).toBeUndefined();
  const refused = await send(guest, thread.id, 'Seventh');
  expect(refused.errors?.[0]).toMatchObject({
    message: TOO_MANY_MESSAGES,
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });
  // The host is counted on their own.
  expect((await send(host, thread.id, 'Replying')).errors).toBeUndefined();
});

it('pages a thread backwards, oldest first within a page', async () => {
  const guest = callerOf('visitor');
  const thread = (await start(guest, 'm1')).data!.startConversation;
  for (const body of ['m2', 'm3', 'm4', 'm5']) await send(guest, thread.id, body);
  const page = (before?: string) =>
    notifications.execute<{
      conversation: { entries: { items: Array<{ id: string; body: string }>; hasMore: boolean } };
    }>(
      'query ($id: ID!, $before: ID) { conversation(id: $id) { entries(before: $before, limit: 2) { items { id body } hasMore } } }',
      { as: host, variables: { id: thread.id, before } },
    );
  const newest = (await page()).data!.conversation.entries;
  expect(newest).toEqual({
    items: [expect.objectContaining({ body: 'm4' }), expect.objectContaining({ body: 'm5' })],
    hasMore: true,
  });
  const older = (await page(newest.items[0].id)).data!.conversation.entries;
  expect(older.items.map((item) => item.body)).toEqual(['m2', 'm3']);
  const oldest = (await page(older.items[0].id)).data!.conversation.entries;
  expect(oldest).toEqual({ items: [expect.objectContaining({ body: 'm1' })], hasMore: false });
  expect(codeOf(await page(id()))).toBe('BAD_USER_INPUT');
});

it('lets a participant report a thread: the staff desk is told, staff and admins read it read-only', async () => {
  const guest = callerOf('visitor');
  const staff = callerOf('staff');
  const thread = (await start(guest, 'Please pay me outside the site')).data!.startConversation;
  const report = (as: Caller) =>
    notifications.execute<{ reportConversation: Thread }>(
      'mutation ($id: ID!) { reportConversation(id: $id, reason: "Asks for payment outside") { id reported } }',
      { as, variables: { id: thread.id } },
    );
  expect(codeOf(await report(staff))).toBe('NOT_FOUND');
  expect((await report(host)).data!.reportConversation.reported).toBe(true);
  await report(host); // a second report adds nothing to the desk

  const desk = await notificationModel(notifications.connection)
    .find({ recipientRole: 'staff', relatedEntityType: 'conversation', relatedEntityId: thread.id })
    .lean();
  expect(desk).toHaveLength(1);
  expect(desk[0].message).toContain('Asks for payment outside');

  expect((await read(staff, thread.id)).data!.conversation).toMatchObject({ id: thread.id, reported: true });
  expect((await read(callerOf('admin'), thread.id)).errors).toBeUndefined();
  expect(codeOf(await send(staff, thread.id, 'Staff here'))).toBe('FORBIDDEN');
  expect(codeOf(await markRead(staff, thread.id))).toBe('FORBIDDEN');
  expect(codeOf(await read(callerOf('visitor'), thread.id))).toBe('NOT_FOUND');
});

it("writes a guest's message-dialog message (sendNotification) into their thread with the host", async () => {
  const guest = callerOf('visitor');
  const sent = await notifications.execute(
    'mutation ($input: NotificationInput!) { sendNotification(input: $input) { title } }',
    {
      as: guest,
      variables: {
        input: {
          recipientId: host.userId,
          title: 'Parking',
          message: 'Is there parking nearby?',
          relatedEntityType: 'property',
          relatedEntityId: listing.id,
        },
      },
    },
  );
  expect(sent.data).toEqual({ sendNotification: { title: 'Guest message: Parking' } });
  const threads = (await inbox(guest)).data!.myConversations.items;
  expect(threads).toEqual([
    expect.objectContaining({
      propertyId: listing.id,
      hostId: host.userId,
      lastEntry: { kind: 'message', body: 'Is there parking nearby?', senderId: guest.userId },
    }),
  ]);
});
