// CPU time per operation of the embedded server at 10,000 documents: user + system time of this process, which
// runs both the driver and the server, so a loaded machine inflates it far less than the wall-clock rates of
// index.ts. Prints one JSON line; run it alternately on two versions and compare medians.
// Run: npx tsx bench/embedded-mongo/cpu.ts   (EMBEDDED_MONGO_SRC=<path to src/index.ts> measures another copy)
import { MongoClient, ObjectId, type Document } from 'mongodb';

const CITIES = ['Cabo Negro', 'Martil', 'Tetouan Marina', 'Belyounech', 'College Station'];
const SIZE = 10_000;

const person = (i: number): Document => ({
  email: `user${i}@example.com`,
  name: `User ${i} ${CITIES[i % CITIES.length]}`,
  city: CITIES[i % CITIES.length],
  age: 18 + (i % 60),
  pricePerNight: 40 + (i % 300),
  createdAt: new Date(1_700_000_000_000 + i * 60_000),
});

const cpuMicros = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function main(): Promise<void> {
  const { start } = (await import(
    process.env.EMBEDDED_MONGO_SRC ?? '@stays/embedded-mongo'
  )) as typeof import('@stays/embedded-mongo');
  const server = await start();
  const client = await MongoClient.connect(server.uri);
  const c = client.db('bench').collection('people');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.createIndex({ city: 1, pricePerNight: 1 });
  const ids: ObjectId[] = [];
  const out: Record<string, number> = {};
  let t = cpuMicros();
  for (let from = 0; from < SIZE; from += 1000) {
    const batch = Array.from({ length: 1000 }, (_, k) => ({ _id: new ObjectId(), ...person(from + k) }));
    await c.insertMany(batch);
    for (const d of batch) ids.push(d._id);
  }
  out['insertMany (per doc)'] = (cpuMicros() - t) / SIZE;
  const ops: Array<[string, number, (i: number) => Promise<unknown>]> = [
    ['findOne by _id', 2000, (i) => c.findOne({ _id: ids[(i * 7919) % SIZE] })],
    ['findOne by email (indexed)', 2000, (i) => c.findOne({ email: `user${(i * 7919) % SIZE}@example.com` })],
    [
      'indexed range, 20 sorted',
      1000,
      (i) =>
        c
          .find({ city: CITIES[i % 5], pricePerNight: { $gte: 100, $lt: 200 } })
          .sort({ pricePerNight: 1 })
          .limit(20)
          .toArray(),
    ],
    ['unindexed range {age: {$gte: 75}}', 60, () => c.find({ age: { $gte: 75 } }).toArray()],
    [
      'unindexed sort, limit 20',
      40,
      () => c.find({}).sort({ age: -1, pricePerNight: 1 }).limit(20).toArray(),
    ],
    [
      '$group city, $sum/$avg/$max',
      40,
      () =>
        c
          .aggregate([
            {
              $group: {
                _id: '$city',
                s: { $sum: '$pricePerNight' },
                a: { $avg: '$age' },
                m: { $max: '$age' },
              },
            },
          ])
          .toArray(),
    ],
    [
      '$project + $sort + $limit',
      30,
      () =>
        c
          .aggregate([{ $project: { age: 1, p: '$pricePerNight' } }, { $sort: { p: -1 } }, { $limit: 10 }])
          .toArray(),
    ],
    ['$match $expr $gt', 40, () => c.find({ $expr: { $gt: ['$pricePerNight', 330] } }).toArray()],
    [
      'updateOne $inc (indexed)',
      1000,
      (i) => c.updateOne({ email: `user${(i * 31) % SIZE}@example.com` }, { $inc: { age: 1 } }),
    ],
  ];
  for (const [name, n, run] of ops) {
    for (let i = 0; i < Math.ceil(n / 5); i++) await run(i);
    t = cpuMicros();
    for (let i = 0; i < n; i++) await run(i);
    out[name] = (cpuMicros() - t) / n;
  }
  console.log(JSON.stringify(out));
  await client.close();
  await server.stop();
}

void main();
