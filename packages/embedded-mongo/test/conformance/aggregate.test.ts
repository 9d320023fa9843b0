import type { Collection, Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

let fx: DriverFixture;
let orders: Collection<Document>;
let customers: Collection<Document>;

beforeAll(async () => {
  fx = await driverFixture('agg');
  orders = fx.db.collection('orders');
  customers = fx.db.collection('customers');
  await customers.insertMany([
    { _id: 'c1', name: 'Ann', city: 'Martil' },
    { _id: 'c2', name: 'Bob', city: 'Tetouan' },
  ] as never[]);
  await orders.insertMany([
    { _id: 1, cust: 'c1', total: 10, items: ['a', 'b'], status: 'paid' },
    { _id: 2, cust: 'c1', total: 30, items: ['c'], status: 'paid' },
    { _id: 3, cust: 'c2', total: 5, items: [], status: 'new' },
    { _id: 4, cust: 'c3', total: 7, items: ['a'], status: 'paid' },
  ] as never[]);
});
afterAll(() => fx.close());

test('$match, $group with accumulators, $sort', async () => {
  const out = await orders
    .aggregate([
      { $match: { status: 'paid' } },
      {
        $group: {
          _id: '$cust',
          sum: { $sum: '$total' },
          avg: { $avg: '$total' },
          n: { $sum: 1 },
          max: { $max: '$total' },
          ids: { $push: '$_id' },
        },
      },
      { $sort: { sum: -1 } },
    ])
    .toArray();
  expect(out).toEqual([
    { _id: 'c1', sum: 40, avg: 20, n: 2, max: 30, ids: [1, 2] },
    { _id: 'c3', sum: 7, avg: 7, n: 1, max: 7, ids: [4] },
  ]);
});

test('$project, $addFields, $limit, $skip', async () => {
  const out = await orders
    .aggregate([
      { $sort: { _id: 1 } },
      { $skip: 1 },
      { $limit: 2 },
      { $addFields: { double: { $multiply: ['$total', 2] } } },
      { $project: { _id: 0, total: 1, double: 1, nItems: { $size: '$items' } } },
    ])
    .toArray();
  expect(out).toEqual([
    { total: 30, double: 60, nItems: 1 },
    { total: 5, double: 10, nItems: 0 },
  ]);
});

test('$unwind then $group counts items', async () => {
  const out = await orders
    .aggregate([{ $unwind: '$items' }, { $group: { _id: '$items', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
    .toArray();
  expect(out).toEqual([
    { _id: 'a', n: 2 },
    { _id: 'b', n: 1 },
    { _id: 'c', n: 1 },
  ]);
});

test('$lookup joins another collection', async () => {
  const out = await orders
    .aggregate([
      { $match: { _id: { $in: [1, 4] } } },
      { $lookup: { from: 'customers', localField: 'cust', foreignField: '_id', as: 'customer' } },
      { $project: { cust: 1, names: '$customer.name' } },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  expect(out).toEqual([
    { _id: 1, cust: 'c1', names: ['Ann'] },
    { _id: 4, cust: 'c3', names: [] },
  ]);
});

test('$lookup with a pipeline', async () => {
  const out = await customers
    .aggregate([
      {
        $lookup: {
          from: 'orders',
          let: { id: '$_id' },
          pipeline: [{ $match: { $expr: { $eq: ['$cust', '$$id'] } } }, { $count: 'n' }],
          as: 'orders',
        },
      },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  expect(out.map((c) => c.orders)).toEqual([[{ n: 2 }], [{ n: 1 }]]);
});

test('$facet and $count', async () => {
  const [out] = await orders
    .aggregate([
      {
        $facet: {
          paid: [{ $match: { status: 'paid' } }, { $count: 'n' }],
          top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
        },
      },
    ])
    .toArray();
  expect(out).toEqual({ paid: [{ n: 3 }], top: [{ _id: 2 }] });
});

test('an aggregation does not change stored documents', async () => {
  await orders.aggregate([{ $addFields: { 'items.extra': 1, total: 0 } }, { $unwind: '$items' }]).toArray();
  expect(await orders.findOne({ _id: 1 as never })).toEqual({
    _id: 1,
    cust: 'c1',
    total: 10,
    items: ['a', 'b'],
    status: 'paid',
  });
});

test('a cursor over a large aggregation result', async () => {
  const c = fx.db.collection('many');
  await c.insertMany(Array.from({ length: 500 }, (_, i) => ({ i, g: i % 5 })));
  const out = await c.aggregate([{ $match: { g: 1 } }, { $sort: { i: -1 } }], { batchSize: 20 }).toArray();
  expect(out).toHaveLength(100);
  expect(out[0].i).toBe(496);
});

test('an unknown stage is an error reply', async () => {
  await expect(orders.aggregate([{ $frobnicate: {} }]).toArray()).rejects.toMatchObject({ ok: 0 });
});

test('countDocuments runs as an aggregation', async () => {
  expect(await orders.countDocuments({ status: 'paid' })).toBe(3);
});
