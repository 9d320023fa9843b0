import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { start } from '../src';

// A geo index survives a restart from the data folder (log replay, then a snapshot) and answers as before.
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-geo-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function withServer<T>(fn: (client: MongoClient) => Promise<T>, compactMinBytes?: number): Promise<T> {
  const server = await start({ dbPath: dir, compactMinBytes });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

const nearest = (client: MongoClient) =>
  client
    .db('geo')
    .collection('places')
    .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } })
    .toArray()
    .then((docs) => docs.map((d) => d._id));

test('a 2dsphere index and its entries come back after a restart', async () => {
  await withServer(async (client) => {
    const c = client.db('geo').collection<{ _id: number; loc: unknown }>('places');
    await c.createIndex({ loc: '2dsphere' });
    await c.insertMany([
      { _id: 1, loc: [3, 0] },
      { _id: 2, loc: { type: 'Point', coordinates: [1, 0] } },
      { _id: 3, loc: [2, 0] },
    ]);
    await c.deleteOne({ _id: 3 });
    await c.updateOne({ _id: 1 }, { $set: { loc: [0.5, 0] } });
  });
  expect(await withServer(nearest)).toEqual([1, 2]);
  // With a snapshot written on the way (compaction after every commit), the same.
  await withServer(async (client) => {
    await client
      .db('geo')
      .collection<{ _id: number; loc: unknown }>('places')
      .insertOne({ _id: 4, loc: [0.1, 0] });
  }, 1);
  expect(await withServer(nearest)).toEqual([4, 1, 2]);
});
