// The /api/conversations calls on the real stack (issue 29): a guest's thread with a host about a property, read
// and written by its two participants only; anonymous 401, outsiders 404 (never a hint the thread exists), a
// message over 5,000 characters 400 naming the limit, a blocked side 403, the message rate limit 429, a reported
// thread readable (not writable) by staff, and the property page's message (SPEC's POST
// /api/dashboard/notifications) landing in the thread too.
import { type Account, sessionCookie, stackWithCast } from '../fixtures/client';

/** The message rate for this file: a fresh guest reaches it in a few writes. */
const MESSAGE_RATE = 4;
const { cast, call } = stackWithCast({ env: { MESSAGE_RATE_LIMIT: String(MESSAGE_RATE) } });

interface Entry {
  id: string;
  kind: string;
  senderId: string | null;
  body: string | null;
}
interface Conversation {
  id: string;
  propertyId: string;
  guestId: string;
  hostId: string;
  unreadCount: number;
  otherReadAt: string | null;
  reported: boolean;
  property: { id: string; title: string } | null;
  guest: { id: string } | null;
  host: { id: string } | null;
  lastEntry: Entry | null;
}
interface Thread extends Conversation {
  entries: { items: Entry[]; hasMore: boolean };
}
interface Page {
  items: Conversation[];
  hasMore: boolean;
  total: number;
  unread: number;
}

let registered = 0;
/** A new visitor account, signed in (each has a message budget of its own). */
async function newGuest(): Promise<Account> {
  registered += 1;
  const email = `talker-${Date.now()}-${registered}@stays.test`;
  const answer = await call<{ id: string }>('POST', '/api/register', {
    username: email,
    email,
    password: 'secret123',
    firstName: 'Talker',
    lastName: 'Guest',
  });
  expect(answer.status).toBe(201);
  return { cookie: sessionCookie(answer.headers)!, id: answer.json.id };
}

const as = (account: Account) => ({ cookie: account.cookie });
const start = (guest: Account, message: string, propertyId = cast.property.id) =>
  call<Conversation>('POST', '/api/conversations', { propertyId, message }, as(guest));
const send = (who: Account, id: string, body: unknown) =>
  call<Entry>('POST', `/api/conversations/${id}/messages`, { body }, as(who));

describe('/api/conversations', () => {
  let guest: Account;
  let thread: Conversation;

  beforeAll(async () => {
    guest = await newGuest();
    const started = await start(guest, 'Hello! Is the flat free in May?');
    expect({ status: started.status, body: started.text }).toMatchObject({ status: 201 });
    thread = started.json;
  });

  it('answers every call 401 when signed out', async () => {
    const id = thread.id;
    for (const [method, path, body] of [
      ['GET', '/api/conversations', undefined],
      ['POST', '/api/conversations', { propertyId: cast.property.id, message: 'Hi' }],
      ['GET', `/api/conversations/${id}`, undefined],
      ['POST', `/api/conversations/${id}/messages`, { body: 'Hi' }],
      ['POST', `/api/conversations/${id}/read`, undefined],
      ['POST', `/api/conversations/${id}/report`, {}],
    ] as const) {
      const answer = await call(method, path, body);
      expect({ call: `${method} ${path}`, status: answer.status, json: answer.json }).toEqual({
        call: `${method} ${path}`,
        status: 401,
        json: { message: 'Unauthorized' },
      });
    }
  });

  it("starts the guest's thread with the host once, and continues it after", async () => {
    expect(thread).toMatchObject({
      propertyId: cast.property.id,
      guestId: guest.id,
      hostId: cast.host.id,
      property: { id: cast.property.id, title: cast.property.title },
      lastEntry: { kind: 'message', senderId: guest.id, body: 'Hello! Is the flat free in May?' },
      reported: false,
    });
    const again = await start(guest, 'And is there parking?');
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(thread.id);
    expect(again.json.lastEntry?.body).toBe('And is there parking?');
  });

  it('lists the thread to both participants, newest first, with unread counts; never to anyone else', async () => {
    const hostPage = await call<Page>('GET', '/api/conversations', undefined, as(cast.host));
    expect(hostPage.status).toBe(200);
    const listed = hostPage.json.items.find((item) => item.id === thread.id);
    expect(listed?.unreadCount).toBeGreaterThan(0);
    expect(hostPage.json.unread).toBeGreaterThanOrEqual(listed!.unreadCount);
    const guestPage = await call<Page>('GET', '/api/conversations?limit=1', undefined, as(guest));
    expect(guestPage.json).toMatchObject({ total: 1, hasMore: false, items: [{ id: thread.id }] });
    const outsider = await newGuest();
    const outsiders = await call<Page>('GET', '/api/conversations', undefined, as(outsider));
    expect(outsiders.json).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await call('GET', '/api/conversations?limit=500', undefined, as(guest))).status).toBe(400);
  });

  it('answers 404 to anyone outside the thread, for every call, as for no thread at all', async () => {
    const outsider = await newGuest();
    const id = thread.id;
    for (const [who, method, path, body] of [
      [outsider, 'GET', `/api/conversations/${id}`, undefined],
      [outsider, 'POST', `/api/conversations/${id}/messages`, { body: 'Hi' }],
      [outsider, 'POST', `/api/conversations/${id}/read`, undefined],
      [outsider, 'POST', `/api/conversations/${id}/report`, {}],
      // Staff and admins read a thread only once it is reported.
      [cast.staff, 'GET', `/api/conversations/${id}`, undefined],
      [cast.admin, 'GET', `/api/conversations/${id}`, undefined],
      [guest, 'GET', '/api/conversations/665f1c2e9b1e8a0012345678', undefined],
      [guest, 'GET', '/api/conversations/not-an-id', undefined],
    ] as const) {
      const answer = await call(method, path, body, as(who));
      expect({ call: `${method} ${path}`, status: answer.status }).toEqual({
        call: `${method} ${path}`,
        status: 404,
      });
    }
  });

  it('takes 1 to 5,000 characters of plain text, and answers 400 naming the limit past it', async () => {
    const longest = await send(cast.host, thread.id, 'y'.repeat(5000));
    expect(longest.status).toBe(201);
    const markup = await send(cast.host, thread.id, '<b>bold</b> & <script>x</script>');
    expect(markup.json).toMatchObject({ kind: 'message', body: '<b>bold</b> & <script>x</script>' });
    const tooLong = await send(cast.host, thread.id, 'y'.repeat(5001));
    expect(tooLong.status).toBe(400);
    expect((tooLong.json as unknown as { message: string }).message).toMatch(/5,?000/);
    expect((await send(cast.host, thread.id, '   ')).status).toBe(400);
    expect((await send(cast.host, thread.id, undefined)).status).toBe(400);
    const tooLongStart = await start(await newGuest(), 'z'.repeat(5001));
    expect(tooLongStart.status).toBe(400);
    expect((tooLongStart.json as unknown as { message: string }).message).toMatch(/5,?000/);
  });

  it('pages a thread backwards, oldest first within a page', async () => {
    const newest = await call<Thread>('GET', `/api/conversations/${thread.id}?limit=2`, undefined, as(guest));
    expect(newest.status).toBe(200);
    expect(newest.json.entries.items).toHaveLength(2);
    expect(newest.json.entries.hasMore).toBe(true);
    const older = await call<Thread>(
      'GET',
      `/api/conversations/${thread.id}?limit=100&before=${newest.json.entries.items[0]!.id}`,
      undefined,
      as(guest),
    );
    const ids = [...older.json.entries.items, ...newest.json.entries.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(older.json.entries.items[0]!.body).toBe('Hello! Is the flat free in May?');
    expect(older.json.entries.hasMore).toBe(false);
  });

  it("marks a thread read: the reader's unread count is 0, the other side sees when", async () => {
    const read = await call<Conversation>(
      'POST',
      `/api/conversations/${thread.id}/read`,
      undefined,
      as(guest),
    );
    expect(read.status).toBe(200);
    expect(read.json.unreadCount).toBe(0);
    const seenByHost = await call<Thread>('GET', `/api/conversations/${thread.id}`, undefined, as(cast.host));
    expect(Date.parse(seenByHost.json.otherReadAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets a participant report it; staff then read it but cannot write in it', async () => {
    const reporter = await newGuest();
    const reported = (await start(reporter, 'Please pay me outside the site')).json;
    const answer = await call<Conversation>(
      'POST',
      `/api/conversations/${reported.id}/report`,
      { reason: 'Asked to pay outside the site' },
      as(cast.host),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.reported).toBe(true);
    const read = await call<Thread>('GET', `/api/conversations/${reported.id}`, undefined, as(cast.staff));
    expect(read.status).toBe(200);
    expect(read.json.entries.items.map((entry) => entry.body)).toContain('Please pay me outside the site');
    expect((await send(cast.staff, reported.id, 'Staff here')).status).toBe(403);
    const staffList = await call<Page>('GET', '/api/conversations', undefined, as(cast.staff));
    expect(staffList.json.items.map((item) => item.id)).not.toContain(reported.id);
  });

  it('refuses a blocked account: its session ends (401), and nobody writes to it (403)', async () => {
    const blockedGuest = await newGuest();
    const conversation = (await start(blockedGuest, 'Hi there')).json;
    const block = await call('PUT', `/api/admin/users/${blockedGuest.id}/block`, undefined, as(cast.admin));
    expect(block.status).toBe(200);
    expect((await send(blockedGuest, conversation.id, 'Still me')).status).toBe(401);
    const toBlocked = await send(cast.host, conversation.id, 'Hello?');
    expect(toBlocked.status).toBe(403);
  });

  it('applies the message rate limit (429) to the messages of a thread', async () => {
    const chatty = await newGuest();
    const conversation = (await start(chatty, 'Message 1')).json;
    const statuses: number[] = [];
    for (let n = 2; n <= MESSAGE_RATE + 1; n++)
      statuses.push((await send(chatty, conversation.id, `Message ${n}`)).status);
    expect(statuses).toEqual([...Array<number>(MESSAGE_RATE - 1).fill(201), 429]);
  });

  it("writes the property page's message to the host (POST /api/dashboard/notifications) into the thread", async () => {
    const writer = await newGuest();
    const sent = await call(
      'POST',
      '/api/dashboard/notifications',
      {
        recipientId: cast.host.id,
        title: `Question about ${cast.property.title}`,
        message: 'Can I check in at 22:00?',
        relatedEntityType: 'property',
        relatedEntityId: cast.property.id,
      },
      as(writer),
    );
    expect(sent.status).toBe(201);
    const page = await call<Page>('GET', '/api/conversations', undefined, as(writer));
    expect(page.json.items).toEqual([
      expect.objectContaining({
        propertyId: cast.property.id,
        hostId: cast.host.id,
        lastEntry: expect.objectContaining({ body: 'Can I check in at 22:00?' }) as unknown,
      }),
    ]);
  });
});
