// GET /api/events on the real stack with TWO gateway processes on one database (issue 29): a stream carries only
// the caller's own events, within 2 s of the write, whichever gateway took the write; a reconnect with
// Last-Event-ID loses nothing; heartbeats keep an idle stream open; the stream ends with the session.
import { type Account, sessionCookie, stackWithCast } from '../fixtures/client';
import { type OpenStream, openStream } from '../fixtures/sse';

const SESSION_CHECK_MS = 4000;
const { stack, cast, call } = stackWithCast({
  gateways: 2,
  env: { LIVE_HEARTBEAT_MS: '500', LIVE_SESSION_CHECK_MS: String(SESSION_CHECK_MS) },
});
const gatewayA = () => stack().gatewayUrls[0]!;
const gatewayB = () => stack().gatewayUrls[1]!;

interface MessageEvent {
  conversationId: string;
  entry: { id: string; body: string; senderId: string };
}

const open: OpenStream[] = [];
async function stream(base: string, as?: Account, options: { lastEventId?: string; query?: string } = {}) {
  const opened = await openStream(base, { cookie: as?.cookie, ...options });
  open.push(opened);
  return opened;
}
afterEach(() => {
  for (const opened of open.splice(0)) opened.close();
});

/** Writes a message through `base` (either gateway) as `as`; answers the entry and when the write returned. */
async function write(base: string, as: Account, conversationId: string, body: string) {
  const response = await fetch(`${base}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: as.cookie },
    body: JSON.stringify({ body }),
  });
  expect({ status: response.status, body: await response.clone().text() }).toMatchObject({ status: 201 });
  return { entry: (await response.json()) as { id: string }, at: performance.now() };
}

const messageOf = (entryId: string) => (event: { type: string; data: unknown }) =>
  event.type === 'message' && (event.data as MessageEvent).entry?.id === entryId;

/** Signs in again as the same account: a second session of its own (another browser). */
async function anotherSession(username: string, password: string): Promise<Account> {
  const answer = await call<{ id: string }>('POST', '/api/login', { username, password });
  expect(answer.status).toBe(200);
  return { cookie: sessionCookie(answer.headers)!, id: answer.json.id };
}

let conversationId: string;

beforeAll(async () => {
  const started = await call<{ id: string }>(
    'POST',
    '/api/conversations',
    { propertyId: cast.property.id, message: 'Hello, is the flat free in May?' },
    { cookie: cast.student.cookie },
  );
  expect({ status: started.status, body: started.text }).toMatchObject({ status: 201 });
  conversationId = started.json.id;
});

describe('GET /api/events', () => {
  it('answers an anonymous or forged caller 401, as JSON', async () => {
    for (const cookie of [undefined, 'token=forged.token.value']) {
      const refused = await stream(gatewayA(), cookie ? { cookie, id: '' } : undefined);
      expect(refused.status).toBe(401);
      await refused.ended;
      expect(JSON.parse(refused.text())).toEqual({ message: 'Unauthorized' });
    }
  });

  it("streams the caller's own events within 2 s, each with an id, uncompressed, with heartbeats", async () => {
    const host = await stream(gatewayA(), cast.host, {});
    const writer = await stream(gatewayA(), cast.student);
    const outsider = await stream(gatewayA(), cast.admin);
    expect(host.status).toBe(200);
    expect(host.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(host.headers['x-accel-buffering']).toBe('no');
    expect(host.headers['cache-control']).toContain('no-transform');
    expect(host.headers['content-encoding']).toBeUndefined();

    const sent = await write(gatewayA(), cast.student, conversationId, 'Is parking included?');
    const received = await host.next(messageOf(sent.entry.id));
    expect(received.at - sent.at).toBeLessThan(2000);
    expect(received.id).toMatch(/^\d+$/);
    expect(received.data).toMatchObject({
      conversationId,
      entry: { id: sent.entry.id, body: 'Is parking included?', senderId: cast.student.id },
    });
    // The writer's other tabs see it too; someone outside the thread never does.
    await writer.next(messageOf(sent.entry.id));
    expect(outsider.events.filter((event) => JSON.stringify(event.data).includes(conversationId))).toEqual(
      [],
    );
    await host.next(() => false, 1200).catch(() => undefined);
    expect(host.comments).toContain('heartbeat');
  });

  it('asks for no compression even when the client accepts gzip', async () => {
    const host = await openStream(gatewayA(), {
      cookie: cast.host.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    open.push(host);
    expect(host.headers['content-encoding']).toBeUndefined();
    const sent = await write(gatewayA(), cast.student, conversationId, 'Compressed?');
    await host.next(messageOf(sent.entry.id));
  });

  it('crosses gateways: a write through one reaches a stream held by the other within 2 s', async () => {
    const hostOnB = await stream(gatewayB(), cast.host);
    const guestOnA = await stream(gatewayA(), cast.student);
    const fromA = await write(gatewayA(), cast.student, conversationId, 'Written through gateway A');
    expect((await hostOnB.next(messageOf(fromA.entry.id))).at - fromA.at).toBeLessThan(2000);
    const fromB = await write(gatewayB(), cast.host, conversationId, 'Answered through gateway B');
    expect((await guestOnA.next(messageOf(fromB.entry.id))).at - fromB.at).toBeLessThan(2000);
  });

  it('replays every missed event after Last-Event-ID (header or query), once and in order', async () => {
    const first = await stream(gatewayA(), cast.host);
    const seen = await first.next(
      messageOf((await write(gatewayA(), cast.student, conversationId, 'Before the cut')).entry.id),
    );
    first.close();
    const missed: string[] = [];
    for (const n of [1, 2, 3])
      missed.push((await write(gatewayB(), cast.student, conversationId, `While away ${n}`)).entry.id);

    for (const options of [{ lastEventId: seen.id }, { query: `?lastEventId=${seen.id}` }]) {
      const back = await stream(gatewayA(), cast.host, options);
      await back.next(messageOf(missed.at(-1)!));
      const replayed = back.events.filter((event) => event.type === 'message');
      expect(replayed.map((event) => (event.data as MessageEvent).entry.id)).toEqual(missed);
      const ids = back.events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(Math.min(...ids)).toBeGreaterThan(Number(seen.id));
      // And it goes on live.
      const after = await write(gatewayA(), cast.student, conversationId, 'Live again');
      await back.next(messageOf(after.entry.id));
      expect(back.events.filter(messageOf(after.entry.id))).toHaveLength(1);
      back.close();
      // Missed by the next reconnect from the same id too.
      missed.push(after.entry.id);
    }
  });

  it('ends at once on a logout through its gateway; that session only', async () => {
    const host = cast.host;
    const email = cast.property.host!.email!;
    const password = email === 'host@stays.test' ? 'host123' : 'demo123';
    const leaving = await anotherSession(email, password);
    const stays = await stream(gatewayA(), host);
    const ends = await stream(gatewayA(), leaving);
    const loggedOut = await fetch(`${gatewayA()}/api/logout`, {
      method: 'POST',
      headers: { cookie: leaving.cookie },
    });
    expect(loggedOut.status).toBe(200);
    const before = performance.now();
    await ends.ended;
    // Well before the periodic session check could have noticed it.
    expect(performance.now() - before).toBeLessThan(SESSION_CHECK_MS / 2);
    const reopened = await stream(gatewayA(), leaving);
    expect(reopened.status).toBe(401);
    if (!stays.isEnded()) {
      const sent = await write(gatewayA(), cast.student, conversationId, 'Still here?');
      await stays.next(messageOf(sent.entry.id));
    }
  });

  it('ends when the account is blocked: at once on that gateway, within the session check on the other', async () => {
    const email = `streamer-${Date.now()}@stays.test`;
    const registered = await call<{ id: string }>('POST', '/api/register', {
      username: email,
      email,
      password: 'secret123',
      firstName: 'Stream',
      lastName: 'Er',
    });
    expect(registered.status).toBe(201);
    const streamer: Account = { cookie: sessionCookie(registered.headers)!, id: registered.json.id };
    const onA = await stream(gatewayA(), streamer);
    const onB = await stream(gatewayB(), streamer);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const blocked = await call('PUT', `/api/admin/users/${streamer.id}/block`, undefined, {
      cookie: cast.admin.cookie,
    });
    expect(blocked.status).toBe(200);
    const before = performance.now();
    await onA.ended;
    expect(performance.now() - before).toBeLessThan(SESSION_CHECK_MS / 2);
    await onB.ended;
    // The other gateway learns it from its periodic check (and its session cache of about a second).
    expect(performance.now() - before).toBeLessThan(SESSION_CHECK_MS + 3000);
  }, 20_000);
});
