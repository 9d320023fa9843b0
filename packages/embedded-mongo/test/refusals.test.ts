import { MongoClient, MongoServerError, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { start, type EmbeddedMongo } from '../src';

// What this server does not implement is refused loudly, with mongod's error codes, so an app that needs it fails
// at start-up instead of getting wrong answers (README, "Differences from MongoDB"). Real MongoDB accepts all of
// these, so this file is not part of the conformance suite.
let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  server = await start();
  client = await MongoClient.connect(server.uri);
  db = client.db('refusals');
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

const failure = async (p: Promise<unknown>): Promise<{ code: unknown; message: string }> => {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(MongoServerError);
    return { code: (err as MongoServerError).code, message: (err as Error).message };
  }
  throw new Error('expected the server to refuse');
};

test('capped, time series and validated collections are refused (NotImplemented)', async () => {
  expect(await failure(db.createCollection('cap', { capped: true, size: 4096 }))).toEqual({
    code: 238,
    message: 'capped collections are not supported by the embedded server',
  });
  expect((await failure(db.createCollection('ts', { timeseries: { timeField: 't' } }))).code).toBe(238);
  expect(
    (await failure(db.createCollection('val', { validator: { $jsonSchema: { required: ['a'] } } }))).code,
  ).toBe(238);
  await db.createCollection('plain');
  expect((await failure(db.command({ collMod: 'plain', validator: { a: { $exists: true } } }))).code).toBe(
    238,
  );
  // Nothing was created by the refused commands.
  expect((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name)).toEqual(['plain']);
});

test('text indexes are refused when created, and so are their queries', async () => {
  const c = db.collection('places');
  expect((await failure(c.createIndex({ about: 'text' }))).code).toBe(67);
  expect((await failure(c.createIndex({ loc: 'geoHaystack', a: 1 } as never))).code).toBe(67);
  expect((await failure(c.createIndex({ a: 'nonsense' } as never))).message).toBe(
    "Unknown index plugin 'nonsense'",
  );
  expect((await failure(c.find({ $text: { $search: 'sea' } }).toArray())).code).toBe(27);
  expect((await failure(c.find({ $or: [{ $text: { $search: 'x' } }, { a: 1 }] }).toArray())).code).toBe(27);
  expect((await failure(c.find({ $where: 'this.a == 1' }).toArray())).code).toBe(2);
  expect((await failure(c.find({ $jsonSchema: { required: ['a'] } }).toArray())).code).toBe(2);
  // A hashed index is an ordinary index here: equality works the same.
  await c.createIndex({ h: 'hashed' });
  await c.insertOne({ h: 5 });
  expect(await c.countDocuments({ h: 5 })).toBe(1);
  // Expressions are evaluated per document, so this needs one.
  const fn = { $function: { body: 'function(a) { return a }', args: ['$a'], lang: 'js' } };
  expect(await failure(c.aggregate([{ $project: { x: fn } }]).toArray())).toEqual({
    code: 2,
    message: '$function is not supported by the embedded server (no server-side JavaScript)',
  });
});

test('a mongoose schema with a text index fails at start-up (syncIndexes)', async () => {
  const conn = await mongoose.createConnection(server.uri, { dbName: 'refusals_mongoose' }).asPromise();
  try {
    const schema = new mongoose.Schema({ about: String }, { autoIndex: false });
    schema.index({ about: 'text' });
    const Model = conn.model('Place', schema);
    await expect(Model.syncIndexes()).rejects.toMatchObject({ code: 67 });
  } finally {
    await conn.close();
  }
});
