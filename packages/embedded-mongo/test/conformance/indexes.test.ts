import { MongoServerError, type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

let fx: DriverFixture;
let n = 0;
const fresh = (): Collection<Document> => fx.db.collection(`i${n++}`);

beforeAll(async () => {
  fx = await driverFixture('idx');
});
afterAll(() => fx.close());

test('createIndex names indexes like mongod and listIndexes shows them', async () => {
  const c = fresh();
  expect(await c.createIndex({ a: 1 })).toBe('a_1');
  expect(await c.createIndex({ b: -1, c: 1 }, { unique: true })).toBe('b_-1_c_1');
  expect(await c.createIndex({ d: 1 }, { name: 'custom', sparse: true })).toBe('custom');
  const indexes = await c.listIndexes().toArray();
  expect(indexes.map((i) => i.name)).toEqual(['_id_', 'a_1', 'b_-1_c_1', 'custom']);
  expect(indexes[2]).toMatchObject({ key: { b: -1, c: 1 }, unique: true });
  expect(indexes[3]).toMatchObject({ sparse: true });
  // The same index again is a no-op.
  expect(await c.createIndex({ a: 1 })).toBe('a_1');
});

test('dropIndex and dropIndexes', async () => {
  const c = fresh();
  await c.createIndexes([{ key: { a: 1 } }, { key: { b: 1 } }]);
  await c.dropIndex('a_1');
  expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'b_1']);
  await c.dropIndexes();
  expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  await expect(c.dropIndex('nope_1')).rejects.toMatchObject({ code: 27 });
});

test('a unique index refuses duplicates with E11000, keyPattern and keyValue', async () => {
  const c = fresh();
  await c.createIndex({ email: 1 }, { unique: true });
  await c.insertOne({ email: 'x@y' });
  const err = await c.insertOne({ email: 'x@y' }).catch((e) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err.code).toBe(11000);
  expect(err.keyPattern).toEqual({ email: 1 });
  expect(err.keyValue).toEqual({ email: 'x@y' });
  expect(err.errmsg).toBe(
    `E11000 duplicate key error collection: ${fx.db.databaseName}.${c.collectionName} index: email_1 dup key: { email: "x@y" }`,
  );
  // An update into a duplicate is refused too, and leaves the document as it was.
  await c.insertOne({ email: 'other' });
  await expect(c.updateOne({ email: 'other' }, { $set: { email: 'x@y' } })).rejects.toMatchObject({
    code: 11000,
  });
  expect(await c.countDocuments({ email: 'other' })).toBe(1);
});

test('a compound unique index compares whole keys', async () => {
  const c = fresh();
  await c.createIndex({ a: 1, b: 1 }, { unique: true });
  await c.insertMany([
    { a: 1, b: 1 },
    { a: 1, b: 2 },
  ]);
  const err = await c.insertOne({ a: 1, b: 2 }).catch((e) => e);
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ a: 1, b: 2 });
});

test('unique: missing fields collide unless the index is sparse or partial', async () => {
  const plain = fresh();
  await plain.createIndex({ u: 1 }, { unique: true });
  await plain.insertOne({ x: 1 });
  await expect(plain.insertOne({ x: 2 })).rejects.toMatchObject({ code: 11000 });

  const sparse = fresh();
  await sparse.createIndex({ u: 1 }, { unique: true, sparse: true });
  await sparse.insertMany([{ x: 1 }, { x: 2 }]);

  const partial = fresh();
  await partial.createIndex({ u: 1 }, { unique: true, partialFilterExpression: { u: { $exists: true } } });
  await partial.insertMany([{ x: 1 }, { x: 2 }, { u: 1 }]);
  await expect(partial.insertOne({ u: 1 })).rejects.toMatchObject({ code: 11000 });
});

test('creating a unique index over duplicates fails and leaves no index', async () => {
  const c = fresh();
  await c.insertMany([{ a: 1 }, { a: 1 }]);
  await expect(c.createIndex({ a: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
});

test('an index on an array field matches each element (multikey)', async () => {
  const c = fresh();
  await c.createIndex({ tags: 1 });
  await c.insertMany([{ tags: ['a', 'b'] }, { tags: ['b'] }, { tags: 'c' }]);
  expect(await c.countDocuments({ tags: 'b' })).toBe(2);
  expect(await c.countDocuments({ tags: { $in: ['a', 'c'] } })).toBe(2);
  // A range meets the first document under two keys; it is still returned once.
  expect(await c.countDocuments({ tags: { $gte: 'a' } })).toBe(3);
  expect(await c.find({ tags: /^[ab]/ }).toArray()).toHaveLength(2);
});

test('queries return the same results with and without an index', async () => {
  const docs = Array.from({ length: 200 }, (_, i) => ({
    n: i % 37,
    s: `k${i % 11}`,
    d: new Date(Date.UTC(2024, 0, 1 + (i % 30))),
  }));
  const plain = fresh();
  const indexed = fresh();
  await plain.insertMany(docs.map((d) => ({ ...d })));
  await indexed.insertMany(docs.map((d) => ({ ...d })));
  await indexed.createIndexes([{ key: { n: 1 } }, { key: { s: 1, n: -1 } }, { key: { d: 1 } }]);
  const filters: Document[] = [
    { n: 5 },
    { n: { $gt: 30 } },
    { n: { $gte: 3, $lt: 6 } },
    { n: { $in: [1, 2, 36] } },
    { s: 'k3' },
    { s: /^k1/ },
    { s: { $regex: '^k1', $options: '' } },
    { s: { $lt: 'k2' } },
    { d: { $lt: new Date(Date.UTC(2024, 0, 5)) } },
    { n: { $gt: 'a' } },
    { n: 5, s: 'k5' },
    { s: 'k3', n: { $gt: 10 } },
    { s: 'k3', n: { $in: [3, 14, 25] } },
    { s: { $in: ['k1', 'k2'] }, n: { $lte: 5 } },
    { s: /^k1/, n: 1 },
    { $and: [{ n: { $lte: 2 } }, { s: 'k0' }] },
  ];
  for (const filter of filters) {
    const a = await plain
      .find(filter, { projection: { _id: 0 } })
      .sort({ n: 1, s: 1, d: 1 })
      .toArray();
    const b = await indexed
      .find(filter, { projection: { _id: 0 } })
      .sort({ n: 1, s: 1, d: 1 })
      .toArray();
    expect({ filter, docs: b }).toEqual({ filter, docs: a });
  }
});

test('sorted queries give the same order when an index provides it', async () => {
  const docs = Array.from({ length: 300 }, (_, i) => ({
    g: `g${i % 3}`,
    v: (i * 37) % 101,
    w: i % 7 === 0 ? null : i,
  }));
  const plain = fresh();
  const indexed = fresh();
  await plain.insertMany(docs.map((d) => ({ ...d })));
  await indexed.insertMany(docs.map((d) => ({ ...d })));
  await indexed.createIndexes([{ key: { g: 1, v: -1 } }, { key: { w: 1 } }]);
  const cases: Array<[Document, Document, number]> = [
    [{ g: 'g1' }, { v: -1 }, 10],
    [{ g: 'g2' }, { v: 1 }, 5],
    [{}, { g: 1, v: -1 }, 20],
    [{}, { g: -1, v: 1 }, 20],
    [{}, { w: 1 }, 50],
    [{}, { w: -1 }, 50],
    [{ g: 'g0', v: { $gt: 50 } }, { v: -1 }, 0],
    [{ g: 'g0', v: { $gt: 50 } }, { v: 1 }, 7],
    [{ g: 'g0', v: { $lt: 50 } }, { g: 1, v: 1 }, 7],
    [{ w: { $gte: 100 } }, { w: -1 }, 5],
  ];
  const strip = (d: Document) => ({ g: d.g, v: d.v, w: d.w });
  for (const [filter, sort, limit] of cases) {
    const key = (d: Document) => JSON.stringify(Object.keys(sort).map((k) => d[k] ?? null));
    const a = (await plain.find(filter).sort(sort).limit(limit).toArray()).map(strip);
    const b = (await indexed.find(filter).sort(sort).limit(limit).toArray()).map(strip);
    // Ties may come in any order; the sort keys must not.
    expect({ filter, sort, keys: b.map(key) }).toEqual({ filter, sort, keys: a.map(key) });
    const c = (
      await indexed
        .aggregate([{ $match: filter }, { $sort: sort }, ...(limit ? [{ $limit: limit }] : [])])
        .toArray()
    ).map(strip);
    expect({ filter, sort, keys: c.map(key) }).toEqual({ filter, sort, keys: a.map(key) });
  }
});

test('TTL indexes remove expired documents', async () => {
  const c = fresh();
  await c.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
  await c.insertMany([
    { at: new Date(Date.now() - 60_000), k: 'old' },
    { at: new Date(Date.now() + 3_600_000), k: 'new' },
    { k: 'none' },
  ]);
  const deadline = Date.now() + (fx.target.real ? 75_000 : 5_000);
  while ((await c.countDocuments({ k: 'old' })) > 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  expect((await c.find({}).toArray()).map((d) => d.k).sort()).toEqual(['new', 'none']);
}, 90_000);
