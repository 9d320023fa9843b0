import { fresh, codeOf } from './world';

export function describePull() {
  describe('$pull', () => {
    test('a condition with $or selects subdocuments (mongoose pull on subdocs without _id)', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, arr: [{ x: 1, y: 2 }, { x: 2, y: 3 }, { x: 5 }] } as never);
      const res = await c.updateOne({ _id: 1 } as never, {
        $pull: { arr: { $or: [{ x: 1 }, { x: 5 }] } } as never,
      });
      expect(res.modifiedCount).toBe(1);
      expect((await c.findOne({ _id: 1 } as never))?.arr).toEqual([{ x: 2, y: 3 }]);
    });

    test('a field condition matches documents by a subset of fields; an operator tests scalars', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, docs: [{ a: 1, b: 1 }, { a: 2 }], nums: [1, 5, 9] } as never);
      await c.updateOne({ _id: 1 } as never, { $pull: { docs: { a: 1 }, nums: { $gte: 5 } } } as never);
      expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, docs: [{ a: 2 }], nums: [1] });
    });
  });
}

export function describePositionalUpdates() {
  describe('updates through _id and positional paths', () => {
    test('setting _id to its current value is allowed; changing it is not', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, a: 1 } as never);
      const res = await c.updateOne({ _id: 1 } as never, { $set: { _id: 1, a: 2 } } as never);
      expect(res.modifiedCount).toBe(1);
      expect(await c.findOne({})).toEqual({ _id: 1, a: 2 });
      await c.replaceOne({ _id: 1 } as never, { _id: 1, a: 3 } as never);
      expect(await c.findOne({})).toEqual({ _id: 1, a: 3 });
      expect(await codeOf(c.updateOne({ _id: 1 } as never, { $set: { _id: 2 } } as never))).toBe(66);
      const found = await c.findOneAndUpdate({ _id: 1 } as never, { $set: { _id: 1, a: 4 } } as never, {
        returnDocument: 'after',
      });
      expect(found).toEqual({ _id: 1, a: 4 });
    });

    test('an upsert may name the _id its filter gives', async () => {
      const c = fresh();
      const res = await c.updateOne({ _id: 9 } as never, { $set: { _id: 9, q: 1 } } as never, {
        upsert: true,
      });
      expect(res.upsertedId).toBe(9);
      await c.updateOne({ k: 1 }, { $set: { _id: 'x' } } as never, { upsert: true });
      expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 9, q: 1 },
        { _id: 'x', k: 1 },
      ]);
    });

    test('several paths through one positional $', async () => {
      const c = fresh();
      await c.insertOne({
        _id: 1,
        cs: [
          { k: 1, b: 0 },
          { k: 2, b: 0 },
        ],
      } as never);
      const d = new Date(0);
      await c.updateOne({ 'cs.k': 2 }, { $set: { 'cs.$.b': 1, 'cs.$.updatedAt': d, 'cs.$.k': 3 } });
      expect((await c.findOne({}))?.cs).toEqual([
        { k: 1, b: 0 },
        { k: 3, b: 1, updatedAt: d },
      ]);
    });

    test('$[] and $[id] combine, including nested', async () => {
      const c = fresh();
      await c.insertOne({
        _id: 1,
        a: [
          { t: 'x', items: [{ q: 1 }, { q: 5 }] },
          { t: 'y', items: [{ q: 7 }] },
        ],
      } as never);
      await c.updateOne(
        {},
        { $inc: { 'a.$[outer].items.$[big].q': 10 }, $set: { 'a.$[].seen': true } },
        { arrayFilters: [{ 'outer.t': 'x' }, { 'big.q': { $gte: 5 } }] },
      );
      expect((await c.findOne({}))?.a).toEqual([
        { t: 'x', items: [{ q: 1 }, { q: 15 }], seen: true },
        { t: 'y', items: [{ q: 7 }], seen: true },
      ]);
    });

    test('two paths that touch the same field conflict; an unused array filter is refused', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, a: { b: 1 }, arr: [1] } as never);
      expect(await codeOf(c.updateOne({}, { $set: { a: 1, 'a.b': 2 } }))).toBe(40);
      expect(await codeOf(c.updateOne({}, { $set: { a: 1 } }, { arrayFilters: [{ 'x.y': 1 }] }))).toBe(9);
    });

    test('a field cannot be created inside a scalar or by name inside an array', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, s: 1, arr: [{ x: 1 }] } as never);
      expect(await codeOf(c.updateOne({}, { $set: { 's.x': 1 } }))).toBe(28);
      expect(await codeOf(c.updateOne({}, { $set: { 'arr.x': 1 } }))).toBe(28);
    });

    test('let variables reach filters and pipeline updates', async () => {
      const c = fresh();
      await c.insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
      const res = await c.updateMany(
        { $expr: { $eq: ['$_id', '$$target'] } },
        [{ $set: { v: '$$target' } }],
        {
          let: { target: 2 },
        },
      );
      expect(res.modifiedCount).toBe(1);
      expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1 }, { _id: 2, v: 2 }]);
      const found = await c
        .aggregate([{ $match: { $expr: { $eq: ['$_id', '$$want'] } } }, { $project: { w: '$$want' } }], {
          let: { want: 1 },
        })
        .toArray();
      expect(found).toEqual([{ _id: 1, w: 1 }]);
    });
  });
}
