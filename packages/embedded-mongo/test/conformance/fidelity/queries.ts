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
import { fx, fresh, codeOf, unusedName } from './world';

export function describeProjection() {
  describe('projection', () => {
    let c: Collection<Document>;
    beforeAll(async () => {
      c = fresh();
      await c.insertOne({
        _id: 1,
        name: 'n',
        arr: [1, 2, 3, 4],
        subs: [{ k: 1 }, { k: 2, v: 'x' }],
      } as never);
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
}

export function describeQueryOperators() {
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
}

export function describeCollation() {
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
      const name = unusedName('dc');
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
}

export function describeBinData() {
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
}
