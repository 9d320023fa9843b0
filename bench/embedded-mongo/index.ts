// Operations per second of the embedded MongoDB-compatible server through the official driver, at three
// collection sizes, so growth with size can be read off. Numbers, not pass/fail.
// Run: npx tsx bench/embedded-mongo/index.ts [--quick] [--geo (only the geo rows)]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Collection, type Document } from 'mongodb';
import { start } from '@stays/embedded-mongo';
import { median } from '../median';

const SIZES = [1_000, 10_000, 100_000];
const OP_MS = process.argv.includes('--quick') ? 300 : 1500;
const GEO_ONLY = process.argv.includes('--geo');
const CITIES = ['Cabo Negro', 'Martil', 'Tetouan Marina', 'Belyounech', 'College Station'];

interface Op {
  name: string;
  /** Runs one operation; i is a running counter for picking keys. */
  run(coll: Collection<Document>, i: number): Promise<unknown>;
}

const person = (i: number): Document => ({
  email: `user${i}@example.com`,
  name: `User ${i} ${CITIES[i % CITIES.length]}`,
  city: CITIES[i % CITIES.length],
  age: 18 + (i % 60),
  pricePerNight: 40 + (i % 300),
  createdAt: new Date(1_700_000_000_000 + i * 60_000),
});

/** Repeats fn until OP_MS elapsed; returns operations per second. A short untimed run warms up the JIT first. */
async function timed(fn: (i: number) => Promise<unknown>): Promise<number> {
  const warm = performance.now();
  for (let i = 0; performance.now() - warm < OP_MS / 5; i++) await fn(i);
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < OP_MS) await fn(count++);
  return count / ((performance.now() - started) / 1000);
}

async function load(coll: Collection<Document>, size: number): Promise<{ ids: ObjectId[]; rate: number }> {
  const ids: ObjectId[] = [];
  const started = performance.now();
  for (let from = 0; from < size; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, size - from) }, (_, k) => ({
      _id: new ObjectId(),
      ...person(from + k),
    }));
    await coll.insertMany(batch);
    for (const d of batch) ids.push(d._id);
  }
  return { ids, rate: size / ((performance.now() - started) / 1000) };
}

/** A deterministic stream of numbers in [0, 1) (mulberry32), so every run places the same points. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Northern Morocco and southern Spain, 10 by 8 degrees: where the listings of the seed are. */
const REGION = { lng: [-10, 0], lat: [28, 36] } as const;
const inRegion = (r: () => number): [number, number] => [
  REGION.lng[0] + r() * (REGION.lng[1] - REGION.lng[0]),
  REGION.lat[0] + r() * (REGION.lat[1] - REGION.lat[0]),
];

/**
 * Geo queries on `size` listings spread over the region: the same documents in a collection with a 2dsphere
 * index and in one without, so each indexed query has its full scan beside it. The scan for "nearest 20" is
 * what an app without geo support runs: the great-circle distance of every document ($addFields with
 * trigonometry), sorted, first 20.
 */
async function measureGeo(size: number, results: Map<string, number>): Promise<void> {
  const server = await start();
  const client = await MongoClient.connect(server.uri);
  try {
    const indexed = client.db('bench').collection('places');
    const scanned = client.db('bench').collection('places_scan');
    await indexed.createIndex({ location: '2dsphere' });
    const r = random(size);
    for (let from = 0; from < size; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, size - from) }, (_, k) => ({
        _id: new ObjectId(),
        title: `Listing ${from + k}`,
        location: { type: 'Point', coordinates: inRegion(r) },
      }));
      await indexed.insertMany(batch.map((d) => ({ ...d })));
      await scanned.insertMany(batch.map((d) => ({ ...d })));
    }
    const centres = Array.from({ length: 64 }, () => inRegion(r));
    // A 0.2° box (about 20 by 18 km): 0.05% of the region, 50 listings at 100k.
    const box = (i: number) => {
      const [x, y] = centres[i % centres.length];
      return {
        location: {
          $geoWithin: {
            $box: [
              [x - 0.1, y - 0.1],
              [x + 0.1, y + 0.1],
            ],
          },
        },
      };
    };
    const near = (i: number) => ({
      location: { $near: { $geometry: { type: 'Point', coordinates: centres[i % centres.length] } } },
    });
    const rad = (v: unknown) => ({ $degreesToRadians: v });
    const scanNearest = (i: number) => {
      const [x, y] = centres[i % centres.length];
      const lng = { $arrayElemAt: ['$location.coordinates', 0] };
      const lat = { $arrayElemAt: ['$location.coordinates', 1] };
      // Spherical law of cosines on the unit sphere; the order is the great-circle order.
      const cosAngle = {
        $add: [
          { $multiply: [Math.sin((y * Math.PI) / 180), { $sin: rad(lat) }] },
          {
            $multiply: [
              Math.cos((y * Math.PI) / 180),
              { $cos: rad(lat) },
              { $cos: { $subtract: [rad(lng), (x * Math.PI) / 180] } },
            ],
          },
        ],
      };
      return [{ $addFields: { closeness: cosAngle } }, { $sort: { closeness: -1 } }, { $limit: 20 }];
    };
    const rows: Array<[string, (i: number) => Promise<unknown>]> = [
      ['geo: $geoWithin $box, 2dsphere index', (i) => indexed.find(box(i)).toArray()],
      ['geo: $geoWithin $box, full scan', (i) => scanned.find(box(i)).toArray()],
      ['geo: $near, limit 20, 2dsphere index', (i) => indexed.find(near(i)).limit(20).toArray()],
      ['geo: nearest 20, full scan (distance, sort)', (i) => scanned.aggregate(scanNearest(i)).toArray()],
    ];
    for (const [name, run] of rows) results.set(name, await timed(run));
    const ratio = (a: string, b: string) => results.get(a)! / results.get(b)!;
    results.set(
      'geo: box, index / scan (times faster)',
      ratio('geo: $geoWithin $box, 2dsphere index', 'geo: $geoWithin $box, full scan'),
    );
    results.set(
      'geo: near, index / scan (times faster)',
      ratio('geo: $near, limit 20, 2dsphere index', 'geo: nearest 20, full scan (distance, sort)'),
    );
  } finally {
    await client.close();
    await server.stop();
  }
}

async function measureSize(size: number, durableDir: string): Promise<Map<string, number>> {
  const results = new Map<string, number>();
  if (GEO_ONLY) {
    await measureGeo(size, results);
    return results;
  }
  const server = await start();
  const client = await MongoClient.connect(server.uri);
  try {
    const coll = client.db('bench').collection('people');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ city: 1, pricePerNight: 1 });
    const { ids, rate } = await load(coll, size);
    results.set('insertMany, 1000 per batch (docs/s)', rate);
    let extra = size;
    const ops: Op[] = [
      { name: 'insertOne', run: (c) => c.insertOne(person(extra++)) },
      { name: 'findOne by _id', run: (c, i) => c.findOne({ _id: ids[(i * 7919) % ids.length] }) },
      {
        name: 'findOne by indexed field (email)',
        run: (c, i) => c.findOne({ email: `user${(i * 7919) % size}@example.com` }),
      },
      {
        name: 'indexed range, 20 sorted (city+price)',
        run: (c, i) =>
          c
            .find({ city: CITIES[i % CITIES.length], pricePerNight: { $gte: 100, $lt: 140 } })
            .sort({ pricePerNight: 1 })
            .limit(20)
            .toArray(),
      },
      { name: 'regex scan (/ 42 /i, unindexed)', run: (c) => c.find({ name: / 42 /i }).toArray() },
      {
        name: '$group by city (whole collection)',
        run: (c) =>
          c.aggregate([{ $group: { _id: '$city', n: { $sum: 1 }, avgAge: { $avg: '$age' } } }]).toArray(),
      },
      {
        name: 'updateOne by indexed field ($inc)',
        run: (c, i) => c.updateOne({ email: `user${(i * 104729) % size}@example.com` }, { $inc: { age: 1 } }),
      },
    ];
    for (const op of ops) results.set(op.name, await timed((i) => op.run(coll, i)));
  } finally {
    await client.close();
    await server.stop();
  }
  // The same single inserts against a data folder: every acknowledgement waits for fdatasync.
  const dir = fs.mkdtempSync(path.join(durableDir, `n${size}-`));
  const durable = await start({ dbPath: dir });
  const durableClient = await MongoClient.connect(durable.uri);
  try {
    const coll = durableClient.db('bench').collection('people');
    let next = 0;
    results.set('insertOne, data folder (fsync per ack)', await timed(() => coll.insertOne(person(next++))));
    const concurrent = 16;
    const started = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: concurrent }, async () => {
        while (performance.now() - started < OP_MS) {
          await coll.insertOne(person(next++));
          done++;
        }
      }),
    );
    results.set(
      `insertOne, data folder, ${concurrent} concurrent (group commit)`,
      done / ((performance.now() - started) / 1000),
    );
  } finally {
    await durableClient.close();
    await durable.stop();
  }
  await measureGeo(size, results);
  return results;
}

/**
 * What authentication costs (SCRAM-SHA-256, on by default): once per connection, in its handshake, nothing per
 * operation. The same server with `auth: false` and with the default, 1,000 documents each, measured in
 * alternation (six rounds, each first in half of them) and the medians printed, so machine load hits both alike.
 */
async function measureAuth(): Promise<void> {
  const setups = [];
  for (const auth of [false, undefined] as const) {
    const server = await start({ auth });
    const client = await MongoClient.connect(server.uri);
    const coll = client.db('bench').collection('people');
    const { ids } = await load(coll, 1000);
    setups.push({ server, client, coll, ids, next: 1000, rows: new Map<string, number[]>() });
  }
  const add = (rows: Map<string, number[]>, name: string, value: number) =>
    rows.set(name, [...(rows.get(name) ?? []), value]);
  try {
    for (let round = 0; round < 6; round++) {
      // Each goes first in half the rounds: what the first measurement leaves behind (garbage) weighs on both.
      for (const setup of round % 2 ? [...setups].reverse() : setups) {
        const connects: number[] = [];
        for (let n = 0; n < 10; n++) {
          const started = performance.now();
          // One connection, authenticated in its handshake, then a command on it.
          const fresh = await MongoClient.connect(setup.server.uri, { maxPoolSize: 1 });
          await fresh.db('bench').command({ ping: 1 });
          connects.push(performance.now() - started);
          await fresh.close();
        }
        add(setup.rows, 'new client, connect + first command (ms)', median(connects));
        const { coll, ids } = setup;
        add(
          setup.rows,
          'findOne by _id (ops/s)',
          await timed((i) => coll.findOne({ _id: ids[(i * 7919) % ids.length] })),
        );
        add(setup.rows, 'insertOne (ops/s)', await timed(() => coll.insertOne(person(setup.next++))));
      }
    }
  } finally {
    for (const { client, server } of setups) {
      await client.close();
      await server.stop();
    }
  }
  const fmt = (v: number) => v.toFixed(v >= 100 ? 0 : 2).padStart(14);
  console.log(
    `\n${'authentication (median of 6)'.padEnd(44)}${'auth: false'.padStart(14)}${'SCRAM-SHA-256'.padStart(14)}`,
  );
  console.log('-'.repeat(72));
  for (const name of setups[0].rows.keys())
    console.log(
      `${name.padEnd(44)}${fmt(median(setups[0].rows.get(name)!))}${fmt(median(setups[1].rows.get(name)!))}`,
    );
}

function printTable(columns: Map<number, Map<string, number>>): void {
  const names = [...columns.values().next().value!.keys()];
  const width = Math.max(...names.map((n) => n.length)) + 2;
  const fmt = (v: number | undefined): string =>
    (v === undefined ? '-' : v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(1)).padStart(14);
  console.log(
    `\n${'operations per second'.padEnd(width)}${[...columns.keys()].map((s) => `${s.toLocaleString('en-US')} docs`.padStart(14)).join('')}`,
  );
  console.log('-'.repeat(width + 14 * columns.size));
  for (const name of names)
    console.log(`${name.padEnd(width)}${[...columns.values()].map((c) => fmt(c.get(name))).join('')}`);
  console.log(
    `\n${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)}), node ${process.version}, ${OP_MS} ms per measurement, one client, sequential unless noted.`,
  );
}

async function main(): Promise<void> {
  const durableDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const columns = new Map<number, Map<string, number>>();
  try {
    for (const size of SIZES) {
      process.stderr.write(`measuring ${size.toLocaleString('en-US')} documents...\n`);
      columns.set(size, await measureSize(size, durableDir));
    }
  } finally {
    fs.rmSync(durableDir, { recursive: true, force: true });
  }
  printTable(columns);
  if (GEO_ONLY) return;
  process.stderr.write('measuring authentication...\n');
  await measureAuth();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
