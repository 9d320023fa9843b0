import {
  Binary,
  Double,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  Timestamp,
  type Collection,
  type Document,
} from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

// Issue 17: answers that used to be silently wrong, and the update paths a mongoose app meets. Expectations are
// MongoDB 7.0's documented behaviour; they run unchanged against a real server (MONGODB_URI).
let fx: DriverFixture;
let n = 0;
const fresh = (): Collection<Document> => fx.db.collection(`f${n++}`);
const codeOf = async (p: Promise<unknown>): Promise<number | undefined> => {
  try {
    await p;
    return undefined;
  } catch (err) {
    return (err as MongoServerError).code as number | undefined;
  }
};

beforeAll(async () => {
  fx = await driverFixture('fidelity');
});
afterAll(() => fx.close());

describe('$pull', () => {
  test('a condition with $or selects subdocuments (mongoose pull on subdocs without _id)', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, arr: [{ x: 1, y: 2 }, { x: 2, y: 3 }, { x: 5 }] } as never);
    const res = await c.updateOne({ _id: 1 } as never, {
      $pull: { arr: { $or: [{ x: 1 }, { x: 5 }] } } as never,
    });
    expect(res.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 1 } as never))?.arr).toEqual([{ x: 2, y: 3 }]);
  });

  test('a field condition matches documents by a subset of fields; an operator tests scalars', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, docs: [{ a: 1, b: 1 }, { a: 2 }], nums: [1, 5, 9] } as never);
    await c.updateOne({ _id: 1 } as never, { $pull: { docs: { a: 1 }, nums: { $gte: 5 } } } as never);
    expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, docs: [{ a: 2 }], nums: [1] });
  });
});

test('$pullAll removes every listed value, null included', async () => {
  const c = fresh();
  await c.insertOne({ _id: 1, arr: [null, { name: 'abc' }], nums: [4, 5, 6, 4] } as never);
  await c.updateOne({}, { $pullAll: { arr: [null], nums: [4, 6] } } as never);
  expect(await c.findOne({})).toEqual({ _id: 1, arr: [{ name: 'abc' }], nums: [5] });
});

describe('projection', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fresh();
    await c.insertOne({ _id: 1, name: 'n', arr: [1, 2, 3, 4], subs: [{ k: 1 }, { k: 2, v: 'x' }] } as never);
  });

  test('$slice alone keeps every other field', async () => {
    expect(await c.findOne({}, { projection: { arr: { $slice: 1 } } })).toEqual({
      _id: 1,
      name: 'n',
      arr: [1],
      subs: [{ k: 1 }, { k: 2, v: 'x' }],
    });
    expect(await c.findOne({}, { projection: { arr: { $slice: -2 }, subs: 0 } })).toEqual({
      _id: 1,
      name: 'n',
      arr: [3, 4],
    });
    expect(await c.findOne({}, { projection: { arr: { $slice: [1, 2] }, name: 1 } })).toEqual({
      _id: 1,
      name: 'n',
      arr: [2, 3],
    });
  });

  test('$elemMatch with operators returns the first matching element', async () => {
    expect(await c.findOne({}, { projection: { subs: { $elemMatch: { k: { $gte: 2 } } } } })).toEqual({
      _id: 1,
      subs: [{ k: 2, v: 'x' }],
    });
    expect(await c.findOne({}, { projection: { arr: { $elemMatch: { $gt: 2 } }, _id: 0 } })).toEqual({
      arr: [3],
    });
  });

  test('positional $ returns the element the query matched', async () => {
    expect(await c.findOne({ 'subs.k': 2 }, { projection: { 'subs.$': 1 } })).toEqual({
      _id: 1,
      subs: [{ k: 2, v: 'x' }],
    });
  });

  test('mixing inclusion and exclusion is refused', async () => {
    expect(await codeOf(c.findOne({}, { projection: { name: 1, arr: 0 } }))).toBe(31254);
  });
});

describe('query operators', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fresh();
    await c.insertMany([
      { _id: 1, v: new ObjectId() },
      { _id: 2, v: new Binary(Buffer.from('ab')) },
      { _id: 3, v: new Int32(5) },
      { _id: 4, v: new Double(5) },
      { _id: 5, v: Long.fromNumber(5) },
      { _id: 6, v: 1.5 },
      { _id: 7, v: [new Int32(1), 'x'] },
      { _id: 8, v: new Timestamp({ t: 1, i: 1 }) },
      { _id: 9, v: 4 },
    ] as never[]);
  });
  const ids = async (filter: Document): Promise<unknown[]> =>
    (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  test('$type tells every BSON type apart, numbers by their stored type', async () => {
    expect(await ids({ v: { $type: 'objectId' } })).toEqual([1]);
    expect(await ids({ v: { $type: 'binData' } })).toEqual([2]);
    expect(await ids({ v: { $type: 'int' } })).toEqual([3, 7, 9]);
    expect(await ids({ v: { $type: 'double' } })).toEqual([4, 6]);
    expect(await ids({ v: { $type: 'long' } })).toEqual([5]);
    expect(await ids({ v: { $type: 'number' } })).toEqual([3, 4, 5, 6, 7, 9]);
    expect(await ids({ v: { $type: 'timestamp' } })).toEqual([8]);
    expect(await ids({ v: { $type: 'array' } })).toEqual([7]);
    expect(await ids({ v: { $type: ['string', 7] } })).toEqual([1, 7]);
    expect(await codeOf(c.findOne({ v: { $type: 'nope' } }))).toBe(2);
  });

  test('$all on a scalar field is equality', async () => {
    expect(await ids({ v: { $all: [4] } })).toEqual([9]);
    expect(await ids({ v: { $all: [1, 'x'] } })).toEqual([7]);
    expect(await ids({ v: { $all: [] } })).toEqual([]);
  });

  test('an unknown operator is refused, also on a collection that does not exist', async () => {
    const err = await c.findOne({ a: { $notAnOperator: 1 } }).catch((e: MongoServerError) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(2);
    expect((err as MongoServerError).message).toBe('unknown operator: $notAnOperator');
    expect(await codeOf(fx.db.collection('missing').findOne({ a: { $bad: 1 } }))).toBe(2);
    expect(await codeOf(fx.db.collection('missing').countDocuments({ a: { $bad: 1 } }))).toBe(2);
  });

  test('Timestamp values round-trip as Timestamp', async () => {
    const doc = await c.findOne({ _id: 8 } as never);
    expect(doc?.v).toBeInstanceOf(Timestamp);
    expect((doc?.v as Timestamp).equals(new Timestamp({ t: 1, i: 1 }))).toBe(true);
    expect(await ids({ v: new Timestamp({ t: 1, i: 1 }) })).toEqual([8]);
  });
});

describe('updates through _id and positional paths', () => {
  test('setting _id to its current value is allowed; changing it is not', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: 1 } as never);
    const res = await c.updateOne({ _id: 1 } as never, { $set: { _id: 1, a: 2 } } as never);
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({})).toEqual({ _id: 1, a: 2 });
    await c.replaceOne({ _id: 1 } as never, { _id: 1, a: 3 } as never);
    expect(await c.findOne({})).toEqual({ _id: 1, a: 3 });
    expect(await codeOf(c.updateOne({ _id: 1 } as never, { $set: { _id: 2 } } as never))).toBe(66);
    const found = await c.findOneAndUpdate({ _id: 1 } as never, { $set: { _id: 1, a: 4 } } as never, {
      returnDocument: 'after',
    });
    expect(found).toEqual({ _id: 1, a: 4 });
  });

  test('an upsert may name the _id its filter gives', async () => {
    const c = fresh();
    const res = await c.updateOne({ _id: 9 } as never, { $set: { _id: 9, q: 1 } } as never, { upsert: true });
    expect(res.upsertedId).toBe(9);
    await c.updateOne({ k: 1 }, { $set: { _id: 'x' } } as never, { upsert: true });
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 9, q: 1 },
      { _id: 'x', k: 1 },
    ]);
  });

  test('several paths through one positional $', async () => {
    const c = fresh();
    await c.insertOne({
      _id: 1,
      cs: [
        { k: 1, b: 0 },
        { k: 2, b: 0 },
      ],
    } as never);
    const d = new Date(0);
    await c.updateOne({ 'cs.k': 2 }, { $set: { 'cs.$.b': 1, 'cs.$.updatedAt': d, 'cs.$.k': 3 } });
    expect((await c.findOne({}))?.cs).toEqual([
      { k: 1, b: 0 },
      { k: 3, b: 1, updatedAt: d },
    ]);
  });

  test('$[] and $[id] combine, including nested', async () => {
    const c = fresh();
    await c.insertOne({
      _id: 1,
      a: [
        { t: 'x', items: [{ q: 1 }, { q: 5 }] },
        { t: 'y', items: [{ q: 7 }] },
      ],
    } as never);
    await c.updateOne(
      {},
      { $inc: { 'a.$[outer].items.$[big].q': 10 }, $set: { 'a.$[].seen': true } },
      { arrayFilters: [{ 'outer.t': 'x' }, { 'big.q': { $gte: 5 } }] },
    );
    expect((await c.findOne({}))?.a).toEqual([
      { t: 'x', items: [{ q: 1 }, { q: 15 }], seen: true },
      { t: 'y', items: [{ q: 7 }], seen: true },
    ]);
  });

  test('two paths that touch the same field conflict; an unused array filter is refused', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: { b: 1 }, arr: [1] } as never);
    expect(await codeOf(c.updateOne({}, { $set: { a: 1, 'a.b': 2 } }))).toBe(40);
    expect(await codeOf(c.updateOne({}, { $set: { a: 1 } }, { arrayFilters: [{ 'x.y': 1 }] }))).toBe(9);
  });

  test('a field cannot be created inside a scalar or by name inside an array', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, s: 1, arr: [{ x: 1 }] } as never);
    expect(await codeOf(c.updateOne({}, { $set: { 's.x': 1 } }))).toBe(28);
    expect(await codeOf(c.updateOne({}, { $set: { 'arr.x': 1 } }))).toBe(28);
  });

  test('let variables reach filters and pipeline updates', async () => {
    const c = fresh();
    await c.insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
    const res = await c.updateMany({ $expr: { $eq: ['$_id', '$$target'] } }, [{ $set: { v: '$$target' } }], {
      let: { target: 2 },
    });
    expect(res.modifiedCount).toBe(1);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1 }, { _id: 2, v: 2 }]);
    const found = await c
      .aggregate([{ $match: { $expr: { $eq: ['$_id', '$$want'] } } }, { $project: { w: '$$want' } }], {
        let: { want: 1 },
      })
      .toArray();
    expect(found).toEqual([{ _id: 1, w: 1 }]);
  });
});

test('let values are expressions evaluated once; $literal keeps a dollar string', async () => {
  const c = fresh();
  await c.insertOne({ _id: 1, bar: 'field' } as never);
  await c.updateOne({ _id: 1 } as never, [{ $set: { x: '$$a', y: '$$b' } }], {
    let: { a: { $literal: '$bar' }, b: { $concat: ['b', 'ar'] } },
  });
  expect(await c.findOne({})).toEqual({ _id: 1, bar: 'field', x: '$bar', y: 'bar' });
});

test('a pipeline update that drops _id keeps the document’s own', async () => {
  const c = fresh();
  await c.insertOne({ _id: 1, t: { u: { v: 1 } } } as never);
  const res = await c.updateOne({ _id: 1 } as never, [
    { $replaceRoot: { newRoot: '$t' } },
    { $addFields: { foo: 1 } },
  ]);
  expect(res.modifiedCount).toBe(1);
  expect(await c.findOne({})).toEqual({ _id: 1, u: { v: 1 }, foo: 1 });
});

test('an _id document may not hold $-prefixed fields', async () => {
  expect(await codeOf(fresh().insertOne({ _id: { $a: 1 } } as never))).toBe(52);
});

test('$listLocalSessions lists the sessions in use', async () => {
  const session = fx.client.startSession();
  try {
    await fx.db.collection('any').findOne({}, { session });
    const found = await fx.client
      .db('admin')
      .aggregate([{ $listLocalSessions: {} }, { $match: { '_id.id': session.id!.id } }], { session })
      .toArray();
    expect(found).toHaveLength(1);
  } finally {
    await session.endSession();
  }
});

describe('collation', () => {
  test('an update with a collation writes what it matched', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, name: 'ABC' } as never);
    const res = await c.updateOne(
      { name: 'abc' },
      { $set: { z: 1 } },
      { collation: { locale: 'en', strength: 2 } },
    );
    expect([res.matchedCount, res.modifiedCount]).toEqual([1, 1]);
    expect(await c.findOne({})).toEqual({ _id: 1, name: 'ABC', z: 1 });
  });

  test('ICU locales with underscores are accepted; order and ranges follow the collation', async () => {
    const c = fresh();
    await c.insertMany([{ s: 'b' }, { s: 'B' }, { s: 'a' }, { s: 'ä' }, { s: '10' }, { s: '9' }]);
    const sorted = await c
      .find({}, { projection: { _id: 0 } })
      .sort({ s: 1 })
      .collation({ locale: 'en_US', numericOrdering: true })
      .toArray();
    expect(sorted.map((d) => d.s)).toEqual(['9', '10', 'a', 'ä', 'b', 'B']);
    const above = await c
      .find({ s: { $gt: 'a' } })
      .collation({ locale: 'en', strength: 1 })
      .toArray();
    expect(above.map((d) => d.s).sort()).toEqual(['B', 'b']);
    expect(await c.countDocuments({ s: 'A' }, { collation: { locale: 'en', strength: 1 } })).toBe(2);
    expect(await codeOf(c.findOne({}, { collation: { locale: 'xx_nope' } }))).toBe(2);
  });

  test("a collection's default collation applies to queries, updates and deletes", async () => {
    const name = `dc${n++}`;
    await fx.db.createCollection(name, { collation: { locale: 'en', strength: 2 } });
    const c = fx.db.collection(name);
    await c.insertMany([
      { _id: 1, n: 'ABC' },
      { _id: 2, n: 'xyz' },
    ] as never[]);
    expect(await c.countDocuments({ n: 'abc' })).toBe(1);
    expect((await c.updateOne({ n: 'XYZ' }, { $set: { u: 1 } })).modifiedCount).toBe(1);
    // {locale: 'simple'} asks for binary comparison.
    expect(await c.countDocuments({ n: 'abc' }, { collation: { locale: 'simple' } })).toBe(0);
    expect((await c.deleteOne({ n: 'abc' })).deletedCount).toBe(1);
  });
});

describe('limits and options mongod 7.0 refuses', () => {
  test('a document over 16 MiB is refused (BSONObjectTooLarge)', async () => {
    const c = fresh();
    const err = await c.insertOne({ big: 'x'.repeat(16.5 * 1024 * 1024) }).catch((e: MongoServerError) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(10334);
    expect((err as MongoServerError).message).toMatch(/^object to insert too large/);
    expect(await c.countDocuments()).toBe(0);
  });

  test('an update grown over 16 MiB is refused', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, s: 'x'.repeat(9 * 1024 * 1024) } as never);
    expect(await codeOf(c.updateOne({}, { $set: { t: 'y'.repeat(9 * 1024 * 1024) } }))).toBe(17419);
  });

  test('an update statement with a sort is an unknown field in 7.0', async () => {
    const c = fresh();
    await c.insertOne({ a: 1 });
    const reply = fx.db.command({
      update: c.collectionName,
      updates: [{ q: {}, u: { $set: { a: 2 } }, sort: { a: 1 } }],
    });
    const res = await reply.catch((e: MongoServerError) => e);
    const code = res instanceof MongoServerError ? res.code : (res as Document).writeErrors?.[0]?.code;
    expect(code).toBe(40415);
    expect(await c.findOne({}, { projection: { _id: 0 } })).toEqual({ a: 1 });
  });
});

describe('indexes', () => {
  test('a name taken by another key is IndexKeySpecsConflict (86); by other options IndexOptionsConflict (85)', async () => {
    const c = fresh();
    await c.createIndex({ a: 1 }, { name: 'idx' });
    expect(await codeOf(c.createIndex({ b: 1 }, { name: 'idx' }))).toBe(86);
    expect(await codeOf(c.createIndex({ a: 1 }, { name: 'idx', unique: true }))).toBe(85);
    expect(await codeOf(c.createIndex({ a: 1 }, { name: 'other' }))).toBe(85);
  });

  test('a unique index with a case-insensitive collation treats case variants as duplicates', async () => {
    const c = fresh();
    await c.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
    await c.insertOne({ email: 'Ada@example.com' });
    expect(await codeOf(c.insertOne({ email: 'ada@EXAMPLE.com' }))).toBe(11000);
  });
});

describe('$out and $merge', () => {
  test('$out replaces the target collection with the pipeline output', async () => {
    const c = fresh();
    const out = fresh();
    await out.insertOne({ _id: 'old' } as never);
    await c.insertMany([
      { _id: 1, k: 'a', n: 1 },
      { _id: 2, k: 'b', n: 2 },
      { _id: 3, k: 'a', n: 3 },
    ] as never[]);
    const cursor = await c
      .aggregate([{ $group: { _id: '$k', total: { $sum: '$n' } } }, { $out: out.collectionName }])
      .toArray();
    expect(cursor).toEqual([]);
    expect(await out.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', total: 4 },
      { _id: 'b', total: 2 },
    ]);
    expect(await codeOf(c.aggregate([{ $out: out.collectionName }, { $match: {} }]).toArray())).toBe(40601);
  });

  test('$merge merges matched documents and inserts the others', async () => {
    const c = fresh();
    const into = fresh();
    await into.insertMany([{ _id: 1, keep: true, v: 0 }] as never[]);
    await c.insertMany([
      { _id: 1, v: 1 },
      { _id: 2, v: 2 },
    ] as never[]);
    await c.aggregate([{ $merge: { into: into.collectionName } }]).toArray();
    expect(await into.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, keep: true, v: 1 },
      { _id: 2, v: 2 },
    ]);
    await c
      .aggregate([
        { $merge: { into: into.collectionName, whenMatched: 'keepExisting', whenNotMatched: 'discard' } },
      ])
      .toArray();
    expect(await into.countDocuments()).toBe(2);
  });
});

describe('explain', () => {
  test('update, delete, findAndModify and aggregate explain without writing', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ] as never[]);
    for (const inner of [
      { update: c.collectionName, updates: [{ q: { a: 1 }, u: { $set: { a: 9 } } }] },
      { delete: c.collectionName, deletes: [{ q: { a: 1 }, limit: 1 }] },
      { findAndModify: c.collectionName, query: { a: 1 }, update: { $set: { a: 9 } } },
      { aggregate: c.collectionName, pipeline: [{ $match: { a: 1 } }], cursor: {} },
    ]) {
      const res = await fx.db.command({ explain: inner, verbosity: 'queryPlanner' });
      expect(res.queryPlanner).toBeDefined();
    }
    const stats = await c.find({ a: 2 }).explain('executionStats');
    expect(stats.executionStats.nReturned).toBe(1);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
  });
});

describe('fields mongod 5.0+ accepts', () => {
  test('$-prefixed and __proto__ field names are plain fields for $set, $unset and $rename', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, hello: 'world', prefs: {} } as never);
    await c.updateOne({}, { $set: { $myKey: 'x', 'prefs.$each': 2 } } as never);
    await c.updateOne({}, { $rename: { hello: '__proto__.polluted' } });
    const doc = (await c.findOne({})) as Document;
    expect(doc.$myKey).toBe('x');
    expect(doc.prefs).toEqual({ $each: 2 });
    expect(Object.prototype.hasOwnProperty.call(doc, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await c.updateOne({}, { $unset: { 'prefs.$each': '' } } as never);
    expect((await c.findOne({}))?.prefs).toEqual({});
  });

  test('setting a value of another type or BinData subtype is a modification', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, b: new Binary(Buffer.from('hi'), 128), n: new Int32(5) } as never);
    expect((await c.updateOne({}, { $set: { b: new Binary(Buffer.from('hi'), 0) } })).modifiedCount).toBe(1);
    expect(((await c.findOne({}))?.b as Binary).sub_type).toBe(0);
    expect((await c.updateOne({}, { $set: { n: new Int32(5) } })).modifiedCount).toBe(0);
    expect((await c.updateOne({}, { $set: { n: new Double(5) } })).modifiedCount).toBe(1);
  });
});

describe('BinData and bitwise queries', () => {
  test('BinData equality in $in and $eq', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 1, b: new Binary(Buffer.from('über')) },
      { _id: 2, b: new Binary(Buffer.from('hello')) },
    ] as never[]);
    const ids = async (filter: Document) =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(
      await ids({ b: { $in: [new Binary(Buffer.from('hello')), new Binary(Buffer.from('x'))] } }),
    ).toEqual([2]);
    expect(await ids({ b: new Binary(Buffer.from('über')) })).toEqual([1]);
    expect(await ids({ b: { $nin: [new Binary(Buffer.from('über'))] } })).toEqual([2]);
  });

  test('$bitsAllSet and friends on numbers and BinData', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 1, v: 54 }, // 0b110110
      { _id: 2, v: new Binary(Buffer.from([0xff, 0x00])) },
      { _id: 3, v: -1 },
    ] as never[]);
    const ids = async (filter: Document) =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ v: { $bitsAllSet: [1, 2] } })).toEqual([1, 2, 3]);
    expect(await ids({ v: { $bitsAllSet: 2 ** 15 } })).toEqual([3]);
    expect(await ids({ v: { $bitsAnyClear: [8] } })).toEqual([1, 2]);
    expect(await ids({ v: { $bitsAllClear: 1 } })).toEqual([1]);
    expect(await ids({ v: { $bitsAnySet: new Binary(Buffer.from([0x01])) } })).toEqual([2, 3]);
  });
});

test('$id, $ref and $db are DBRef field names inside $elemMatch', async () => {
  const c = fresh();
  const id = new ObjectId();
  await c.insertOne({ members: [{ $ref: 'foo', $id: id, $db: 'foo', _id: new ObjectId() }] });
  expect(await c.countDocuments({ members: { $elemMatch: { $id: id } } })).toBe(1);
  expect(await c.countDocuments({ members: { $elemMatch: { $id: new ObjectId() } } })).toBe(0);
});

describe('hints and hidden indexes', () => {
  test('a hinted index gives the order, in its declared directions', async () => {
    const c = fresh();
    await c.createIndex({ qty: -1, name: -1 });
    await c.insertMany([
      { name: 'Andrew', qty: 4 },
      { name: 'Betty', qty: 5 },
      { name: 'Charlie', qty: 4 },
    ]);
    const names = (docs: Document[]) => docs.map((d) => d.name);
    expect(names(await c.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray())).toEqual([
      'Betty',
      'Charlie',
      'Andrew',
    ]);
    expect(names(await c.find({}).hint('qty_-1_name_-1').toArray())).toEqual(['Betty', 'Charlie', 'Andrew']);
    expect(await codeOf(c.find({}).hint({ nope: 1 }).toArray())).toBe(2);
  });

  test('collMod hides and unhides an index; listIndexes shows it', async () => {
    const c = fresh();
    await c.createIndex({ a: 1 });
    const res = await fx.db.command({ collMod: c.collectionName, index: { name: 'a_1', hidden: true } });
    expect([res.hidden_old, res.hidden_new]).toEqual([false, true]);
    expect((await c.listIndexes().toArray()).find((i) => i.name === 'a_1')?.hidden).toBe(true);
    await fx.db.command({ collMod: c.collectionName, index: { keyPattern: { a: 1 }, hidden: false } });
    expect((await c.listIndexes().toArray()).find((i) => i.name === 'a_1')?.hidden).toBeUndefined();
  });

  test('an unknown pipeline stage is refused with mongod wording', async () => {
    const err = await fresh()
      .aggregate([{ $fakeStage: {} }])
      .toArray()
      .catch((e: MongoServerError) => e);
    expect((err as MongoServerError).code).toBe(40324);
    expect((err as MongoServerError).message).toBe("Unrecognized pipeline stage name: '$fakeStage'");
  });
});
