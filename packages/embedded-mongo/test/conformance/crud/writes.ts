import { ObjectId, MongoServerError, type Document } from 'mongodb';
import { fx, fresh } from './world';

export function describeUpdate() {
  describe('update', () => {
    test('field operators', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never, a: 1, b: 'x', arr: [1, 2, 3], n: { m: 1 }, old: 1, lo: 5, hi: 5 });
      const res = await c.updateOne({ _id: 1 as never }, {
        $set: { b: 'y', 'n.k': 2 },
        $inc: { a: 2 },
        $unset: { old: '' },
        $push: { arr: 4 },
        $min: { lo: 3 },
        $max: { hi: 9 },
        $mul: { 'n.m': 10 },
        $currentDate: { at: true },
      } as Document);
      expect(res.matchedCount).toBe(1);
      expect(res.modifiedCount).toBe(1);
      const doc = await c.findOne({ _id: 1 as never });
      expect(doc).toMatchObject({ a: 3, b: 'y', arr: [1, 2, 3, 4], n: { m: 10, k: 2 }, lo: 3, hi: 9 });
      expect(doc!.old).toBeUndefined();
      expect(doc!.at).toBeInstanceOf(Date);
    });

    test('array operators', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never, s: [1, 2], p: [1, 2, 3, 2], q: [1, 2, 3] });
      await c.updateOne({ _id: 1 as never }, {
        $addToSet: { s: { $each: [2, 3] } },
        $pull: { p: 2 },
        $pop: { q: -1 },
      } as Document);
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, s: [1, 2, 3], p: [1, 3], q: [2, 3] });
      await c.updateOne({ _id: 1 as never }, {
        $push: { s: { $each: [0], $sort: 1, $slice: 3 } },
      } as Document);
      expect((await c.findOne({ _id: 1 as never }))!.s).toEqual([0, 1, 2]);
      await c.updateOne({ _id: 1 as never }, { $rename: { q: 'r' } });
      expect((await c.findOne({ _id: 1 as never }))!.r).toEqual([2, 3]);
    });

    test('positional $ and arrayFilters', async () => {
      const c = fresh();
      await c.insertOne({
        _id: 1 as never,
        grades: [80, 95, 100],
        items: [
          { k: 'a', v: 1 },
          { k: 'b', v: 2 },
        ],
      });
      await c.updateOne({ _id: 1 as never, grades: 95 }, { $set: { 'grades.$': 96 } });
      await c.updateOne(
        { _id: 1 as never },
        { $inc: { 'items.$[it].v': 10 } },
        { arrayFilters: [{ 'it.k': 'b' }] },
      );
      await c.updateOne({ _id: 1 as never }, { $inc: { 'items.$[].v': 1 } });
      expect(await c.findOne({ _id: 1 as never })).toEqual({
        _id: 1,
        grades: [80, 96, 100],
        items: [
          { k: 'a', v: 2 },
          { k: 'b', v: 13 },
        ],
      });
    });

    test('updateMany, no-op modifications and matched counts', async () => {
      const c = fresh();
      await c.insertMany([
        { g: 1, v: 0 },
        { g: 1, v: 1 },
        { g: 2, v: 0 },
      ]);
      const res = await c.updateMany({ g: 1 }, { $set: { v: 1 } });
      expect(res.matchedCount).toBe(2);
      expect(res.modifiedCount).toBe(1);
      expect(await c.countDocuments({ v: 1 })).toBe(2);
    });

    test('upsert inserts from the filter equalities and $setOnInsert', async () => {
      const c = fresh();
      const res = await c.updateOne(
        { email: 'a@x', 'profile.kind': 'k' },
        { $set: { n: 1 }, $setOnInsert: { created: true } },
        { upsert: true },
      );
      expect(res.upsertedCount).toBe(1);
      expect(res.upsertedId).toBeInstanceOf(ObjectId);
      expect(await c.findOne({ _id: res.upsertedId! })).toEqual({
        _id: res.upsertedId,
        email: 'a@x',
        profile: { kind: 'k' },
        n: 1,
        created: true,
      });
      const again = await c.updateOne(
        { email: 'a@x' },
        { $set: { n: 2 }, $setOnInsert: { created: false } },
        { upsert: true },
      );
      expect(again.upsertedCount).toBe(0);
      expect((await c.findOne({ email: 'a@x' }))!.created).toBe(true);
    });

    test('replaceOne keeps _id; changing _id is refused with code 66', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never, a: 1, b: 2 });
      await c.replaceOne({ _id: 1 as never }, { c: 3 });
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, c: 3 });
      await expect(c.updateOne({ _id: 1 as never }, { $set: { _id: 2 } } as Document)).rejects.toMatchObject({
        code: 66,
      });
      const up = await c.replaceOne({ _id: 7 as never }, { z: 1 }, { upsert: true });
      expect(up.upsertedId).toBe(7);
    });

    test('pipeline updates', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never, a: 2, b: 3 });
      await c.updateOne({ _id: 1 as never }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: 2, sum: 5 });
    });

    test('an unknown update operator is an error reply', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never });
      await expect(c.updateOne({ _id: 1 as never }, { $frob: { a: 1 } } as Document)).rejects.toBeInstanceOf(
        MongoServerError,
      );
    });
  });
}

export function describeDeleteAndFindAndModify() {
  describe('delete and findAndModify', () => {
    test('deleteOne, deleteMany', async () => {
      const c = fresh();
      await c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
      expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
      expect((await c.deleteMany({})).deletedCount).toBe(2);
      expect(await c.countDocuments()).toBe(0);
    });

    test('findOneAndUpdate returns before or after, honours sort and upsert', async () => {
      const c = fresh();
      await c.insertMany([
        { k: 'a', v: 1 },
        { k: 'a', v: 2 },
      ]);
      const before = await c.findOneAndUpdate({ k: 'a' }, { $inc: { v: 10 } }, { sort: { v: -1 } });
      expect(before).toMatchObject({ k: 'a', v: 2 });
      const after = await c.findOneAndUpdate(
        { k: 'a', v: 1 },
        { $inc: { v: 10 } },
        { returnDocument: 'after', projection: { _id: 0 } },
      );
      expect(after).toEqual({ k: 'a', v: 11 });
      const upserted = await c.findOneAndUpdate(
        { k: 'b' },
        { $set: { v: 0 } },
        { upsert: true, returnDocument: 'after' },
      );
      expect(upserted).toMatchObject({ k: 'b', v: 0 });
      expect(await c.findOneAndUpdate({ k: 'zzz' }, { $set: { v: 0 } })).toBeNull();
    });

    test('findOneAndReplace and findOneAndDelete', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never, a: 1 });
      expect(await c.findOneAndReplace({ _id: 1 as never }, { b: 2 }, { returnDocument: 'after' })).toEqual({
        _id: 1,
        b: 2,
      });
      expect(await c.findOneAndDelete({ _id: 1 as never })).toEqual({ _id: 1, b: 2 });
      expect(await c.countDocuments()).toBe(0);
    });

    test('includeResultMetadata exposes lastErrorObject', async () => {
      const c = fresh();
      const res = await c.findOneAndUpdate(
        { k: 1 },
        { $set: { v: 1 } },
        { upsert: true, includeResultMetadata: true },
      );
      expect(res.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
      expect(res.lastErrorObject!.upserted).toBeDefined();
    });
  });
}

export function describeUpdateErrors() {
  describe('update errors and renames', () => {
    test('$inc on a string is TypeMismatch (14); $push on a non-array is an error', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1 as never, s: 'text' });
      await expect(c.updateOne({ _id: 1 as never }, { $inc: { s: 1 } } as Document)).rejects.toMatchObject({
        code: 14,
      });
      await expect(c.updateOne({ _id: 1 as never }, { $push: { s: 1 } } as Document)).rejects.toBeInstanceOf(
        MongoServerError,
      );
      await expect(c.updateOne({ _id: 1 as never }, { $inc: { n: 'x' } } as Document)).rejects.toMatchObject({
        code: 14,
      });
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, s: 'text' });
    });

    test('renameCollection keeps documents and indexes', async () => {
      const c = fresh();
      await c.createIndex({ u: 1 }, { unique: true });
      await c.insertMany([{ u: 1 }, { u: 2 }]);
      const renamed = await c.rename(`${c.collectionName}_renamed`);
      expect(await renamed.countDocuments()).toBe(2);
      expect((await renamed.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'u_1']);
      expect(await fx.db.listCollections({ name: c.collectionName }).toArray()).toEqual([]);
      await expect(fx.db.renameCollection('no_such_collection', 'x')).rejects.toMatchObject({ code: 26 });
    });

    test('explain names the index the query uses', async () => {
      const c = fresh();
      await c.createIndex({ k: 1 });
      await c.insertMany(Array.from({ length: 50 }, (_, k) => ({ k })));
      // Newer servers nest the plan differently (queryPlan, slot-based plans), so look for the stage anywhere.
      const stages = (plan: Document): string => JSON.stringify(plan);
      const indexed = await c.find({ k: 3 }).explain('queryPlanner');
      expect(stages(indexed.queryPlanner.winningPlan)).toContain('IXSCAN');
      const scanned = await c.find({ other: 3 }).explain('queryPlanner');
      expect(stages(scanned.queryPlanner.winningPlan)).toContain('COLLSCAN');
    });
  });
}
