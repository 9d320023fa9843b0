import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { start, type EmbeddedMongo } from '../src';

// mongod's failCommand fail point, which drivers' and mongoose's test suites use (a test command in mongod).
let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  server = await start();
  client = await MongoClient.connect(server.uri, {
    appName: 'fail-point-test',
    retryWrites: false,
    retryReads: false,
  });
  db = client.db('failpoints');
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

test('failCommand fails the named command the given number of times, then lets it through', async () => {
  const c = db.collection('c');
  await client.db('admin').command({
    configureFailPoint: 'failCommand',
    mode: { times: 1 },
    data: { failCommands: ['insert'], errorCode: 8, errorLabels: ['Label'] },
  });
  const err = await c.insertOne({ a: 1 }).catch((e: MongoServerError) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect((err as MongoServerError).code).toBe(8);
  expect((err as MongoServerError).hasErrorLabel('Label')).toBe(true);
  await c.insertOne({ a: 2 });
  expect(await c.countDocuments()).toBe(1);
});

test('an appName limits the fail point to that client; closeConnection drops the connection', async () => {
  await client.db('admin').command({
    configureFailPoint: 'failCommand',
    mode: 'alwaysOn',
    data: { failCommands: ['find'], closeConnection: true, appName: 'someone-else' },
  });
  expect(await db.collection('c').findOne({ a: 2 })).toMatchObject({ a: 2 });
  await client.db('admin').command({
    configureFailPoint: 'failCommand',
    mode: { times: 1 },
    // Without an appName: under jest, the driver's handshake metadata (a Map from another realm) arrives empty.
    data: { failCommands: ['find'], closeConnection: true },
  });
  await expect(db.collection('c').findOne({})).rejects.toThrow();
  expect(await db.collection('c').findOne({ a: 2 })).toMatchObject({ a: 2 });
  await client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'off' });
});
