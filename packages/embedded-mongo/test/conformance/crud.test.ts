import {
  Long,
  ObjectId,
  MongoServerError,
  MongoBulkWriteError,
  type Collection,
  type Document,
} from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

// Expectations follow MongoDB's documented behaviour; they run unchanged against a real server (MONGODB_URI).
let fx: DriverFixture;
let n = 0;
const fresh = (): Collection<Document> => fx.db.collection(`c${n++}`);

beforeAll(async () => {
  fx = await driverFixture('crud');
});
afterAll(() => fx.close());

describe('insert and find', () => {
  test('insertOne generates an ObjectId _id and findOne returns the document', async () => {
    const c = fresh();
    const { insertedId } = await c.insertOne({ name: 'Ada', age: 36 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(await c.findOne({ name: 'Ada' })).toEqual({ _id: insertedId, name: 'Ada', age: 36 });
  });

  test('_id is stored first even when given last', async () => {
    const c = fresh();
    await c.insertOne({ b: 1, _id: 'x' as never });
    const doc = await c.findOne({});
    expect(Object.keys(doc!)).toEqual(['_id', 'b']);
  });

  test('insertMany returns every id and count matches', async () => {
    const c = fresh();
    const res = await c.insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(res.insertedCount).toBe(3);
    expect(await c.countDocuments()).toBe(3);
  });

  test('find on a missing collection is empty, not an error', async () => {
    expect(await fx.db.collection('does_not_exist').find({}).toArray()).toEqual([]);
  });
});

describe('query operators', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fresh();
    await c.insertMany([
      { _id: 1, name: 'apple', qty: 5, tags: ['red', 'fruit'], price: 1.5, dim: { h: 10, w: 5 }, sold: true },
      { _id: 2, name: 'banana', qty: 20, tags: ['yellow', 'fruit'], price: 0.25, dim: { h: 20, w: 3 } },
      { _id: 3, name: 'carrot', qty: 0, tags: ['orange', 'vegetable'], price: null, sold: false },
      {
        _id: 4,
        name: 'Date',
        qty: 12,
        tags: [],
        items: [
          { sku: 'a', n: 1 },
          { sku: 'b', n: 5 },
        ],
      },
    ] as never[]);
  });
  const ids = async (filter: Document): Promise<unknown[]> =>
    (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  test('comparison', async () => {
    expect(await ids({ qty: { $gt: 5 } })).toEqual([2, 4]);
    expect(await ids({ qty: { $gte: 5, $lt: 20 } })).toEqual([1, 4]);
    expect(await ids({ qty: { $ne: 0 } })).toEqual([1, 2, 4]);
    expect(await ids({ qty: { $in: [0, 5] } })).toEqual([1, 3]);
    expect(await ids({ qty: { $nin: [0, 5] } })).toEqual([2, 4]);
    expect(await ids({ qty: { $lte: 0 } })).toEqual([3]);
  });

  test('null matches null and missing', async () => {
    expect(await ids({ price: null })).toEqual([3, 4]);
    expect(await ids({ sold: { $exists: false } })).toEqual([2, 4]);
    expect(await ids({ price: { $type: 'null' } })).toEqual([3]);
  });

  test('logical', async () => {
    expect(await ids({ $or: [{ qty: 0 }, { name: 'banana' }] })).toEqual([2, 3]);
    expect(await ids({ $and: [{ qty: { $gt: 1 } }, { qty: { $lt: 15 } }] })).toEqual([1, 4]);
    expect(await ids({ qty: { $not: { $gt: 5 } } })).toEqual([1, 3]);
    expect(await ids({ $nor: [{ qty: 0 }, { qty: 5 }] })).toEqual([2, 4]);
  });

  test('arrays', async () => {
    expect(await ids({ tags: 'fruit' })).toEqual([1, 2]);
    expect(await ids({ tags: { $all: ['fruit', 'red'] } })).toEqual([1]);
    expect(await ids({ tags: { $size: 0 } })).toEqual([4]);
    expect(await ids({ items: { $elemMatch: { sku: 'b', n: { $gt: 2 } } } })).toEqual([4]);
    expect(await ids({ 'items.sku': 'a' })).toEqual([4]);
    expect(await ids({ tags: ['red', 'fruit'] })).toEqual([1]);
  });

  test('nested fields and regex', async () => {
    expect(await ids({ 'dim.h': { $gte: 15 } })).toEqual([2]);
    expect(await ids({ name: /^ba/ })).toEqual([2]);
    expect(await ids({ name: { $regex: '^d', $options: 'i' } })).toEqual([4]);
    expect(await ids({ dim: { h: 10, w: 5 } })).toEqual([1]);
  });

  test('$expr and $mod', async () => {
    expect(await ids({ $expr: { $gt: ['$qty', 10] } })).toEqual([2, 4]);
    expect(await ids({ qty: { $mod: [5, 0] } })).toEqual([1, 2, 3]);
  });

  test('sort, skip, limit and projection', async () => {
    const docs = await c
      .find({}, { projection: { name: 1, _id: 0 } })
      .sort({ qty: -1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(docs).toEqual([{ name: 'Date' }, { name: 'apple' }]);
    const excl = await c.findOne({ _id: 1 as never }, { projection: { tags: 0, dim: 0 } });
    expect(excl).toEqual({ _id: 1, name: 'apple', qty: 5, price: 1.5, sold: true });
    const sliced = await c.findOne({ _id: 1 as never }, { projection: { tags: { $slice: 1 }, name: 1 } });
    expect(sliced).toEqual({ _id: 1, name: 'apple', tags: ['red'] });
    const nested = await c.findOne({ _id: 2 as never }, { projection: { 'dim.h': 1 } });
    expect(nested).toEqual({ _id: 2, dim: { h: 20 } });
  });

  test('sort by several keys and string order is binary without collation', async () => {
    const names = (await c.find({}).sort({ name: 1 }).toArray()).map((d) => d.name);
    expect(names).toEqual(['Date', 'apple', 'banana', 'carrot']);
  });

  test('collation strength 2 matches and sorts case-insensitively', async () => {
    const found = await c.find({ name: 'DATE' }).collation({ locale: 'en', strength: 2 }).toArray();
    expect(found.map((d) => d._id)).toEqual([4]);
    const names = (await c.find({}).sort({ name: 1 }).collation({ locale: 'en', strength: 2 }).toArray()).map(
      (d) => d.name,
    );
    expect(names).toEqual(['apple', 'banana', 'carrot', 'Date']);
  });

  test('collation strength 1 also ignores accents', async () => {
    const d = fresh();
    await d.insertMany([{ w: 'café' }, { w: 'CAFE' }, { w: 'cafes' }]);
    expect(await d.countDocuments({ w: 'cafe' }, { collation: { locale: 'fr', strength: 1 } })).toBe(2);
    // Strength 2 still tells accents apart, but not case.
    expect(await d.countDocuments({ w: 'cafe' }, { collation: { locale: 'fr', strength: 2 } })).toBe(1);
  });

  test('countDocuments, estimatedDocumentCount and distinct', async () => {
    expect(await c.countDocuments({ qty: { $gt: 0 } })).toBe(3);
    expect(await c.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(4);
    expect((await c.distinct('tags')).sort()).toEqual(['fruit', 'orange', 'red', 'vegetable', 'yellow']);
    // distinct promises no order.
    expect((await c.distinct('qty', { qty: { $gt: 5 } })).sort((a, b) => a - b)).toEqual([12, 20]);
  });
});

describe('update', () => {
  test('field operators', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never, a: 1, b: 'x', arr: [1, 2, 3], n: { m: 1 }, old: 1, lo: 5, hi: 5 });
    const res = await c.updateOne({ _id: 1 as never }, {
      $set: { b: 'y', 'n.k': 2 },
      $inc: { a: 2 },
      $unset: { old: '' },
      $push: { arr: 4 },
      $min: { lo: 3 },
      $max: { hi: 9 },
      $mul: { 'n.m': 10 },
      $currentDate: { at: true },
    } as Document);
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(1);
    const doc = await c.findOne({ _id: 1 as never });
    expect(doc).toMatchObject({ a: 3, b: 'y', arr: [1, 2, 3, 4], n: { m: 10, k: 2 }, lo: 3, hi: 9 });
    expect(doc!.old).toBeUndefined();
    expect(doc!.at).toBeInstanceOf(Date);
  });

  test('array operators', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never, s: [1, 2], p: [1, 2, 3, 2], q: [1, 2, 3] });
    await c.updateOne({ _id: 1 as never }, {
      $addToSet: { s: { $each: [2, 3] } },
      $pull: { p: 2 },
      $pop: { q: -1 },
    } as Document);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, s: [1, 2, 3], p: [1, 3], q: [2, 3] });
    await c.updateOne({ _id: 1 as never }, { $push: { s: { $each: [0], $sort: 1, $slice: 3 } } } as Document);
    expect((await c.findOne({ _id: 1 as never }))!.s).toEqual([0, 1, 2]);
    await c.updateOne({ _id: 1 as never }, { $rename: { q: 'r' } });
    expect((await c.findOne({ _id: 1 as never }))!.r).toEqual([2, 3]);
  });

  test('positional $ and arrayFilters', async () => {
    const c = fresh();
    await c.insertOne({
      _id: 1 as never,
      grades: [80, 95, 100],
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
      ],
    });
    await c.updateOne({ _id: 1 as never, grades: 95 }, { $set: { 'grades.$': 96 } });
    await c.updateOne(
      { _id: 1 as never },
      { $inc: { 'items.$[it].v': 10 } },
      { arrayFilters: [{ 'it.k': 'b' }] },
    );
    await c.updateOne({ _id: 1 as never }, { $inc: { 'items.$[].v': 1 } });
    expect(await c.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      grades: [80, 96, 100],
      items: [
        { k: 'a', v: 2 },
        { k: 'b', v: 13 },
      ],
    });
  });

  test('updateMany, no-op modifications and matched counts', async () => {
    const c = fresh();
    await c.insertMany([
      { g: 1, v: 0 },
      { g: 1, v: 1 },
      { g: 2, v: 0 },
    ]);
    const res = await c.updateMany({ g: 1 }, { $set: { v: 1 } });
    expect(res.matchedCount).toBe(2);
    expect(res.modifiedCount).toBe(1);
    expect(await c.countDocuments({ v: 1 })).toBe(2);
  });

  test('upsert inserts from the filter equalities and $setOnInsert', async () => {
    const c = fresh();
    const res = await c.updateOne(
      { email: 'a@x', 'profile.kind': 'k' },
      { $set: { n: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    expect(await c.findOne({ _id: res.upsertedId! })).toEqual({
      _id: res.upsertedId,
      email: 'a@x',
      profile: { kind: 'k' },
      n: 1,
      created: true,
    });
    const again = await c.updateOne(
      { email: 'a@x' },
      { $set: { n: 2 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(again.upsertedCount).toBe(0);
    expect((await c.findOne({ email: 'a@x' }))!.created).toBe(true);
  });

  test('replaceOne keeps _id; changing _id is refused with code 66', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never, a: 1, b: 2 });
    await c.replaceOne({ _id: 1 as never }, { c: 3 });
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, c: 3 });
    await expect(c.updateOne({ _id: 1 as never }, { $set: { _id: 2 } } as Document)).rejects.toMatchObject({
      code: 66,
    });
    const up = await c.replaceOne({ _id: 7 as never }, { z: 1 }, { upsert: true });
    expect(up.upsertedId).toBe(7);
  });

  test('pipeline updates', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never, a: 2, b: 3 });
    await c.updateOne({ _id: 1 as never }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: 2, sum: 5 });
  });

  test('an unknown update operator is an error reply', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never });
    await expect(c.updateOne({ _id: 1 as never }, { $frob: { a: 1 } } as Document)).rejects.toBeInstanceOf(
      MongoServerError,
    );
  });
});

describe('delete and findAndModify', () => {
  test('deleteOne, deleteMany', async () => {
    const c = fresh();
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
    expect(await c.countDocuments()).toBe(0);
  });

  test('findOneAndUpdate returns before or after, honours sort and upsert', async () => {
    const c = fresh();
    await c.insertMany([
      { k: 'a', v: 1 },
      { k: 'a', v: 2 },
    ]);
    const before = await c.findOneAndUpdate({ k: 'a' }, { $inc: { v: 10 } }, { sort: { v: -1 } });
    expect(before).toMatchObject({ k: 'a', v: 2 });
    const after = await c.findOneAndUpdate(
      { k: 'a', v: 1 },
      { $inc: { v: 10 } },
      { returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(after).toEqual({ k: 'a', v: 11 });
    const upserted = await c.findOneAndUpdate(
      { k: 'b' },
      { $set: { v: 0 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(upserted).toMatchObject({ k: 'b', v: 0 });
    expect(await c.findOneAndUpdate({ k: 'zzz' }, { $set: { v: 0 } })).toBeNull();
  });

  test('findOneAndReplace and findOneAndDelete', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never, a: 1 });
    expect(await c.findOneAndReplace({ _id: 1 as never }, { b: 2 }, { returnDocument: 'after' })).toEqual({
      _id: 1,
      b: 2,
    });
    expect(await c.findOneAndDelete({ _id: 1 as never })).toEqual({ _id: 1, b: 2 });
    expect(await c.countDocuments()).toBe(0);
  });

  test('includeResultMetadata exposes lastErrorObject', async () => {
    const c = fresh();
    const res = await c.findOneAndUpdate(
      { k: 1 },
      { $set: { v: 1 } },
      { upsert: true, includeResultMetadata: true },
    );
    expect(res.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(res.lastErrorObject!.upserted).toBeDefined();
  });
});

describe('cursors', () => {
  test('more than 101 documents arrive through getMore', async () => {
    const c = fresh();
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await c.find({}).sort({ i: 1 }).toArray();
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const small = await c.find({}).batchSize(7).toArray();
    expect(small).toHaveLength(250);
  });

  test('a cursor closed early is killed; limit and batchSize combine', async () => {
    const c = fresh();
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const cursor = c.find({}).batchSize(10);
    expect(await cursor.next()).toMatchObject({ i: 0 });
    await cursor.close();
    expect(await c.find({}).limit(150).batchSize(20).toArray()).toHaveLength(150);
  });

  test('getMore on an unknown cursor is CursorNotFound (43)', async () => {
    const err = await fx.db.command({ getMore: Long.fromNumber(123456789), collection: 'x' }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(43);
  });
});

describe('errors', () => {
  test('unknown command is CommandNotFound (59) and the connection keeps working', async () => {
    const err = await fx.db.command({ frobnicate: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(59);
    expect(await fx.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  test('a bad query operator is BadValue (2)', async () => {
    const c = fresh();
    await c.insertOne({ a: 1 });
    const err = await c
      .find({ a: { $frob: 1 } })
      .toArray()
      .catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
  });

  test('listIndexes and dropIndexes on a missing collection are NamespaceNotFound (26)', async () => {
    const c = fx.db.collection('never_created');
    await expect(c.listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
    await expect(fx.db.command({ dropIndexes: 'never_created', index: 'x_1' })).rejects.toMatchObject({
      code: 26,
    });
  });

  test('duplicate _id: E11000 with keyPattern and keyValue', async () => {
    const c = fresh();
    await c.insertOne({ _id: 'k' as never });
    const err = await c.insertOne({ _id: 'k' as never }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ _id: 1 });
    expect(err.keyValue).toEqual({ _id: 'k' });
    expect(err.message).toMatch(
      /^E11000 duplicate key error collection: \S+ index: _id_ dup key: \{ _id: "k" \}$/,
    );
  });

  test('ordered insertMany stops at the first error, unordered reports each', async () => {
    const c = fresh();
    await c.insertOne({ _id: 2 as never });
    const ordered = await c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[]).catch((e) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect(ordered.result.insertedCount).toBe(1);
    expect(ordered.writeErrors).toHaveLength(1);
    expect(ordered.writeErrors[0].index).toBe(1);
    expect(ordered.writeErrors[0].code).toBe(11000);
    const unordered = await c
      .insertMany([{ _id: 1 }, { _id: 4 }, { _id: 2 }, { _id: 5 }] as never[], { ordered: false })
      .catch((e) => e);
    expect(unordered.result.insertedCount).toBe(2);
    expect(unordered.writeErrors.map((w: { index: number }) => w.index)).toEqual([0, 2]);
    expect(await c.countDocuments()).toBe(4);
  });

  test('transactions are refused as on a standalone server', async () => {
    const c = fresh();
    await c.insertOne({ a: 1 });
    const session = fx.client.startSession();
    try {
      session.startTransaction();
      const err = await c.insertOne({ a: 2 }, { session }).catch((e) => e);
      expect(err).toBeInstanceOf(Error);
      await session.abortTransaction().catch(() => {});
    } finally {
      await session.endSession();
    }
    expect(await c.countDocuments()).toBe(1);
  });
});

describe('databases and collections', () => {
  test('create, listCollections, drop, and create of an existing one is NamespaceExists (48)', async () => {
    await fx.db.createCollection('made');
    const names = (await fx.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('made');
    await expect(fx.db.command({ create: 'made' })).rejects.toMatchObject({ code: 48 });
    expect(await fx.db.dropCollection('made')).toBe(true);
    const after = (await fx.db.listCollections({ name: 'made' }).toArray()).map((c) => c.name);
    expect(after).toEqual([]);
  });

  test('listDatabases shows this database; dbStats and collStats answer', async () => {
    const c = fresh();
    await c.insertOne({ a: 1 });
    const { databases } = await fx.client.db('admin').admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain(fx.db.databaseName);
    const stats = await fx.db.stats();
    expect(stats.ok).toBe(1);
    expect(stats.objects).toBeGreaterThan(0);
    const cs = await fx.db.command({ collStats: c.collectionName });
    expect(cs.count).toBe(1);
  });

  test('dropDatabase removes every collection', async () => {
    const other = fx.client.db(`${fx.db.databaseName}_x`);
    await other.collection('a').insertOne({ a: 1 });
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });

  test('buildInfo and hello', async () => {
    const info = await fx.client.db('admin').command({ buildInfo: 1 });
    expect(typeof info.version).toBe('string');
    const hello = await fx.client.db('admin').command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
  });
});

describe('let variables', () => {
  test('find and aggregate accept let for $expr', async () => {
    const c = fresh();
    await c.insertMany([{ v: 1 }, { v: 5 }, { v: 9 }]);
    const found = await c.find({ $expr: { $gt: ['$v', '$$min'] } }, { let: { min: 4 } }).toArray();
    expect(found.map((d) => d.v)).toEqual([5, 9]);
    const agg = await c
      .aggregate([{ $match: { $expr: { $lt: ['$v', '$$max'] } } }, { $count: 'n' }], { let: { max: 6 } })
      .toArray();
    expect(agg).toEqual([{ n: 2 }]);
  });
});

describe('update errors and renames', () => {
  test('$inc on a string is TypeMismatch (14); $push on a non-array is an error', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1 as never, s: 'text' });
    await expect(c.updateOne({ _id: 1 as never }, { $inc: { s: 1 } } as Document)).rejects.toMatchObject({
      code: 14,
    });
    await expect(c.updateOne({ _id: 1 as never }, { $push: { s: 1 } } as Document)).rejects.toBeInstanceOf(
      MongoServerError,
    );
    await expect(c.updateOne({ _id: 1 as never }, { $inc: { n: 'x' } } as Document)).rejects.toMatchObject({
      code: 14,
    });
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, s: 'text' });
  });

  test('renameCollection keeps documents and indexes', async () => {
    const c = fresh();
    await c.createIndex({ u: 1 }, { unique: true });
    await c.insertMany([{ u: 1 }, { u: 2 }]);
    const renamed = await c.rename(`${c.collectionName}_renamed`);
    expect(await renamed.countDocuments()).toBe(2);
    expect((await renamed.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'u_1']);
    expect(await fx.db.listCollections({ name: c.collectionName }).toArray()).toEqual([]);
    await expect(fx.db.renameCollection('no_such_collection', 'x')).rejects.toMatchObject({ code: 26 });
  });

  test('explain names the index the query uses', async () => {
    const c = fresh();
    await c.createIndex({ k: 1 });
    await c.insertMany(Array.from({ length: 50 }, (_, k) => ({ k })));
    // Newer servers nest the plan differently (queryPlan, slot-based plans), so look for the stage anywhere.
    const stages = (plan: Document): string => JSON.stringify(plan);
    const indexed = await c.find({ k: 3 }).explain('queryPlanner');
    expect(stages(indexed.queryPlanner.winningPlan)).toContain('IXSCAN');
    const scanned = await c.find({ other: 3 }).explain('queryPlanner');
    expect(stages(scanned.queryPlanner.winningPlan)).toContain('COLLSCAN');
  });
});

describe('projections never change stored documents', () => {
  test('nested exclusion, $slice and $elemMatch in find, and $project in aggregate', async () => {
    const c = fresh();
    const doc = {
      _id: 1,
      a: { b: 1, c: 2 },
      arr: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
      list: [1, 2, 3, 4],
    };
    await c.insertOne(doc as never);
    expect(await c.findOne({ _id: 1 as never }, { projection: { 'a.c': 0, 'arr.y': 0 } })).toEqual({
      _id: 1,
      a: { b: 1 },
      arr: [{ x: 1 }, { x: 3 }],
      list: [1, 2, 3, 4],
    });
    await c.findOne(
      { _id: 1 as never },
      { projection: { list: { $slice: 2 }, arr: { $elemMatch: { x: 3 } } } },
    );
    await c.aggregate([{ $project: { 'a.c': 0 } }, { $project: { 'arr.x': 0 } }]).toArray();
    await c.findOneAndUpdate({ _id: 1 as never }, { $set: { z: 1 } }, { projection: { 'a.b': 0 } });
    expect(await c.findOne({ _id: 1 as never })).toEqual({ ...doc, z: 1 });
  });
});
