// Issue 17: answers that used to be silently wrong, and the update paths a mongoose app meets. Expectations are
// MongoDB 7.0's documented behaviour; they run unchanged against a real server (MONGODB_URI).
// One server for the whole file (./fidelity/world.ts); the describe blocks live in ./fidelity/, run in this order.
import { ObjectId } from 'mongodb';
import { fx, fresh, codeOf } from './fidelity/world';
import { describePull, describePositionalUpdates } from './fidelity/updates';
import {
  describeProjection,
  describeQueryOperators,
  describeCollation,
  describeBinData,
} from './fidelity/queries';
import {
  describeRefusedLimits,
  describeIndexes,
  describeOutAndMerge,
  describeExplain,
  describeNewerFields,
  describeHints,
} from './fidelity/commands';

describePull();

test('$pullAll removes every listed value, null included', async () => {
  const c = fresh();
  await c.insertOne({ _id: 1, arr: [null, { name: 'abc' }], nums: [4, 5, 6, 4] } as never);
  await c.updateOne({}, { $pullAll: { arr: [null], nums: [4, 6] } } as never);
  expect(await c.findOne({})).toEqual({ _id: 1, arr: [{ name: 'abc' }], nums: [5] });
});

describeProjection();

describeQueryOperators();

describePositionalUpdates();

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

describeCollation();

describeRefusedLimits();

describeIndexes();

describeOutAndMerge();

describeExplain();

describeNewerFields();

describeBinData();

test('$id, $ref and $db are DBRef field names inside $elemMatch', async () => {
  const c = fresh();
  const id = new ObjectId();
  await c.insertOne({ members: [{ $ref: 'foo', $id: id, $db: 'foo', _id: new ObjectId() }] });
  expect(await c.countDocuments({ members: { $elemMatch: { $id: id } } })).toBe(1);
  expect(await c.countDocuments({ members: { $elemMatch: { $id: new ObjectId() } } })).toBe(0);
});

describeHints();
