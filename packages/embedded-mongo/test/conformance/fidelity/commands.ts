import { Binary, Double, Int32, MongoServerError, type Document } from 'mongodb';
import { fx, fresh, codeOf } from './world';

export function describeRefusedLimits() {
  describe('limits and options mongod 7.0 refuses', () => {
    test('a document over 16 MiB is refused (BSONObjectTooLarge)', async () => {
      const c = fresh();
      const err = await c
        .insertOne({ big: 'x'.repeat(16.5 * 1024 * 1024) })
        .catch((e: MongoServerError) => e);
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
}

export function describeIndexes() {
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
}

export function describeOutAndMerge() {
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
}

export function describeExplain() {
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
}

export function describeNewerFields() {
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
      expect((await c.updateOne({}, { $set: { b: new Binary(Buffer.from('hi'), 0) } })).modifiedCount).toBe(
        1,
      );
      expect(((await c.findOne({}))?.b as Binary).sub_type).toBe(0);
      expect((await c.updateOne({}, { $set: { n: new Int32(5) } })).modifiedCount).toBe(0);
      expect((await c.updateOne({}, { $set: { n: new Double(5) } })).modifiedCount).toBe(1);
    });
  });
}

export function describeHints() {
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
      expect(names(await c.find({}).hint('qty_-1_name_-1').toArray())).toEqual([
        'Betty',
        'Charlie',
        'Andrew',
      ]);
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
}
