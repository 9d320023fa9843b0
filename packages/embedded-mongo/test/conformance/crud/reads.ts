import { Long, ObjectId, MongoServerError, type Collection, type Document } from 'mongodb';
import { fx, fresh } from './world';

export function describeInsertAndFind() {
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
}

export function describeQueryOperators() {
  describe('query operators', () => {
    let c: Collection<Document>;
    beforeAll(async () => {
      c = fresh();
      await c.insertMany([
        {
          _id: 1,
          name: 'apple',
          qty: 5,
          tags: ['red', 'fruit'],
          price: 1.5,
          dim: { h: 10, w: 5 },
          sold: true,
        },
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
      const names = (
        await c.find({}).sort({ name: 1 }).collation({ locale: 'en', strength: 2 }).toArray()
      ).map((d) => d.name);
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
}

export function describeCursors() {
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
      const err = await fx.db
        .command({ getMore: Long.fromNumber(123456789), collection: 'x' })
        .catch((e) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(43);
    });
  });
}

export function describeLetVariables() {
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
}

export function describeProjections() {
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
}
