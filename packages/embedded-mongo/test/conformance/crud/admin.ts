import { MongoServerError, MongoBulkWriteError } from 'mongodb';
import { fx, fresh } from './world';

export function describeErrors() {
  describe('errors', () => {
    test('unknown command is CommandNotFound (59) and the connection keeps working', async () => {
      const err = await fx.db.command({ frobnicate: 1 }).catch((e) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(59);
      expect(await fx.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    });

    test('a bad query operator is BadValue (2)', async () => {
      const c = fresh();
      await c.insertOne({ a: 1 });
      const err = await c
        .find({ a: { $frob: 1 } })
        .toArray()
        .catch((e) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(2);
    });

    test('listIndexes and dropIndexes on a missing collection are NamespaceNotFound (26)', async () => {
      const c = fx.db.collection('never_created');
      await expect(c.listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
      await expect(fx.db.command({ dropIndexes: 'never_created', index: 'x_1' })).rejects.toMatchObject({
        code: 26,
      });
    });

    test('duplicate _id: E11000 with keyPattern and keyValue', async () => {
      const c = fresh();
      await c.insertOne({ _id: 'k' as never });
      const err = await c.insertOne({ _id: 'k' as never }).catch((e) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(11000);
      expect(err.keyPattern).toEqual({ _id: 1 });
      expect(err.keyValue).toEqual({ _id: 'k' });
      expect(err.message).toMatch(
        /^E11000 duplicate key error collection: \S+ index: _id_ dup key: \{ _id: "k" \}$/,
      );
    });

    test('ordered insertMany stops at the first error, unordered reports each', async () => {
      const c = fresh();
      await c.insertOne({ _id: 2 as never });
      const ordered = await c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[]).catch((e) => e);
      expect(ordered).toBeInstanceOf(MongoBulkWriteError);
      expect(ordered.result.insertedCount).toBe(1);
      expect(ordered.writeErrors).toHaveLength(1);
      expect(ordered.writeErrors[0].index).toBe(1);
      expect(ordered.writeErrors[0].code).toBe(11000);
      const unordered = await c
        .insertMany([{ _id: 1 }, { _id: 4 }, { _id: 2 }, { _id: 5 }] as never[], { ordered: false })
        .catch((e) => e);
      expect(unordered.result.insertedCount).toBe(2);
      expect(unordered.writeErrors.map((w: { index: number }) => w.index)).toEqual([0, 2]);
      expect(await c.countDocuments()).toBe(4);
    });

    test('transactions are refused as on a standalone server', async () => {
      const c = fresh();
      await c.insertOne({ a: 1 });
      const session = fx.client.startSession();
      try {
        session.startTransaction();
        const err = await c.insertOne({ a: 2 }, { session }).catch((e) => e);
        expect(err).toBeInstanceOf(Error);
        await session.abortTransaction().catch(() => {});
      } finally {
        await session.endSession();
      }
      expect(await c.countDocuments()).toBe(1);
    });
  });
}

export function describeDatabases() {
  describe('databases and collections', () => {
    test('create, listCollections, drop, and create of an existing one is NamespaceExists (48)', async () => {
      await fx.db.createCollection('made');
      const names = (await fx.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      expect(names).toContain('made');
      await expect(fx.db.command({ create: 'made' })).rejects.toMatchObject({ code: 48 });
      expect(await fx.db.dropCollection('made')).toBe(true);
      const after = (await fx.db.listCollections({ name: 'made' }).toArray()).map((c) => c.name);
      expect(after).toEqual([]);
    });

    test('listDatabases shows this database; dbStats and collStats answer', async () => {
      const c = fresh();
      await c.insertOne({ a: 1 });
      const { databases } = await fx.client.db('admin').admin().listDatabases();
      expect(databases.map((d) => d.name)).toContain(fx.db.databaseName);
      const stats = await fx.db.stats();
      expect(stats.ok).toBe(1);
      expect(stats.objects).toBeGreaterThan(0);
      const cs = await fx.db.command({ collStats: c.collectionName });
      expect(cs.count).toBe(1);
    });

    test('dropDatabase removes every collection', async () => {
      const other = fx.client.db(`${fx.db.databaseName}_x`);
      await other.collection('a').insertOne({ a: 1 });
      await other.dropDatabase();
      expect(await other.listCollections().toArray()).toEqual([]);
    });

    test('buildInfo and hello', async () => {
      const info = await fx.client.db('admin').command({ buildInfo: 1 });
      expect(typeof info.version).toBe('string');
      const hello = await fx.client.db('admin').command({ hello: 1 });
      expect(hello.isWritablePrimary).toBe(true);
      expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    });
  });
}
