// The staff and admin lists at 10k accounts and 10k bookings: each read the two portals make, sent through the
// gateway as the signed-in admin or staff member, one request after another, with p50/p95/p99 in ms and the size
// of the answer. Numbers, not pass/fail (bench/RESULTS.md keeps the runs).
// Run: npm run bench:staff
//      BENCH_USERS=10000 BENCH_BOOKINGS=10000 BENCH_REQUESTS=100 (the defaults)
// The reads are the portals' own documents (mfe-admin, mfe-staff), printed from their generated files, so the
// benchmark asks exactly what the screens ask.
import { print, type DocumentNode } from 'graphql';
import { MongoClient, ObjectId } from 'mongodb';
import {
  AdminApplicationsDocument,
  AdminBookingsDocument,
  AdminUsersDocument,
} from '../../mfe-admin/src/__generated__/graphql';
import {
  StaffInboxDocument,
  StaffPendingPropertiesDocument,
  StaffStatsDocument,
  StaffUsersDocument,
} from '../../mfe-staff/src/__generated__/graphql';
import { randomIp, signIn } from '../../integration/fixtures/client';
import { startStack } from '../../scripts/stack';
import { userSearchKeysFor } from '@stays/subgraph-users/accounts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
/** Requests before timing: the first ones build the database's sorted index arrays and warm the gateway's plans. */
const WARMUP = 5;

const FIRST = ['Amina', 'Youssef', 'Karim', 'Salma', 'Omar', 'Lina', 'Hamza', 'Nora', 'Ilyas', 'Meriem'];
const LAST = ['Bennani', 'El Idrissi', 'Alaoui', 'Tazi', 'Chraibi', 'Fassi', 'Berrada', 'Lahlou', 'Sefrioui'];
/** Any bcrypt hash: nobody signs in as a bench account. */
const HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.3RrQG4UtW/L7P9yfW4s8uKj6d6r2';

/** A synthetic account, written with the derived keys the model's hooks keep (sign-in and search). */
function account(i: number) {
  const firstName = FIRST[i % FIRST.length];
  const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length];
  const username = `bench${String(i).padStart(5, '0')}`;
  const email = `${username}@bench.test`;
  const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 60_000);
  return {
    _id: new ObjectId(),
    username,
    email,
    passwordHash: HASH,
    firstName,
    lastName,
    role: i % 10 === 0 ? 'host' : 'visitor',
    isBlocked: i % 50 === 0,
    usernameKey: username,
    emailKey: email,
    searchKeys: userSearchKeysFor({ firstName, lastName, username, email }),
    sessionVersion: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'];
const day = (offset: number) =>
  new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** A synthetic booking of a seeded property by a bench account. */
function booking(i: number, property: { _id: ObjectId; hostId: ObjectId }, guestId: ObjectId) {
  const createdAt = new Date(Date.UTC(2025, 6, 1) + i * 60_000);
  return {
    _id: new ObjectId(),
    propertyId: property._id,
    guestId,
    hostId: property.hostId,
    checkInDate: day(i % 600),
    checkOutDate: day((i % 600) + 1 + (i % 5)),
    guests: 1 + (i % 4),
    totalPrice: String(100 + (i % 900)),
    status: STATUSES[i % STATUSES.length],
    createdAt,
    updatedAt: createdAt,
  };
}

interface Row {
  name: string;
  as: 'admin' | 'staff';
  document: DocumentNode;
  variables?: Record<string, unknown>;
}

const PAGE = { limit: 25, offset: 0 };

/** Every list the portals read, as the screens ask it (page sizes as the tabs send them). */
const ROWS: Row[] = [
  { name: 'users, first page (admin)', as: 'admin', document: AdminUsersDocument, variables: PAGE },
  {
    name: 'users, search a last name "bennani"',
    as: 'admin',
    document: AdminUsersDocument,
    variables: { ...PAGE, search: 'bennani' },
  },
  {
    name: 'users, search an email "bench04821@"',
    as: 'admin',
    document: AdminUsersDocument,
    variables: { ...PAGE, search: 'bench04821@' },
  },
  {
    name: 'users, search with no match "zzqx"',
    as: 'admin',
    document: AdminUsersDocument,
    variables: { ...PAGE, search: 'zzqx' },
  },
  {
    name: 'users, role host (staff)',
    as: 'staff',
    document: StaffUsersDocument,
    variables: { ...PAGE, roles: ['host'] },
  },
  {
    name: 'users, page 200 (offset 5000)',
    as: 'admin',
    document: AdminUsersDocument,
    variables: { limit: 25, offset: 5000 },
  },
  { name: 'staff stats (counts)', as: 'staff', document: StaffStatsDocument },
  { name: 'bookings, all, first page', as: 'admin', document: AdminBookingsDocument, variables: PAGE },
  {
    name: 'bookings, all, offset 5000',
    as: 'admin',
    document: AdminBookingsDocument,
    variables: { limit: 25, offset: 5000 },
  },
  {
    name: 'bookings, pending, first page',
    as: 'admin',
    document: AdminBookingsDocument,
    variables: { ...PAGE, status: 'pending' },
  },
  {
    name: 'properties, pending (staff)',
    as: 'staff',
    document: StaffPendingPropertiesDocument,
    variables: PAGE,
  },
  {
    name: 'host applications, pending',
    as: 'admin',
    document: AdminApplicationsDocument,
    variables: { ...PAGE, status: 'pending' },
  },
  { name: 'host applications, all', as: 'admin', document: AdminApplicationsDocument, variables: PAGE },
  { name: 'staff notifications', as: 'staff', document: StaffInboxDocument, variables: PAGE },
];

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function main() {
  const stack = await startStack({ port: 0, inMemory: true, log: () => {} });
  const client = await MongoClient.connect(stack.database.uri);
  try {
    const db = client.db(process.env.MONGODB_DB || 'stays');
    const started = performance.now();
    const accounts = Array.from({ length: USERS }, (_, i) => account(i));
    for (let at = 0; at < accounts.length; at += 5000)
      await db.collection('users').insertMany(accounts.slice(at, at + 5000));
    const properties = await db
      .collection<{ _id: ObjectId; hostId: ObjectId }>('properties')
      .find({}, { projection: { hostId: 1 } })
      .toArray();
    const bookings = Array.from({ length: BOOKINGS }, (_, i) =>
      booking(i, properties[i % properties.length], accounts[i % accounts.length]._id),
    );
    for (let at = 0; at < bookings.length; at += 5000)
      await db.collection('bookings').insertMany(bookings.slice(at, at + 5000));
    // What those bookings and accounts leave behind for the staff: a desk notification per booking request and
    // a host application from every fifth visitor (a third still pending).
    await db.collection('notifications').insertMany(
      bookings.map((b, i) => ({
        recipientRole: 'staff',
        title: 'New booking request',
        message: `Booking ${i} awaits a decision`,
        isRead: i % 3 !== 0,
        relatedEntityType: 'booking',
        relatedEntityId: String(b._id),
        createdAt: b.createdAt,
        updatedAt: b.createdAt,
      })),
    );
    await db.collection('hostApplications').insertMany(
      accounts
        .filter((a, i) => a.role === 'visitor' && i % 5 === 1)
        .map((a, i) => ({
          userId: a._id,
          status: ['pending', 'approved', 'rejected'][i % 3],
          reason: 'I have a flat by the sea',
          phone: '+212600000000',
          address: 'Martil',
          createdAt: a.createdAt,
          updatedAt: a.createdAt,
        })),
    );
    const counts = await Promise.all(
      ['users', 'bookings', 'notifications', 'hostApplications', 'properties'].map(
        async (name) => `${await db.collection(name).countDocuments()} ${name}`,
      ),
    );
    console.log(
      `staff/admin lists: ${counts.join(', ')}; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`${REQUESTS} requests per read, one at a time, through the gateway (POST /graphql)\n`);

    const cookies = {
      admin: (await signIn(stack, 'admin')).cookie,
      staff: (await signIn(stack, 'staff')).cookie,
    };
    console.log(
      `${'read'.padEnd(40)}${['p50 ms', 'p95 ms', 'p99 ms'].map((c) => c.padStart(9)).join('')}${'bytes'.padStart(9)}  answer`,
    );
    for (const row of ROWS) {
      const body = JSON.stringify({ query: print(row.document), variables: row.variables ?? {} });
      const send = async () => {
        const response = await fetch(`${stack.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookies[row.as],
            'x-forwarded-for': randomIp(),
          },
          body,
        });
        return { status: response.status, text: await response.text() };
      };
      for (let i = 0; i < WARMUP; i++) await send();
      const times: number[] = [];
      let last = { status: 0, text: '' };
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        last = await send();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const answer = JSON.parse(last.text) as {
        data?: Record<string, unknown>;
        errors?: Array<{ message: string }>;
      };
      console.log(
        `${row.name.padEnd(40)}${[0.5, 0.95, 0.99].map((q) => percentile(times, q).toFixed(1).padStart(9)).join('')}${String(last.text.length).padStart(9)}  ${
          answer.errors ? `ERROR ${last.status} ${answer.errors[0].message}` : summary(answer.data ?? {})
        }`,
      );
    }
  } finally {
    await client.close();
    await stack.stop();
  }
}

/** What came back, in a few words: rows on the page, and the totals the screens show. */
function summary(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([field, value]) => {
      if (Array.isArray(value)) return `${field}: ${value.length} rows`;
      if (value && typeof value === 'object') {
        const { items, __typename: _type, ...rest } = value as Record<string, unknown>;
        const scalars = Object.entries(rest).map(
          ([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
        );
        return `${field}: ${Array.isArray(items) ? `${items.length} rows, ` : ''}${scalars.join(', ')}`;
      }
      return `${field} ${String(value)}`;
    })
    .join('; ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
