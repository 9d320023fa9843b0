// Paging, search and filters of the staff and admin lists (userPage, hostApplicationPage, bookingPage,
// notificationPage, and properties with limit/offset): one page per request, a total, the policy of the lists
// they page, and the bounds of the window.
import { type Account, stackWithCast } from '../fixtures/client';
import { databaseForFile, ObjectId } from '../fixtures/database';
import { userSearchKeysFor } from '@stays/subgraph-users/accounts';

const { stack, cast, call } = stackWithCast();
const database = databaseForFile(stack);

interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function graphql<T>(query: string, variables: Record<string, unknown>, who?: Account) {
  const response = await fetch(`${stack().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer<T>, 'status'>) };
}

interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  role: string;
  isBlocked: boolean | null;
  createdAt: string;
}
interface PageOf<T> {
  items: T[];
  hasMore: boolean;
  nextOffset: number | null;
  total: number;
}

const USER_PAGE = `query Users($search: String, $roles: [Role!], $isBlocked: Boolean, $limit: Int, $offset: Int) {
  userPage(search: $search, roles: $roles, isBlocked: $isBlocked, limit: $limit, offset: $offset) {
    items { id firstName lastName email role isBlocked createdAt } hasMore nextOffset total
  }
}`;

const userPage = (variables: Record<string, unknown>, who: Account) =>
  graphql<{ userPage: PageOf<UserRow> }>(USER_PAGE, variables, who);

/**
 * Many visitors made in the same millisecond, straight into the database (as a bulk import would, with the keys
 * the model derives).
 */
async function addVisitors(count: number, lastName: string) {
  const createdAt = new Date();
  const docs = Array.from({ length: count }, (_, index) => ({
    username: `pager${index}@${lastName.toLowerCase()}.test`,
    usernameKey: `pager${index}@${lastName.toLowerCase()}.test`,
    email: `pager${index}@${lastName.toLowerCase()}.test`,
    emailKey: `pager${index}@${lastName.toLowerCase()}.test`,
    firstName: `Pager${index}`,
    lastName,
    searchKeys: userSearchKeysFor({
      firstName: `Pager${index}`,
      lastName,
      username: `pager${index}@${lastName.toLowerCase()}.test`,
      email: `pager${index}@${lastName.toLowerCase()}.test`,
    }),
    role: 'visitor',
    isBlocked: index % 5 === 0,
    sessionVersion: 0,
    passwordHash: 'x',
    createdAt,
    updatedAt: createdAt,
  }));
  await (await database()).collection('users').insertMany(docs);
}

beforeAll(async () => {
  await addVisitors(60, 'Paginated');
}, 60_000);

describe('userPage', () => {
  it('pages through a search newest first, with no account twice or missed, and the total', async () => {
    const seen: string[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const answer = await userPage({ search: 'paginated', limit: 25, offset }, cast.admin);
      const page = answer.data!.userPage;
      expect(page.total).toBe(60);
      expect(page.items.length).toBeLessThanOrEqual(25);
      seen.push(...page.items.map((user) => user.id));
      offset = page.nextOffset;
      expect(page.hasMore).toBe(offset !== null);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(60);
  });

  it('searches the starts of first name, last name, username and email words, case-insensitively, as text', async () => {
    const byFirst = await userPage({ search: 'PAGER12', limit: 100 }, cast.admin);
    expect(byFirst.data!.userPage.items.map((user) => user.firstName)).toEqual(['Pager12']);
    const byEmail = await userPage({ search: 'pager3@paginated', limit: 100 }, cast.admin);
    expect(byEmail.data!.userPage.total).toBe(1);
    const regexText = await userPage({ search: 'pager.*', limit: 100 }, cast.admin);
    expect(regexText.data!.userPage.total).toBe(0);
    // Each word begins a word of some field: a full name, a domain; the middle of a word is not a match.
    const fullName = await userPage({ search: 'paginated pager7', limit: 100 }, cast.admin);
    expect(fullName.data!.userPage.items.map((user) => user.firstName)).toEqual(['Pager7']);
    const domain = await userPage({ search: 'Paginated.TEST', limit: 100 }, cast.admin);
    expect(domain.data!.userPage.total).toBe(60);
    const inside = await userPage({ search: 'aginated', limit: 100 }, cast.admin);
    expect(inside.data!.userPage.total).toBe(0);
  });

  it('filters by role and blocked state, and merges several roles newest first', async () => {
    const hosts = await userPage({ roles: ['host'], limit: 100 }, cast.admin);
    expect(hosts.data!.userPage.items.every((user) => user.role === 'host')).toBe(true);
    expect(hosts.data!.userPage.total).toBe(hosts.data!.userPage.items.length);
    const blocked = await userPage({ search: 'paginated', isBlocked: true, limit: 100 }, cast.admin);
    expect(blocked.data!.userPage.total).toBe(12);
    expect(blocked.data!.userPage.items.every((user) => user.isBlocked)).toBe(true);
    const mixed = await userPage({ roles: ['host', 'visitor', 'admin'], limit: 100 }, cast.admin);
    const times = mixed.data!.userPage.items.map((user) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(mixed.data!.userPage.items.map((user) => user.role))).toEqual(
      new Set(['host', 'visitor', 'admin']),
    );
  });

  it('is the host picker: unblocked hosts and admins by name', async () => {
    const email = cast.property.host!.email!;
    const answer = await userPage(
      { search: email.slice(0, 6), roles: ['host', 'admin'], isBlocked: false, limit: 8 },
      cast.admin,
    );
    expect(answer.data!.userPage.items.map((user) => user.id)).toContain(cast.property.hostId);
    expect(answer.data!.userPage.items.every((user) => ['host', 'admin'].includes(user.role))).toBe(true);
    expect(answer.data!.userPage.items.every((user) => user.isBlocked === false)).toBe(true);
  });

  it('shows staff host and visitor accounts only, and refuses visitors and anonymous callers', async () => {
    const staffView = await userPage({ roles: ['admin', 'staff', 'host'], limit: 100 }, cast.staff);
    expect(staffView.data!.userPage.items.every((user) => user.role === 'host')).toBe(true);
    const onlyAdmins = await userPage({ roles: ['admin'] }, cast.staff);
    expect(onlyAdmins.data!.userPage).toEqual({ items: [], hasMore: false, nextOffset: null, total: 0 });
    expect((await userPage({}, cast.student)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const anonymous = await graphql(USER_PAGE, {});
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a window out of bounds and a search too long', async () => {
    for (const variables of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { offset: 10001 }]) {
      const answer = await userPage(variables, cast.admin);
      expect(answer.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
    const long = await userPage({ search: 'x'.repeat(101) }, cast.admin);
    expect(long.errors![0]!.message).toBe('Search text is too long');
  });
});

describe('bookingPage', () => {
  const BOOKING_PAGE = `query B($status: BookingStatus, $limit: Int, $offset: Int) {
    bookingPage(status: $status, limit: $limit, offset: $offset) {
      items { id status createdAt guest { firstName } property { title } } hasMore nextOffset total
    }
  }`;
  type Row = { id: string; status: string; createdAt: string };

  it('gives staff the pending queue a page at a time, with the same total as the REST list', async () => {
    const rest = await call<unknown[]>('GET', '/api/dashboard/pending-bookings', undefined, cast.staff);
    const first = await graphql<{ bookingPage: PageOf<Row> }>(
      BOOKING_PAGE,
      { status: 'pending', limit: 2 },
      cast.staff,
    );
    const page = first.data!.bookingPage;
    expect(page.total).toBe(rest.json.length);
    expect(page.items.every((booking) => booking.status === 'pending')).toBe(true);
    expect(page.hasMore).toBe(rest.json.length > 2);
    const second = await graphql<{ bookingPage: PageOf<Row> }>(
      BOOKING_PAGE,
      { status: 'pending', limit: 2, offset: 2 },
      cast.staff,
    );
    const ids = [...page.items, ...second.data!.bookingPage.items].map((booking) => booking.id);
    expect(ids).toEqual(
      (rest.json as Array<{ id: string }>).slice(0, ids.length).map((booking) => booking.id),
    );
  });

  it('gives every booking to admins only', async () => {
    const all = await graphql<{ bookingPage: PageOf<Row> }>(BOOKING_PAGE, { limit: 100 }, cast.admin);
    const rest = await call<unknown[]>('GET', '/api/bookings', undefined, cast.admin);
    expect(all.data!.bookingPage.total).toBe(rest.json.length);
    const staff = await graphql(BOOKING_PAGE, { limit: 5 }, cast.staff);
    expect(staff.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const host = await graphql(BOOKING_PAGE, { status: 'pending' }, cast.host);
    expect(host.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('hostApplicationPage and notificationPage', () => {
  it('pages host applications for staff and admins, by status', async () => {
    const QUERY = `query A($status: HostApplicationStatus, $limit: Int) {
      hostApplicationPage(status: $status, limit: $limit) { items { id status user { firstName } } total hasMore }
    }`;
    const rest = await call<unknown[]>('GET', '/api/host-applications?status=pending', undefined, cast.admin);
    const answer = await graphql<{ hostApplicationPage: PageOf<{ status: string }> }>(
      QUERY,
      { status: 'pending', limit: 1 },
      cast.staff,
    );
    expect(answer.data!.hostApplicationPage.total).toBe(rest.json.length);
    expect(answer.data!.hostApplicationPage.hasMore).toBe(rest.json.length > 1);
    expect((await graphql(QUERY, {}, cast.student)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('pages the staff inbox with its unread count', async () => {
    const notifications = (await database()).collection('notifications');
    const createdAt = new Date();
    await notifications.insertMany(
      Array.from({ length: 30 }, (_, index) => ({
        recipientRole: 'staff',
        title: `Desk ${index}`,
        message: 'Paged',
        isRead: index % 3 === 0,
        createdAt,
        updatedAt: createdAt,
      })),
    );
    const QUERY = `query N($limit: Int, $offset: Int) {
      notificationPage(limit: $limit, offset: $offset) { items { id isRead } total unread hasMore nextOffset }
    }`;
    type Inbox = { notificationPage: PageOf<{ id: string; isRead: boolean }> & { unread: number } };
    const first = await graphql<Inbox>(QUERY, { limit: 20 }, cast.staff);
    const inbox = first.data!.notificationPage;
    const stored = await notifications.countDocuments({ recipientRole: 'staff' });
    const unread = await notifications.countDocuments({ recipientRole: 'staff', isRead: false });
    const own = new ObjectId(cast.staff.id);
    expect(inbox.total).toBe(stored + (await notifications.countDocuments({ recipientId: own })));
    expect(inbox.unread).toBe(
      unread + (await notifications.countDocuments({ recipientId: own, isRead: false })),
    );
    expect(inbox.items).toHaveLength(20);
    expect(inbox.nextOffset).toBe(20);
    // SPEC 8: signed out is 401, never an empty inbox (issue 18).
    const anonymous = await graphql<Inbox>(QUERY, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('properties by status, paged', () => {
  it('pages the pending queue with propertyCount as its total', async () => {
    const QUERY = `query P($limit: Int, $offset: Int) {
      properties(status: pending, limit: $limit, offset: $offset) { id status }
      propertyCount(status: pending)
    }`;
    const answer = await graphql<{ properties: Array<{ status: string }>; propertyCount: number }>(
      QUERY,
      { limit: 2, offset: 0 },
      cast.staff,
    );
    expect(answer.data!.properties.length).toBe(Math.min(2, answer.data!.propertyCount));
    expect(answer.data!.properties.every((property) => property.status === 'pending')).toBe(true);
  });
});
