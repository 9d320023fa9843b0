import fc from 'fast-check';
import { Decimal128, Double, Int32, Long, type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

/**
 * Random mixes of Int32, Long, Double and Decimal128 (many of them equal across types, some beyond a double's
 * precision) queried with every comparison operator, on a collection without an index and on one with an index
 * on the field: both must answer what exact rational arithmetic answers, and sort the same way.
 */
type Numeric = Int32 | Long | Double | Decimal128;

/** An exact value num/den (den > 0), computed here independently of the server's code. */
interface Rational {
  num: bigint;
  den: bigint;
}

function exact(v: Numeric): Rational {
  if (v instanceof Int32) return { num: BigInt(v.value), den: 1n };
  if (v instanceof Long) return { num: v.toBigInt(), den: 1n };
  if (v instanceof Double) {
    let d = v.value;
    let den = 1n;
    while (!Number.isInteger(d)) {
      d *= 2;
      den *= 2n;
    }
    return { num: BigInt(d), den };
  }
  const [whole, fraction = ''] = v.toString().split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}

const compare = (a: Numeric, b: Numeric): number => {
  const x = exact(a);
  const y = exact(b);
  const d = x.num * y.den - y.num * x.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

const TWO_53 = 2n ** 53n;
const numeric: fc.Arbitrary<Numeric> = fc.oneof(
  fc.integer({ min: -3, max: 3 }).map((n) => new Int32(n)),
  fc
    .oneof(
      fc.integer({ min: -3, max: 3 }).map(BigInt),
      fc.constantFrom(
        TWO_53 - 1n,
        TWO_53,
        TWO_53 + 1n,
        TWO_53 + 2n,
        -TWO_53 - 1n,
        2n ** 63n - 1n,
        -(2n ** 63n),
      ),
    )
    .map((n) => Long.fromBigInt(n)),
  fc
    .constantFrom(0, -1, 1, 2, 2.5, -0.5, 0.1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e20, 2 ** 63)
    .map((d) => new Double(d)),
  fc
    .constantFrom(
      '0',
      '-1',
      '1',
      '1.00',
      '2.5',
      '2.50',
      '0.1',
      '9007199254740992',
      '9007199254740993',
      '9007199254740994',
      '-9007199254740993',
      '1.0000000000000000000000000000001',
      '100000000000000000000',
      '123456789012345678901234567890.5',
    )
    .map((s) => Decimal128.fromString(s)),
);

type Op = '$eq' | '$ne' | '$gt' | '$gte' | '$lt' | '$lte' | '$in' | '$nin';
const query = fc.record({
  op: fc.constantFrom<Op>('$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin'),
  values: fc.array(numeric, { minLength: 1, maxLength: 3 }),
});

function expected(docs: Numeric[], op: Op, values: Numeric[]): number[] {
  const [q] = values;
  const test: Record<Op, (v: Numeric) => boolean> = {
    $eq: (v) => compare(v, q) === 0,
    $ne: (v) => compare(v, q) !== 0,
    $gt: (v) => compare(v, q) > 0,
    $gte: (v) => compare(v, q) >= 0,
    $lt: (v) => compare(v, q) < 0,
    $lte: (v) => compare(v, q) <= 0,
    $in: (v) => values.some((x) => compare(v, x) === 0),
    $nin: (v) => !values.some((x) => compare(v, x) === 0),
  };
  return docs.flatMap((v, i) => (test[op](v) ? [i] : []));
}

let fx: DriverFixture;
let scan: Collection<Document>;
let indexed: Collection<Document>;

beforeAll(async () => {
  fx = await driverFixture('numeric_property');
  scan = fx.db.collection('scan');
  indexed = fx.db.collection('indexed');
  await indexed.createIndex({ v: 1 });
});
afterAll(() => fx.close());

test('numeric queries over mixed types agree with exact arithmetic, with and without an index', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(numeric, { minLength: 1, maxLength: 12 }),
      fc.array(query, { minLength: 1, maxLength: 4 }),
      async (values, queries) => {
        const docs: Document[] = values.map((v, _id) => ({ _id, v }));
        for (const c of [scan, indexed]) {
          await c.deleteMany({});
          await c.insertMany(docs);
        }
        const order = values
          .map((v, i) => ({ v, i }))
          .sort((a, b) => compare(a.v, b.v) || a.i - b.i)
          .map((x) => x.i);
        for (const c of [scan, indexed]) {
          const sorted = await c.find({}).sort({ v: 1, _id: 1 }).toArray();
          expect(sorted.map((d) => d._id)).toEqual(order);
          for (const { op, values: operands } of queries) {
            const operand = op === '$in' || op === '$nin' ? operands : operands[0];
            const found = await c
              .find({ v: { [op]: operand } })
              .sort({ _id: 1 })
              .toArray();
            expect({ op, operand, ids: found.map((d) => d._id) }).toEqual({
              op,
              operand,
              ids: expected(values, op, operands),
            });
          }
          const groups = await c.aggregate([{ $group: { _id: '$v', n: { $sum: 1 } } }]).toArray();
          const distinct = new Set(
            order.map((i) => order.findIndex((j) => compare(values[i], values[j]) === 0)),
          );
          expect(groups).toHaveLength(distinct.size);
        }
      },
    ),
    { numRuns: 40 },
  );
});
