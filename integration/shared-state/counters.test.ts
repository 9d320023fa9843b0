// The attempt counters the gateways share (gateway/src/shared-state/counters.ts) on a real MongoDB-compatible
// server: one window per key, atomic across connections, ended windows treated as gone before the TTL sweep.
import { countersCollection, MongoAttemptCounter } from '@stays/gateway/shared-state';
import { databaseForFile } from './database';

const database = databaseForFile();

/**
 * Counters over one database, one per connection (each as one gateway), on a clock the test moves. The clock runs
 * an hour ahead of the real one: the server's TTL sweep (real time, every second) must never remove a window while
 * a test counts into it. A fixed date in the past let a slow run lose its window mid-test and count twice as many.
 */
async function counters(n: number) {
  const clock = { now: Date.now() + 3_600_000 };
  const dbs = await database.clients(n);
  const made = await Promise.all(
    dbs.map(async (db) => new MongoAttemptCounter(await countersCollection(db), () => clock.now)),
  );
  return { clock, counters: made, db: dbs[0]! };
}

it('counts up to the limit, then refuses, per key', async () => {
  const {
    counters: [counter],
  } = await counters(1);
  const hits = [];
  for (let i = 0; i < 4; i++) hits.push(await counter!.hit('k', 3, 60_000));
  expect(hits).toEqual([true, true, true, false]);
  expect(await counter!.hit('other', 3, 60_000)).toBe(true);
});

it('counts attempts made at the same moment through several connections exactly once each', async () => {
  const { counters: pair, db } = await counters(2);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => pair[i % 2]!.hit('shared', 5, 60_000)),
  );
  expect(answers.filter(Boolean)).toHaveLength(5);
  expect(await db.collection('gateway_counters').findOne({ _id: 'shared' as never })).toMatchObject({
    count: 5,
  });
});

it('opens a new window once the last one has ended, even before the TTL monitor removed it', async () => {
  const {
    clock,
    counters: [counter],
    db,
  } = await counters(1);
  expect(await counter!.hit('w', 1, 1000)).toBe(true);
  expect(await counter!.hit('w', 1, 1000)).toBe(false);
  clock.now += 1000;
  expect(await db.collection('gateway_counters').countDocuments({ _id: 'w' as never })).toBe(1);
  expect(await counter!.hit('w', 1, 1000)).toBe(true);
  expect(await counter!.hit('w', 1, 1000)).toBe(false);
});

it('gives an attempt back on refund, never below zero, and not into an ended window', async () => {
  const {
    clock,
    counters: [counter],
  } = await counters(1);
  expect(await counter!.hit('r', 1, 1000)).toBe(true);
  await counter!.refund('r');
  await counter!.refund('r');
  expect(await counter!.hit('r', 1, 1000)).toBe(true);
  expect(await counter!.hit('r', 1, 1000)).toBe(false);
  await counter!.refund('never-counted');
  clock.now += 1000;
  await counter!.refund('r');
  expect(await counter!.hit('r', 1, 1000)).toBe(true);
});

it('expires windows through a TTL index on expiresAt', async () => {
  const { db } = await counters(1);
  const indexes = await db.collection('gateway_counters').indexes();
  expect(indexes).toEqual(
    expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]),
  );
});
