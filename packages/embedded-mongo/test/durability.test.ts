import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { start } from '../src';

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function withServer<T>(
  dbPath: string,
  fn: (client: MongoClient) => Promise<T>,
  compactMinBytes?: number,
): Promise<T> {
  const server = await start({ dbPath, compactMinBytes });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

interface Acked {
  inserted: Set<number>;
  deleted: Set<number>;
  incs: Map<number, number>;
}

/**
 * Runs the writer child until it has acknowledged `killAfterInserts` inserts, kills it with SIGKILL a random instant
 * later (its four writers are then anywhere in their writes) and returns what it acknowledged. Counting writes, not
 * milliseconds, kills every round after the same amount of work however busy the machine is.
 */
function runAndKill(dbPath: string, first: number, killAfterInserts: number): Promise<Acked> {
  const child = spawn(
    process.execPath,
    // tsx's CommonJS hook alone: its ESM loader (`--import tsx`) costs a third of a second more a start.
    ['-r', 'tsx/cjs', path.join(__dirname, 'fixtures/crash-writer.ts'), dbPath, '4', String(first)],
    {
      cwd: path.join(__dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const acked: Acked = { inserted: new Set(), deleted: new Set(), incs: new Map() };
  let pending = '';
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const [kind, arg] = line.split(' ');
        if (kind === 'insert') {
          acked.inserted.add(Number(arg));
          if (acked.inserted.size === killAfterInserts)
            setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 30));
        } else if (kind === 'delete') acked.deleted.add(Number(arg));
        else if (kind === 'inc') acked.incs.set(Number(arg), (acked.incs.get(Number(arg)) ?? 0) + 1);
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited with ${code}: ${stderr}`));
    });
  });
}

test('every acknowledged write survives SIGKILL, across several crashes', async () => {
  const dbPath = tmpDir();
  const all: Acked = { inserted: new Set(), deleted: new Set(), incs: new Map() };
  let first = 0;
  for (let round = 0; round < 3; round++) {
    const acked = await runAndKill(dbPath, first, 10 + Math.floor(Math.random() * 30));
    acked.inserted.forEach((i) => all.inserted.add(i));
    acked.deleted.forEach((i) => all.deleted.add(i));
    acked.incs.forEach((n, w) => all.incs.set(w, (all.incs.get(w) ?? 0) + n));
    expect(acked.inserted.size).toBeGreaterThan(0);
    first += 1_000_000;

    await withServer(dbPath, async (client) => {
      const coll = client.db('crash').collection('w');
      const ids = new Set(
        (await coll.find({ w: { $exists: true } }, { projection: { _id: 1 } }).toArray()).map(
          (d) => d._id as unknown as number,
        ),
      );
      // A document whose delete was in flight at the kill (ids divisible by 3) may be either way.
      const mustExist = [...all.inserted].filter((i) => !all.deleted.has(i) && i % 3 !== 0);
      expect(mustExist.filter((i) => !ids.has(i))).toEqual([]);
      expect([...all.deleted].filter((i) => ids.has(i))).toEqual([]);
      for (const [w, n] of all.incs) {
        // Each crash may leave one increment that reached the log without being acknowledged.
        const counter = await coll.findOne({ _id: `counter${w}` as never });
        expect(counter!.n).toBeGreaterThanOrEqual(n);
        expect(counter!.n).toBeLessThanOrEqual(n + round + 1);
      }
      // The unique index came back too, checked on a document that must be there (not one whose delete was in
      // flight at the kill: on a busy machine that one may be gone, and its key free again).
      await expect(coll.insertOne({ k: `k${mustExist[0]}` })).rejects.toMatchObject({ code: 11000 });
    });
  }
}, 60_000);

function logFile(dbPath: string, db: string): string {
  const dir = path.join(dbPath, db);
  return path.join(
    dir,
    fs.readdirSync(dir).find((f) => f.startsWith('log-'))!,
  );
}

test('a torn last record is dropped on restart and later writes are kept', async () => {
  const dbPath = tmpDir();
  await withServer(dbPath, async (client) => {
    const c = client.db('torn').collection('c');
    for (let i = 0; i < 5; i++) await c.insertOne({ _id: i as never });
  });
  const file = logFile(dbPath, 'torn');
  fs.truncateSync(file, fs.statSync(file).size - 3);
  await withServer(dbPath, async (client) => {
    const c = client.db('torn').collection('c');
    expect((await c.find({}).toArray()).map((d) => d._id)).toEqual([0, 1, 2, 3]);
    await c.insertOne({ _id: 'after' as never });
  });
  await withServer(dbPath, async (client) => {
    expect(await client.db('torn').collection('c').countDocuments()).toBe(5);
  });
});

test('a corrupt last record (bad checksum) is dropped, never a failure to start', async () => {
  const dbPath = tmpDir();
  await withServer(dbPath, async (client) => {
    const c = client.db('corrupt').collection('c');
    await c.insertOne({ _id: 1 as never, v: 'keep' });
    await c.insertOne({ _id: 2 as never, v: 'lose' });
  });
  const file = logFile(dbPath, 'corrupt');
  const data = fs.readFileSync(file);
  data[data.length - 5] ^= 0xff;
  fs.writeFileSync(file, data);
  fs.appendFileSync(file, Buffer.from([1, 2, 3]));
  await withServer(dbPath, async (client) => {
    expect(await client.db('corrupt').collection('c').find({}).toArray()).toEqual([{ _id: 1, v: 'keep' }]);
  });
});

test('the log is compacted so repeated updates do not grow the folder without bound', async () => {
  const dbPath = tmpDir();
  const pad = 'p'.repeat(2000);
  await withServer(
    dbPath,
    async (client) => {
      const c = client.db('compact').collection('c');
      await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i as never, n: 0, pad })));
      for (let round = 0; round < 30; round++) await c.updateMany({}, { $inc: { n: 1 } });
    },
    64 * 1024,
  );
  const dir = path.join(dbPath, 'compact');
  const total = fs.readdirSync(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
  // 30 rounds wrote about 1.2 MB of log; compaction keeps the folder within a few times the live data (~40 KB).
  expect(total).toBeLessThan(400 * 1024);
  await withServer(dbPath, async (client) => {
    const docs = await client.db('compact').collection('c').find({}).toArray();
    expect(docs).toHaveLength(20);
    expect(docs.every((d) => d.n === 30)).toBe(true);
  });
});

test('collections, indexes, drops and dropDatabase persist', async () => {
  const dbPath = tmpDir();
  await withServer(dbPath, async (client) => {
    const db = client.db('meta');
    await db.collection('keep').createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
    await db.collection('keep').insertOne({ email: 'a' });
    await db.collection('gone').insertOne({ x: 1 });
    await db.collection('gone').drop();
    await client.db('doomed').collection('c').insertOne({ x: 1 });
    await client.db('doomed').dropDatabase();
  });
  expect(
    fs
      .readdirSync(dbPath)
      .filter((f) => !f.endsWith('.lock'))
      .sort(),
  ).toEqual(['meta']);
  await withServer(dbPath, async (client) => {
    const db = client.db('meta');
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['keep']);
    expect((await db.collection('keep').listIndexes().toArray()).map((i) => i.name)).toEqual([
      '_id_',
      'email_unique',
    ]);
    await expect(db.collection('keep').insertOne({ email: 'a' })).rejects.toMatchObject({ code: 11000 });
  });
});

test('a second server on the same folder is refused', async () => {
  const dbPath = tmpDir();
  const first = await start({ dbPath });
  try {
    await expect(start({ dbPath })).rejects.toThrow(/in use/);
  } finally {
    await first.stop();
  }
});
