import { Decimal128, Double, Int32, Long, MongoServerError, type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

/**
 * MongoDB compares Int32, Long, Double and Decimal128 by exact value: https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/#numeric-types
 * Each check runs on a collection without an index and on one with an index on the field, so the planner's
 * index keys and range scans must agree with a scan.
 */
let fx: DriverFixture;
const raw = { promoteValues: false, promoteLongs: false } as const;
const dec = (s: string): Decimal128 => Decimal128.fromString(s);
const long = (s: string): Long => Long.fromString(s);
const TWO_53 = '9007199254740992';

beforeAll(async () => {
  fx = await driverFixture('numeric');
});
afterAll(() => fx.close());

async function both(name: string, docs: Document[]): Promise<Array<Collection<Document>>> {
  const plain = fx.db.collection(`${name}_scan`);
  const indexed = fx.db.collection(`${name}_ix`);
  await indexed.createIndex({ v: 1 });
  await plain.insertMany(docs.map((d) => ({ ...d })));
  await indexed.insertMany(docs.map((d) => ({ ...d })));
  return [plain, indexed];
}

const ids = async (c: Collection<Document>, filter: Document): Promise<unknown[]> =>
  (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

describe.each([0, 1])('Decimal128 against other numbers (index: %i)', (which) => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = (
      await both(`dec${which}`, [
        { _id: 1, v: dec('1') },
        { _id: 2, v: 1 },
        { _id: 3, v: Long.fromNumber(1) },
        { _id: 4, v: new Double(1) },
        { _id: 5, v: dec('1.00') },
        { _id: 6, v: dec('0.1') },
        { _id: 7, v: 0.1 },
        { _id: 8, v: dec('1.0000000000000000000000000000001') },
        { _id: 9, v: dec('-0') },
        { _id: 10, v: 0 },
      ])
    )[which];
  });

  test('equality, $in and a closed range find every type holding the value', async () => {
    expect(await ids(c, { v: 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(c, { v: dec('1') })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(c, { v: { $in: [1] } })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(c, { v: { $in: [dec('1.0')] } })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(c, { v: { $gte: 1, $lte: 1 } })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(c, { v: { $ne: 1 } })).toEqual([6, 7, 8, 9, 10]);
    expect(await ids(c, { v: 0 })).toEqual([9, 10]);
  });

  test('values beyond double precision are told apart exactly', async () => {
    // Decimal128 0.1 is exactly a tenth; the double 0.1 is slightly more.
    expect(await ids(c, { v: 0.1 })).toEqual([7]);
    expect(await ids(c, { v: dec('0.1') })).toEqual([6]);
    expect(await ids(c, { v: { $gt: dec('0.1'), $lt: 1 } })).toEqual([7]);
    expect(await ids(c, { v: { $gt: 1 } })).toEqual([8]);
    expect(await ids(c, { v: { $gt: 1, $lt: 2 } })).toEqual([8]);
    expect(await ids(c, { v: { $lt: 1, $gt: 0 } })).toEqual([6, 7]);
  });

  test('sort orders by exact value, ties by _id', async () => {
    const sorted = await c.find({}).sort({ v: 1, _id: 1 }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([9, 10, 6, 7, 1, 2, 3, 4, 5, 8]);
    const [last] = await c.aggregate([{ $project: { v: 1 } }, { $sort: { v: -1 } }, { $limit: 1 }]).toArray();
    expect(last._id).toBe(8);
  });

  test('$group, distinct and $lookup treat equal values as one key', async () => {
    const groups = await c
      .aggregate([{ $match: { v: { $gte: 1, $lte: 1 } } }, { $group: { _id: '$v', n: { $sum: 1 } } }])
      .toArray();
    expect(groups.map((g) => g.n)).toEqual([5]);
    const distinct = await c.distinct('v', { v: { $gte: 1, $lte: 1 } });
    expect(distinct).toHaveLength(1);
    const joined = await c
      .aggregate([
        { $match: { _id: 2 } },
        { $lookup: { from: c.collectionName, localField: 'v', foreignField: 'v', as: 'same' } },
      ])
      .toArray();
    expect(joined[0].same.map((d: Document) => d._id).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test('every number keeps its type and digits', async () => {
    const back = await c.find({ v: 1 }, raw).sort({ _id: 1 }).toArray();
    expect(back.map((d) => d.v)).toEqual([
      dec('1'),
      new Int32(1),
      Long.fromNumber(1),
      new Double(1),
      dec('1.00'),
    ]);
    const tenth = await c.findOne({ _id: 6 as never }, raw);
    expect(tenth!.v).toEqual(dec('0.1'));
    const projected = await c.aggregate([{ $match: { _id: 5 } }, { $project: { v: 1 } }], raw).toArray();
    expect(projected[0].v).toEqual(dec('1.00'));
  });
});

describe.each([0, 1])('Longs beyond 2^53 (index: %i)', (which) => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = (
      await both(`long${which}`, [
        { _id: 1, v: long(TWO_53) },
        { _id: 2, v: long('9007199254740993') },
        { _id: 3, v: long('9007199254741002') },
        { _id: 4, v: 2 ** 53 },
        { _id: 5, v: dec('9007199254740993') },
        { _id: 6, v: long('-9223372036854775808') },
        { _id: 7, v: long('9223372036854775807') },
      ])
    )[which];
  });

  test('equality is exact', async () => {
    expect(await ids(c, { v: long('9007199254740993') })).toEqual([2, 5]);
    expect(await ids(c, { v: long(TWO_53) })).toEqual([1, 4]);
    expect(await ids(c, { v: 2 ** 53 })).toEqual([1, 4]);
    expect(await ids(c, { v: { $in: [long('9007199254741002'), 3] } })).toEqual([3]);
  });

  test('ranges against Longs and plain numbers', async () => {
    expect(await ids(c, { v: { $gt: long(TWO_53) } })).toEqual([2, 3, 5, 7]);
    expect(await ids(c, { v: { $gt: 5 } })).toEqual([1, 2, 3, 4, 5, 7]);
    expect(await ids(c, { v: { $lt: 0 } })).toEqual([6]);
    expect(await ids(c, { v: { $gte: 2 ** 53, $lte: long('9007199254740993') } })).toEqual([1, 2, 4, 5]);
    expect(await ids(c, { v: { $gt: 2 ** 53, $lt: 2 ** 53 + 2 } })).toEqual([2, 5]);
  });

  test('sort, $group and distinct by exact value', async () => {
    const sorted = await c.find({}).sort({ v: -1, _id: 1 }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([7, 3, 2, 5, 1, 4, 6]);
    const groups = await c
      .aggregate([{ $group: { _id: '$v', ids: { $push: '$_id' } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(groups.map((g) => g.ids.sort())).toEqual([[6], [1, 4], [2, 5], [3], [7]]);
    expect(await c.distinct('v')).toHaveLength(5);
  });

  test('Longs come back exact and as Longs', async () => {
    const back = await c
      .find({ _id: { $in: [2, 6, 7] as never[] } }, raw)
      .sort({ _id: 1 })
      .toArray();
    expect(back.map((d) => d.v)).toEqual([
      long('9007199254740993'),
      long('-9223372036854775808'),
      long('9223372036854775807'),
    ]);
    expect(await ids(c, { v: { $type: 'long' } })).toEqual([1, 2, 3, 6, 7]);
    expect(await ids(c, { v: { $type: 'decimal' } })).toEqual([5]);
  });
});

test('a unique index holds one document per numeric value, whatever its type', async () => {
  const c = fx.db.collection('unique_numbers');
  await c.createIndex({ v: 1 }, { unique: true });
  await c.insertOne({ v: dec('1.0') });
  for (const v of [1, Long.fromNumber(1), new Double(1), dec('1')]) {
    const err = await c.insertOne({ v }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(11000);
  }
  await c.insertOne({ v: long('9007199254740993') });
  await c.insertOne({ v: 2 ** 53 });
  const err = await c.insertOne({ v: dec('9007199254740993') }).catch((e: unknown) => e);
  expect((err as MongoServerError).code).toBe(11000);
  expect(await c.countDocuments()).toBe(3);
});

describe.each([0, 1])('NaN among other numbers (index: %i)', (which) => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = (
      await both(`nan${which}`, [
        { _id: 1, v: NaN },
        { _id: 2, v: dec('NaN') },
        { _id: 3, v: dec('0.1') },
        { _id: 4, v: -5 },
      ])
    )[which];
  });

  test('NaN equals NaN of any type, sorts first and lies in no range', async () => {
    expect(await ids(c, { v: NaN })).toEqual([1, 2]);
    expect(await ids(c, { v: dec('NaN') })).toEqual([1, 2]);
    expect(await ids(c, { v: { $lt: 5 } })).toEqual([3, 4]);
    expect(await ids(c, { v: { $lt: dec('0.2') } })).toEqual([3, 4]);
    expect(await ids(c, { v: { $gt: -10 } })).toEqual([3, 4]);
    const sorted = await c.find({}).sort({ v: 1, _id: 1 }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([1, 2, 4, 3]);
  });
});

describe('expressions, accumulators and updates on values beyond a double', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fx.db.collection('exact_math');
    await c.insertMany([
      { _id: 1 as never, v: dec('12.50') },
      { _id: 2 as never, v: long('9007199254740993') },
      { _id: 3 as never, v: dec('0.1') },
      { _id: 4 as never, v: 7 },
    ]);
  });

  test('$expr comparisons order every numeric type by value', async () => {
    expect(await ids(c, { $expr: { $gt: ['$v', 5] } })).toEqual([1, 2, 4]);
    expect(await ids(c, { $expr: { $lt: ['$v', 1] } })).toEqual([3]);
    expect(await ids(c, { $expr: { $eq: ['$v', long('9007199254740993')] } })).toEqual([2]);
    const [cmp] = await c
      .aggregate([{ $match: { _id: 2 } }, { $project: { c: { $cmp: ['$v', 2 ** 53] } } }])
      .toArray();
    expect(cmp.c).toBe(1);
  });

  test('$min, $max, $sum and $avg are exact', async () => {
    const [g] = await c
      .aggregate(
        [
          {
            $group: {
              _id: null,
              min: { $min: '$v' },
              max: { $max: '$v' },
              tenths: { $sum: { $cond: [{ $eq: ['$_id', 3] }, '$v', 0] } },
              big: { $sum: { $cond: [{ $eq: ['$_id', 2] }, '$v', 0] } },
            },
          },
        ],
        raw,
      )
      .toArray();
    expect(g.min).toEqual(dec('0.1'));
    expect(g.max.toString()).toBe('9007199254740993');
    expect(g.tenths.toString()).toBe('0.1');
    expect(g.big.toString()).toBe('9007199254740993');
    const [sum] = await c
      .aggregate([{ $match: { _id: { $in: [2, 4] } } }, { $group: { _id: null, s: { $sum: '$v' } } }], raw)
      .toArray();
    expect(sum.s.toString()).toBe('9007199254741000');
  });

  test('$inc and $mul compute exactly and keep Decimal128 digits and Long type', async () => {
    await c.updateOne({ _id: 1 as never }, { $inc: { v: 1 } });
    await c.updateOne({ _id: 2 as never }, { $inc: { v: 1 } });
    await c.updateOne({ _id: 3 as never }, { $inc: { v: dec('0.2') } });
    await c.updateOne({ _id: 4 as never }, { $mul: { v: long('1000000000000000') } });
    const back = await c.find({}, raw).sort({ _id: 1 }).toArray();
    expect(back.map((d) => d.v)).toEqual([
      dec('13.50'),
      long('9007199254740994'),
      dec('0.3'),
      long('7000000000000000'),
    ]);
  });

  test('$set and $max keep the type of a value beyond a double', async () => {
    await c.updateOne(
      { _id: 4 as never },
      { $max: { v: long('9007199254740995') }, $set: { w: dec('3.10') } },
    );
    const back = await c.findOne({ _id: 4 as never }, raw);
    expect(back!.v).toEqual(long('9007199254740995'));
    expect(back!.w).toEqual(dec('3.10'));
  });
});

describe('_id comes first in projected documents', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fx.db.collection('id_order');
    await c.insertOne({ _id: 1 as never, a: 1, b: { c: 2 } });
  });
  const keys = (d: Document | undefined | null): string[] => Object.keys(d ?? {});

  test('$project inclusion, computed fields and either order of the specification', async () => {
    const [included] = await c.aggregate([{ $project: { a: 1 } }]).toArray();
    expect(keys(included)).toEqual(['_id', 'a']);
    const [computed] = await c.aggregate([{ $project: { x: '$a', y: { $add: ['$a', 1] } } }]).toArray();
    expect(keys(computed)).toEqual(['_id', 'x', 'y']);
    const [late] = await c.aggregate([{ $project: { b: 1, _id: 1 } }]).toArray();
    expect(keys(late)).toEqual(['_id', 'b']);
    const [replaced] = await c.aggregate([{ $project: { a: 1, _id: { $literal: 'k' } } }]).toArray();
    expect(replaced).toEqual({ _id: 'k', a: 1 });
    expect(keys(replaced)).toEqual(['_id', 'a']);
  });

  test('find projections, with and without computed fields', async () => {
    expect(keys(await c.findOne({}, { projection: { b: 1 } }))).toEqual(['_id', 'b']);
    expect(keys(await c.findOne({}, { projection: { z: { $add: ['$a', 1] } } }))).toEqual(['_id', 'z']);
    expect(keys(await c.findOne({}, { projection: { a: 1, z: '$b.c', _id: 1 } }))).toEqual(['_id', 'a', 'z']);
  });

  test('$addFields and $set keep the document order and add new fields last', async () => {
    const [added] = await c.aggregate([{ $addFields: { z: 1, a: 5 } }]).toArray();
    expect(keys(added)).toEqual(['_id', 'a', 'b', 'z']);
    const [set] = await c.aggregate([{ $set: { _id: 'x', y: 1 } }]).toArray();
    expect(keys(set)).toEqual(['_id', 'a', 'b', 'y']);
  });
});
