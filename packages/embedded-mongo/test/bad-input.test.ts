import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo } from '../src';
import { opMsg, RawClient } from './helpers/raw';

// Garbage on one connection must cost only that connection.
let server: EmbeddedMongo;
let client: MongoClient;

beforeAll(async () => {
  // Raw sockets send commands without authenticating (test/auth.test.ts covers authentication).
  server = await start({ auth: false });
  client = await MongoClient.connect(server.uri);
  await client.db('bad').collection('c').insertOne({ ok: true });
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

async function driverStillWorks(): Promise<void> {
  const c = client.db('bad').collection('c');
  await c.insertOne({ at: Date.now() });
  expect(await c.findOne({ ok: true })).toMatchObject({ ok: true });
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

test('an oversized length header closes that connection only', async () => {
  const raw = await RawClient.connect(server.port);
  const header = Buffer.alloc(16);
  header.writeInt32LE(100 * 1024 * 1024, 0);
  header.writeInt32LE(2013, 12);
  raw.write(header);
  expect(await raw.waitClosed()).toBe(true);
  await driverStillWorks();
});

test('random garbage frames get an error or a closed connection, never a crash', async () => {
  const rand = seeded(42);
  for (let round = 0; round < 30; round++) {
    const raw = await RawClient.connect(server.port);
    const len = 16 + Math.floor(rand() * 200);
    const frame = Buffer.alloc(len);
    for (let i = 0; i < len; i++) frame[i] = Math.floor(rand() * 256);
    // Half the rounds carry a plausible header, so the body parser sees the garbage too.
    if (round % 2 === 0) {
      frame.writeInt32LE(len, 0);
      frame.writeInt32LE([2013, 2004, 2012, 1][round % 4], 12);
    }
    raw.write(frame);
    await Promise.race([raw.next().catch(() => null), raw.waitClosed(300)]);
    raw.destroy();
  }
  await driverStillWorks();
});

test('a truncated frame followed by a hang-up is harmless', async () => {
  const raw = await RawClient.connect(server.port);
  const msg = opMsg({ insert: 'c', documents: [{ never: true }], $db: 'bad' });
  raw.write(msg.subarray(0, msg.length - 7));
  await new Promise((r) => setTimeout(r, 50));
  raw.destroy();
  await driverStillWorks();
  expect(await client.db('bad').collection('c').countDocuments({ never: true })).toBe(0);
});

test('a well-framed OP_MSG with a broken BSON body is answered with an error', async () => {
  const raw = await RawClient.connect(server.port);
  const msg = opMsg({ ping: 1, $db: 'admin' });
  msg.writeInt32LE(9999, 21); // BSON length points past the message
  raw.write(msg);
  const [reply] = await raw.next();
  expect(reply.doc.ok).toBe(0);
  // The same connection keeps serving.
  raw.write(opMsg({ ping: 1, $db: 'admin' }));
  expect((await raw.next())[0].doc.ok).toBe(1);
  raw.destroy();
});

test('an unknown command and a bad operator are ok:0 replies on a live connection', async () => {
  const raw = await RawClient.connect(server.port);
  raw.write(opMsg({ nonsense: 1, $db: 'admin' }));
  expect((await raw.next())[0].doc).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
  raw.write(opMsg({ find: 'c', filter: { a: { $bogus: 1 } }, $db: 'bad' }));
  expect((await raw.next())[0].doc).toMatchObject({ ok: 0, code: 2 });
  raw.destroy();
});

test('garbage on many connections while the driver runs concurrent work', async () => {
  const rand = seeded(7);
  const attackers = Array.from({ length: 10 }, async () => {
    const raw = await RawClient.connect(server.port);
    for (let i = 0; i < 20 && !raw.closed; i++) {
      raw.write(Buffer.from(Array.from({ length: 64 }, () => Math.floor(rand() * 256))));
      await new Promise((r) => setTimeout(r, 2));
    }
    raw.destroy();
  });
  const c = client.db('bad').collection('concurrent');
  const work = Array.from({ length: 100 }, (_, i) => c.insertOne({ i }));
  await Promise.all([...attackers, ...work]);
  expect(await c.countDocuments()).toBe(100);
});
