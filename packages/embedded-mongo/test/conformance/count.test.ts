// Counting as mongod counts: countDocuments (the driver's [$match, $skip?, $limit?, $group] pipeline), $count
// and the count command. The embedded server reads equality counts straight off an index; these cases check that
// the answer is the one matching every document would give, including the filters that must not take that path.
import type { Collection, Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

let fx: DriverFixture;
let stays: Collection<Document>;

const STATUSES = ['approved', 'pending', 'rejected'];

beforeAll(async () => {
  fx = await driverFixture('count');
  stays = fx.db.collection('stays');
  await stays.createIndex({ status: 1, city: 1, createdAt: -1 });
  await stays.createIndex({ tags: 1 });
  await stays.insertMany(
    Array.from({ length: 300 }, (_, i) => ({
      _id: i as never,
      status: STATUSES[i % 3],
      city: i % 2 ? 'Martil' : 'martil',
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 40))),
      rating: i % 5 === 0 ? null : i % 5,
      tags: i % 4 === 0 ? ['wifi', 'pool'] : ['wifi'],
    })),
  );
});
afterAll(() => fx.close());

/** The same count by reading every document: what any other path must agree with. */
const byHand = async (test: (doc: Document) => boolean) => (await stays.find().toArray()).filter(test).length;

test('equality on leading index fields, alone and together', async () => {
  expect(await stays.countDocuments({ status: 'approved' })).toBe(100);
  expect(await stays.countDocuments({ status: 'approved', city: 'Martil' })).toBe(
    await byHand((d) => d.status === 'approved' && d.city === 'Martil'),
  );
  expect(await stays.countDocuments({ city: 'Martil', status: 'pending' })).toBe(
    await byHand((d) => d.status === 'pending' && d.city === 'Martil'),
  );
  expect(await stays.countDocuments({ status: 'nothing' })).toBe(0);
});

test('skip and limit apply to the count', async () => {
  expect(await stays.countDocuments({ status: 'approved' }, { skip: 90 })).toBe(10);
  expect(await stays.countDocuments({ status: 'approved' }, { limit: 7 })).toBe(7);
  expect(await stays.countDocuments({ status: 'approved' }, { skip: 98, limit: 7 })).toBe(2);
  expect(await stays.countDocuments({ status: 'approved' }, { skip: 500 })).toBe(0);
});

test('filters an index cannot count exactly still count right', async () => {
  // Not a leading field, a null (also matches a missing field), a range, an array field, an operator.
  expect(await stays.countDocuments({ city: 'Martil' })).toBe(150);
  expect(await stays.countDocuments({ rating: null })).toBe(60);
  expect(
    await stays.countDocuments({ status: 'approved', createdAt: { $gte: new Date(Date.UTC(2026, 0, 20)) } }),
  ).toBe(
    await byHand((d) => d.status === 'approved' && (d.createdAt as Date) >= new Date(Date.UTC(2026, 0, 20))),
  );
  expect(await stays.countDocuments({ tags: 'pool' })).toBe(75);
  expect(await stays.countDocuments({ status: { $in: ['approved', 'rejected'] } })).toBe(200);
});

test('a collation counts by its own equality', async () => {
  expect(await stays.countDocuments({ city: 'martil' }, { collation: { locale: 'en', strength: 2 } })).toBe(
    300,
  );
});

test('counts follow writes', async () => {
  await stays.updateMany({ _id: { $lt: 30 } as never, status: 'approved' }, { $set: { status: 'pending' } });
  expect(await stays.countDocuments({ status: 'approved' })).toBe(90);
  await stays.deleteMany({ status: 'rejected', _id: { $lt: 60 } as never });
  expect(await stays.countDocuments({ status: 'rejected' })).toBe(80);
  expect(await stays.countDocuments({})).toBe(280);
});

test('$count and a constant $group output nothing for no match, one document otherwise', async () => {
  expect(await stays.aggregate([{ $match: { status: 'nothing' } }, { $count: 'n' }]).toArray()).toEqual([]);
  expect(await stays.aggregate([{ $match: { status: 'pending' } }, { $count: 'n' }]).toArray()).toEqual([
    { n: await byHand((d) => d.status === 'pending') },
  ]);
  expect(
    await stays
      .aggregate([{ $match: { status: 'nothing' } }, { $group: { _id: null, n: { $sum: 1 } } }])
      .toArray(),
  ).toEqual([]);
  expect(
    await stays
      .aggregate([
        { $match: { status: 'approved' } },
        { $limit: 5 },
        { $group: { _id: 'all', c: { $sum: 1 } } },
      ])
      .toArray(),
  ).toEqual([{ _id: 'all', c: 5 }]);
  // Not a pure count: still the aggregation engine's answer.
  expect(
    await stays
      .aggregate([
        { $match: { status: 'approved' } },
        { $group: { _id: '$city', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray(),
  ).toEqual([
    { _id: 'Martil', n: await byHand((d) => d.status === 'approved' && d.city === 'Martil') },
    { _id: 'martil', n: await byHand((d) => d.status === 'approved' && d.city === 'martil') },
  ]);
});

test('the count command', async () => {
  const answer = await fx.db.command({ count: 'stays', query: { status: 'pending' }, skip: 10, limit: 20 });
  expect(answer.n).toBe(20);
  const all = await fx.db.command({ count: 'stays', query: { status: 'pending' } });
  expect(all.n).toBe(await byHand((d) => d.status === 'pending'));
});
