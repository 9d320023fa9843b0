import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
  type Collection,
  type Document,
} from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

let fx: DriverFixture;
let c: Collection<Document>;
/** promoteValues: false shows the BSON type of every number instead of a JS number. */
const raw = { promoteValues: false, promoteLongs: false } as const;

beforeAll(async () => {
  fx = await driverFixture('bson');
  c = fx.db.collection('types');
});
afterAll(() => fx.close());

const sample = (): Document => ({
  _id: new ObjectId(),
  int: new Int32(7),
  double: new Double(2),
  fraction: new Double(2.5),
  negZero: new Double(-0),
  long: Long.fromNumber(42),
  bigLong: Long.fromString('9007199254740993'),
  decimal: Decimal128.fromString('12.340'),
  date: new Date('2024-02-29T12:00:00.123Z'),
  string: 'héllo ✓',
  bool: false,
  nil: null,
  bin: new Binary(Buffer.from([0, 1, 2, 255]), 0),
  uuid: new UUID('0e9d2b9a-3c1e-4c9a-9b9e-2c4d6f0a1b2c'),
  regex: /ab+c/i,
  ts: new Timestamp({ t: 1700000000, i: 3 }),
  min: new MinKey(),
  max: new MaxKey(),
  nested: { a: [new Int32(1), new Double(1), Long.fromNumber(1), { deep: new Double(3) }], empty: {} },
  emptyArr: [],
});

/** The BSON type of every value in a document, so a changed type fails even where values compare equal. */
function typeTree(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(typeTree);
  if (v === null) return 'null';
  if (v instanceof Date) return 'Date';
  if (v instanceof RegExp) return 'RegExp';
  if (typeof v === 'object') {
    const bsontype = (v as { _bsontype?: string })._bsontype;
    if (bsontype) return bsontype;
    return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, typeTree(x)]));
  }
  return typeof v;
}

test('every BSON type round-trips unchanged', async () => {
  const doc = sample();
  await c.insertOne(doc);
  const back = await c.findOne({ _id: doc._id }, raw);
  expect(back).toEqual(doc);
  expect(typeTree(back)).toEqual(typeTree(doc));
  expect(Object.keys(back!)).toEqual(Object.keys(doc));
  expect(back!.double).toBeInstanceOf(Double);
  expect(back!.long).toBeInstanceOf(Long);
  expect(back!.int).toBeInstanceOf(Int32);
  expect(back!.nested.a[1]).toBeInstanceOf(Double);
  expect(back!.nested.a[2]).toBeInstanceOf(Long);
  expect(back!.nested.a[3].deep).toBeInstanceOf(Double);
  expect(Object.is(back!.negZero.valueOf(), -0)).toBe(true);
});

test('numbers compare by value across Int32, Long and Double', async () => {
  const d = fx.db.collection('nums');
  await d.insertMany([
    { k: 'i', v: new Int32(5) },
    { k: 'l', v: Long.fromNumber(5) },
    { k: 'd', v: new Double(5) },
    { k: 'f', v: 5.5 },
  ]);
  expect((await d.find({ v: 5 }).toArray()).map((x) => x.k).sort()).toEqual(['d', 'i', 'l']);
  expect((await d.find({ v: Long.fromNumber(5) }).toArray()).length).toBe(3);
  expect((await d.find({ v: { $gt: new Double(5) } }).toArray()).map((x) => x.k)).toEqual(['f']);
  expect((await d.find({ v: { $in: [new Int32(5)] } }).toArray()).length).toBe(3);
  expect((await d.find({}).sort({ v: -1, k: 1 }).toArray()).map((x) => x.k)).toEqual(['f', 'd', 'i', 'l']);
  const [sum] = await d.aggregate([{ $group: { _id: null, s: { $sum: '$v' } } }]).toArray();
  expect(Number(sum.s)).toBe(20.5);
});

test('updates keep or widen number types as mongod does', async () => {
  const d = fx.db.collection('upd');
  const { insertedId } = await d.insertOne({
    l: Long.fromNumber(1),
    dbl: new Double(1),
    i: new Int32(1),
    s: new Int32(1),
  });
  await d.updateOne(
    { _id: insertedId },
    { $inc: { l: 1, dbl: 1, i: new Double(1) }, $set: { s: Long.fromNumber(9) } },
  );
  const back = await d.findOne({ _id: insertedId }, raw);
  expect(back!.l).toEqual(Long.fromNumber(2));
  expect(back!.dbl).toEqual(new Double(2));
  expect(back!.i).toEqual(new Double(2));
  expect(back!.s).toEqual(Long.fromNumber(9));

  await d.updateOne({ _id: insertedId }, { $set: { sub: { x: new Double(3), y: [Long.fromNumber(1)] } } });
  const nested = await d.findOne({ _id: insertedId }, raw);
  expect(nested!.sub.x).toBeInstanceOf(Double);
  expect(nested!.sub.y[0]).toBeInstanceOf(Long);
});

test('an upsert keeps the types of the values it takes from the filter', async () => {
  const d = fx.db.collection('upsert_types');
  await d.updateOne({ _id: Long.fromNumber(77), d: new Double(1) }, { $set: { x: 1 } }, { upsert: true });
  const back = await d.findOne({}, raw);
  expect(back!._id).toBeInstanceOf(Long);
  expect(back!.d).toBeInstanceOf(Double);
});

test('ObjectId, Date and Binary work in filters, $in and sort', async () => {
  const d = fx.db.collection('ids');
  const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
  await d.insertMany(
    ids.map((_id, i) => ({ _id, at: new Date(2024, 0, i + 1), b: new Binary(Buffer.from([i])) })),
  );
  expect(await d.countDocuments({ _id: { $in: [ids[0], ids[2]] } })).toBe(2);
  expect(await d.countDocuments({ at: { $gte: new Date(2024, 0, 2) } })).toBe(2);
  expect(await d.countDocuments({ b: new Binary(Buffer.from([1])) })).toBe(1);
  expect((await d.find({}).sort({ _id: -1 }).toArray()).map((x) => x._id)).toEqual([...ids].reverse());
});
