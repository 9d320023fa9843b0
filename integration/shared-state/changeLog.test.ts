// The caches' change log the gateways follow (gateway/src/shared-state/changeLog.ts, invalidator.ts): another
// gateway's change is applied once, its own never, late entries within the look-back still are.
import {
  ChangeFollower,
  changesCollection,
  changeWriter,
  sharedInvalidator,
  type CacheChange,
} from '@stays/gateway/shared-state';
import { databaseForFile } from './database';

const database = databaseForFile();

/** Two gateways ('a', 'b') on one log, each following it into a list of applied changes. */
async function twoGateways() {
  const [dbA, dbB] = await database.clients(2);
  const logs = { a: await changesCollection(dbA!), b: await changesCollection(dbB!) };
  const applied = { a: [] as CacheChange[], b: [] as CacheChange[] };
  const follower = (id: 'a' | 'b') =>
    new ChangeFollower({
      collection: logs[id],
      instanceId: id,
      apply: (change) => applied[id].push(change),
      pollMs: 50,
      lookBackMs: 2000,
    });
  return {
    logs,
    applied,
    followers: { a: follower('a'), b: follower('b') },
    write: { a: changeWriter(logs.a, 'a'), b: changeWriter(logs.b, 'b') },
  };
}

it("applies another gateway's change once, and never a gateway's own", async () => {
  const { applied, followers, write } = await twoGateways();
  await write.a({ propertyIds: ['p1'], reason: 'PUT /api/properties/p1' });
  await write.b({ userIds: ['u1'], reason: 'logout' });
  for (let i = 0; i < 3; i++) await Promise.all([followers.a.poll(), followers.b.poll()]);
  expect(applied.b).toEqual([{ propertyIds: ['p1'], reason: 'PUT /api/properties/p1' }]);
  expect(applied.a).toEqual([{ userIds: ['u1'], reason: 'logout' }]);
});

it('applies an entry stamped before one already read when it arrives late (within the look-back)', async () => {
  const { logs, applied, followers, write } = await twoGateways();
  await write.a({ all: true, reason: 'first' });
  await followers.b.poll();
  // Stamped 500 ms ago by a slow writer, inserted after the follower read a newer entry.
  await logs.a.insertOne({
    origin: 'a',
    at: new Date(Date.now() - 500),
    change: { all: true, reason: 'late' },
  });
  await followers.b.poll();
  expect(applied.b.map((change) => change.reason)).toEqual(['first', 'late']);
});

it('ignores what was written before the gateway started', async () => {
  const [db] = await database.clients(1);
  const log = await changesCollection(db!);
  await changeWriter(log, 'a', () => Date.now() - 10_000)({ all: true, reason: 'old' });
  const applied: CacheChange[] = [];
  const follower = new ChangeFollower({
    collection: log,
    instanceId: 'b',
    apply: (c) => applied.push(c),
    pollMs: 50,
  });
  await follower.poll();
  expect(applied).toEqual([]);
});

it('follows on its own timer once started, until stopped', async () => {
  const { applied, followers, write } = await twoGateways();
  followers.b.start();
  await write.a({ propertyIds: ['p2'], reason: 'timer' });
  const deadline = Date.now() + 2000;
  while (applied.b.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await followers.b.stop();
  expect(applied.b.map((change) => change.reason)).toEqual(['timer']);
  await write.a({ propertyIds: ['p3'], reason: 'after stop' });
  await new Promise((r) => setTimeout(r, 200));
  expect(applied.b).toHaveLength(1);
});

it('expires entries through a TTL index on `at`', async () => {
  const { logs } = await twoGateways();
  expect(await logs.a.indexes()).toEqual(
    expect.arrayContaining([expect.objectContaining({ key: { at: 1 }, expireAfterSeconds: 600 })]),
  );
});

describe('sharedInvalidator', () => {
  it('empties locally at once and appends the change for the others', async () => {
    const local: CacheChange[] = [];
    const appended: CacheChange[] = [];
    const invalidator = sharedInvalidator(
      { invalidate: (change) => local.push(change) },
      async (change) => void appended.push(change),
    );
    invalidator.invalidate({ propertyIds: ['p'], reason: 'edit' });
    expect(local).toEqual([{ propertyIds: ['p'], reason: 'edit' }]);
    expect(appended).toEqual([{ propertyIds: ['p'], reason: 'edit' }]);
  });

  it('logs a failed append instead of failing the write that already happened', async () => {
    const logged: string[] = [];
    const local: CacheChange[] = [];
    const invalidator = sharedInvalidator(
      { invalidate: (change) => local.push(change) },
      () => Promise.reject(new Error('database gone')),
      (message) => logged.push(message),
    );
    expect(() => invalidator.invalidate({ all: true, reason: 'edit' })).not.toThrow();
    await new Promise((r) => setImmediate(r));
    expect(local).toHaveLength(1);
    expect(logged).toEqual(['change not carried to other gateways (edit): Error: database gone']);
  });
});
