// The live events log and its internal routes in process (CONTRACT-29): every message, read receipt, notification
// and peer event is one event per recipient with a strictly increasing seq; followers page with `after=`, a replay
// filters by `userId`; peers add booking events and thread entries through the routes, never the collections.
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { PROPERTY_FACTS_PATH } from '@stays/subgraph-shared';
import express from 'express';
import type { Server } from 'node:http';
import { Types } from 'mongoose';
import { defineNotifications } from '../src';
import type { LiveEvent } from '../src/event/log';

const id = () => new Types.ObjectId().toHexString();
const host = callerOf('host');
const listing = { id: id(), hostId: host.userId!, status: 'approved', title: 'Loft', hostBlocked: false };

let notifications: SubgraphHarness;
let properties: Peer;
let users: Peer;
let server: Server;
let base: string;

beforeAll(async () => {
  properties = await servePeer('properties', (app) =>
    app.post(PROPERTY_FACTS_PATH, (_req, res) => void res.json({ properties: [listing] })),
  );
  users = await servePeer('users', (app) =>
    app.post('/internal/session-states', (_req, res) => void res.json({ states: [] })),
  );
  notifications = await startSubgraphHarness(defineNotifications);
  // The subgraph's own internal routes on the harness's database (the internal token is the process's concern).
  const definition = await defineNotifications(notifications.connection);
  const app = express();
  definition.routes!(app);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await notifications?.stop();
  await properties?.stop();
  await users?.stop();
});

const get = async <T>(path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, json: (await response.json()) as T };
};
const post = async <T>(path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
};
type Batch = { events: LiveEvent[]; last: number };
const head = async () => (await get<{ last: number }>('/internal/events/head')).json.last;
const eventsAfter = (after: number, query = '') => get<Batch>(`/internal/events?after=${after}${query}`);

it('tells both sides of each message and read receipt, in order, one event per recipient', async () => {
  const guest = callerOf('visitor');
  const from = await head();
  const started = await notifications.execute<{ startConversation: { id: string } }>(
    'mutation ($p: ID!) { startConversation(propertyId: $p, message: "Hi") { id } }',
    { as: guest, variables: { p: listing.id } },
  );
  const conversationId = started.data!.startConversation.id;
  await notifications.execute('mutation ($id: ID!) { markConversationRead(id: $id) { id } }', {
    as: host,
    variables: { id: conversationId },
  });

  const { status, json } = await eventsAfter(from);
  expect(status).toBe(200);
  expect(json.events.map((event) => [event.type, event.userId])).toEqual([
    ['message', guest.userId],
    ['message', host.userId],
    ['conversation', guest.userId],
    ['conversation', host.userId],
  ]);
  const seqs = json.events.map((event) => event.seq);
  expect(seqs).toEqual([from + 1, from + 2, from + 3, from + 4]);
  expect(json.last).toBe(from + 4);
  expect(json.events[0].data).toMatchObject({
    conversationId,
    entry: { kind: 'message', body: 'Hi', senderId: guest.userId },
  });
  expect(await head()).toBe(from + 4);

  // after= pages; userId= keeps one user's events (a reconnect's replay).
  expect((await eventsAfter(from, '&limit=1')).json).toMatchObject({
    events: [{ seq: from + 1 }],
    last: from + 1,
  });
  expect((await eventsAfter(from + 1, '&limit=2')).json.events.map((event) => event.seq)).toEqual([
    from + 2,
    from + 3,
  ]);
  const hostOnly = await eventsAfter(from, `&userId=${host.userId}`);
  expect(hostOnly.json.events.map((event) => [event.seq, event.userId])).toEqual([
    [from + 2, host.userId],
    [from + 4, host.userId],
  ]);
  expect((await eventsAfter(from + 4)).json).toEqual({ events: [], last: from + 4 });

  // Marking a thread read again, with nothing new in it, is no receipt: no event (open pages cannot ping-pong).
  await notifications.execute('mutation ($id: ID!) { markConversationRead(id: $id) { id } }', {
    as: host,
    variables: { id: conversationId },
  });
  expect(await head()).toBe(from + 4);
});

it("makes a notification to a user an event for them (the staff desk's are not)", async () => {
  const recipient = id();
  const from = await head();
  expect(
    (
      await post('/internal/notifications', {
        recipientId: recipient,
        title: 'Booking approved',
        message: 'Your stay is confirmed.',
      })
    ).status,
  ).toBe(201);
  await post('/internal/contact-messages', {
    name: 'Ann',
    email: 'ann@example.com',
    subject: 'Hello',
    message: 'A question about the site.',
  });
  const { json } = await eventsAfter(from);
  expect(json.events).toEqual([
    expect.objectContaining({
      userId: recipient,
      type: 'notification',
      data: expect.objectContaining({ title: 'Booking approved' }),
    }),
  ]);
});

it("adds peers' events, and their booking steps to the guest-host thread", async () => {
  const guest = callerOf('visitor');
  const bookingId = id();
  const from = await head();
  const booking = await post<{ seqs: number[] }>('/internal/events', {
    userIds: [guest.userId, host.userId],
    type: 'booking',
    data: { bookingId, status: 'pending', propertyId: listing.id },
  });
  expect(booking.status).toBe(201);
  expect(booking.json.seqs).toEqual([from + 1, from + 2]);

  const step = {
    guestId: guest.userId,
    hostId: host.userId,
    propertyId: listing.id,
    bookingId,
    checkIn: '2027-03-01',
    checkOut: '2027-03-04',
  };
  const request = await post<{ conversationId: string }>('/internal/conversation-events', {
    ...step,
    kind: 'request',
    senderId: guest.userId,
    body: 'We arrive by train.',
    amount: 342,
  });
  expect(request.status).toBe(201);
  const approved = await post<{ conversationId: string }>('/internal/conversation-events', {
    ...step,
    kind: 'approved',
    senderId: host.userId,
  });
  expect(approved.json.conversationId).toBe(request.json.conversationId);

  const thread = await notifications.execute<{
    conversation: { unreadCount: number; entries: { items: Array<Record<string, unknown>> } };
  }>(
    'query ($id: ID!) { conversation(id: $id) { unreadCount entries { items { kind senderId body bookingId checkIn checkOut amount } } } }',
    { as: guest, variables: { id: request.json.conversationId } },
  );
  expect(thread.data!.conversation).toEqual({
    unreadCount: 1,
    entries: {
      items: [
        {
          kind: 'request',
          senderId: guest.userId,
          body: 'We arrive by train.',
          bookingId,
          checkIn: step.checkIn,
          checkOut: step.checkOut,
          amount: 342,
        },
        {
          kind: 'approved',
          senderId: host.userId,
          body: null,
          bookingId,
          checkIn: step.checkIn,
          checkOut: step.checkOut,
          amount: null,
        },
      ],
    },
  });
  const { json } = await eventsAfter(from + 2);
  expect(json.events.map((event) => [event.type, event.userId])).toEqual([
    ['conversation', guest.userId],
    ['conversation', host.userId],
    ['conversation', guest.userId],
    ['conversation', host.userId],
  ]);
});

it('refuses malformed reads and writes with 400', async () => {
  expect((await get('/internal/events?after=-1')).status).toBe(400);
  expect((await get('/internal/events?after=0&limit=1001')).status).toBe(400);
  expect((await get('/internal/events?after=0&userId=nobody')).status).toBe(400);
  expect((await post('/internal/events', { userIds: [], type: 'booking', data: {} })).status).toBe(400);
  expect((await post('/internal/events', { userIds: [id()], type: 'shout', data: {} })).status).toBe(400);
  const step = { guestId: id(), hostId: id(), propertyId: id() };
  expect((await post('/internal/conversation-events', { ...step, kind: 'message' })).status).toBe(400);
  expect(
    (await post('/internal/conversation-events', { ...step, kind: 'request', checkIn: 'soon' })).status,
  ).toBe(400);
  expect(
    (await post('/internal/conversation-events', { ...step, hostId: step.guestId, kind: 'review' })).status,
  ).toBe(400);
});
