// Issue 18: faults survived. The stack supervises its children (scripts/processes.ts `supervise`): a subgraph or
// the database killed with SIGKILL is restarted; the rest answers meanwhile and nothing acknowledged is lost.
import { dbNameFromEnv } from '@stays/contracts';
import { MongoClient } from 'mongodb';
import {
  type Account,
  type BookingJson,
  futureStay,
  type PropertyJson,
  stackWithCast,
} from '../fixtures/client';

const { stack, cast, call, signIn } = stackWithCast();
let property: PropertyJson;
let host: Account;
let student: Account;
let admin: Account;

beforeAll(() => {
  ({ property, host, student, admin } = cast);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ok()` holds or `ms` pass; answers whether it held. */
async function eventually(ok: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok().catch(() => false)) return true;
    await sleep(200);
  }
  return false;
}

function kill(name: string): number {
  const pid = stack().pids()[name];
  if (!pid) throw new Error(`no ${name} process`);
  process.kill(pid, 'SIGKILL');
  return pid;
}

describe('a subgraph killed while requests flow', () => {
  it('keeps the rest answering, answers its reads 503, and recovers without a gateway restart', async () => {
    const gatewayPid = stack().pids().gateway;
    const mine = () => call('GET', '/api/bookings/mine', undefined, { cookie: student.cookie });
    expect((await mine()).status).toBe(200);

    const killed = kill('bookings');
    // While it is down: its reads are a clear 503, the listings (properties, users) still answer.
    let saw503 = false;
    let listingsDown = 0;
    const started = Date.now();
    while (Date.now() - started < 1500 || !saw503) {
      const [reads, listings] = await Promise.all([mine(), call('GET', '/api/properties/featured')]);
      if (reads.status === 503) {
        saw503 = true;
        expect(reads.json).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
      } else expect([200, 503]).toContain(reads.status);
      if (listings.status !== 200) listingsDown += 1;
      if (Date.now() - started > 15_000) break;
    }
    expect(saw503).toBe(true);
    expect(listingsDown).toBe(0);

    expect(await eventually(async () => (await mine()).status === 200, 30_000)).toBe(true);
    expect(stack().pids().bookings).not.toBe(killed);
    expect(stack().pids().gateway).toBe(gatewayPid);
    expect(await eventually(async () => (await call('GET', '/healthz')).status === 200, 10_000)).toBe(true);
  }, 90_000);
});

describe('the database killed under write load', () => {
  it('keeps every acknowledged booking and never two approved overlapping stays', async () => {
    const acknowledged: BookingJson[] = [];
    const approved: string[] = [];
    let stop = false;
    // Three guests ask for stays that overlap each other's (each slot overlaps the next: 20 days apart, 25 nights
    // long), approved as soon as they are made. A guest's own slots are three apart, so none of them overlaps
    // another of theirs: a guest may not hold two open requests for the same nights (409 duplicateRequest).
    const guests = [
      student,
      await signIn({ username: 'jake.morrison@stays.test', password: 'demo123' }),
      await signIn({ username: 'lina.haddad@stays.test', password: 'demo123' }),
    ];
    const writer = async (lane: number) => {
      for (let turn = 0; !stop; turn++) {
        const stay = futureStay(200 + turn * guests.length + lane, 25);
        const made = await call<BookingJson>(
          'POST',
          '/api/bookings',
          { propertyId: property.id, guests: 1, ...stay },
          { cookie: guests[lane]!.cookie },
        ).catch(() => null);
        if (made?.status !== 201) {
          await sleep(100);
          continue;
        }
        acknowledged.push(made.json);
        const decided = await call<BookingJson>(
          'PUT',
          `/api/bookings/${made.json.id}/status`,
          { status: 'approved' },
          { cookie: host.cookie },
        ).catch(() => null);
        if (decided?.status === 200) approved.push(made.json.id);
      }
    };
    const writers = guests.map((_, lane) => writer(lane));
    await eventually(async () => acknowledged.length >= 3, 20_000);
    const killed = kill('database');
    await sleep(1500);
    const ackedAtKill = acknowledged.length;
    await eventually(async () => acknowledged.length > ackedAtKill + 2, 60_000);
    stop = true;
    await Promise.all(writers);
    expect(stack().pids().database).not.toBe(killed);
    expect(acknowledged.length).toBeGreaterThan(ackedAtKill);

    const all = await call<BookingJson[]>('GET', '/api/bookings', undefined, { cookie: admin.cookie });
    expect(all.status).toBe(200);
    const byId = new Map(all.json.map((booking) => [booking.id, booking]));
    for (const booking of acknowledged) expect(byId.get(booking.id)?.id).toBe(booking.id);
    for (const id of approved) expect(byId.get(id)?.status).toBe('approved');

    const stays = all.json
      .filter((booking) => booking.propertyId === property.id && booking.status === 'approved')
      .map((booking) => [Date.parse(booking.checkInDate), Date.parse(booking.checkOutDate)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < stays.length; i++) expect(stays[i][0]).toBeGreaterThanOrEqual(stays[i - 1][1]);
  }, 150_000);
});

// Issue 18 #13. Runs after the database was killed and restarted above: the new process kept the credentials.
describe("the stack's embedded database", () => {
  it('refuses a client without credentials or with a wrong password, and serves the stack', async () => {
    const { database } = stack();
    expect(database.kind).toBe('embedded');
    const url = new URL(database.uri);
    expect(url.username).not.toBe('');
    expect(url.password.length).toBeGreaterThanOrEqual(40);

    const anonymous = await MongoClient.connect(`mongodb://${url.host}/`);
    try {
      const users = anonymous.db(dbNameFromEnv()).collection('users');
      await expect(users.findOne({})).rejects.toMatchObject({
        code: 13,
        message: 'Command find requires authentication',
      });
      await expect(users.insertOne({ username: 'intruder' })).rejects.toMatchObject({ code: 13 });
      await expect(anonymous.db('admin').command({ listDatabases: 1 })).rejects.toMatchObject({ code: 13 });
    } finally {
      await anonymous.close();
    }

    const wrong = new MongoClient(
      `mongodb://${url.username}:not-the-password@${url.host}/?authSource=admin`,
      {
        serverSelectionTimeoutMS: 3000,
      },
    );
    await expect(wrong.connect()).rejects.toMatchObject({ code: 18, message: 'Authentication failed.' });
    await wrong.close();

    const own = await MongoClient.connect(database.uri);
    try {
      const users = own.db(dbNameFromEnv()).collection('users');
      expect(await users.countDocuments({ username: 'intruder' })).toBe(0);
      expect(await users.countDocuments({})).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
    expect((await call('GET', '/api/properties/featured')).status).toBe(200);
  }, 30_000);
});
