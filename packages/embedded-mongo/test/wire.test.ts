import { Long } from 'bson';
import { start, type EmbeddedMongo } from '../src';
import { crc32c } from '../src/wire/crc32c';
import { FrameReader } from '../src/wire/framing';
import { opMsg, opQuery, RawClient } from './helpers/raw';

describe('framing', () => {
  test('crc32c matches the standard check value', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
  });

  test('several messages in one chunk, and one message over many chunks', () => {
    const a = opMsg({ ping: 1, $db: 'admin' });
    const b = opMsg({ hello: 1, $db: 'admin' });
    const reader = new FrameReader();
    expect(reader.push(Buffer.concat([a, b]))).toEqual([a, b]);
    const frames: Buffer[] = [];
    for (const byte of a) frames.push(...reader.push(Buffer.from([byte])));
    expect(frames).toEqual([a]);
  });

  test('a length over 48 MB or under a header is refused', () => {
    const huge = Buffer.alloc(4);
    huge.writeInt32LE(48_000_001);
    expect(() => new FrameReader().push(huge)).toThrow(/invalid message length/);
    const tiny = Buffer.alloc(4);
    tiny.writeInt32LE(3);
    expect(() => new FrameReader().push(tiny)).toThrow(/invalid message length/);
  });
});

// Hand-built messages below the driver, which does not speak SCRAM: these servers run without authentication
// (test/auth.test.ts covers it).
describe('protocol over a socket', () => {
  let server: EmbeddedMongo;
  let client: RawClient;
  beforeAll(async () => {
    server = await start({ auth: false });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    client = await RawClient.connect(server.port);
  });
  afterEach(() => client.destroy());

  test('legacy OP_QUERY isMaster gets an OP_REPLY handshake', async () => {
    client.write(
      opQuery('admin.$cmd', {
        isMaster: 1,
        helloOk: true,
        client: { driver: { name: 'raw', version: '0' } },
      }),
    );
    const [reply] = await client.next();
    expect(reply.opCode).toBe(1);
    expect(reply.doc).toMatchObject({ ismaster: true, ok: 1, helloOk: true });
    expect(reply.doc.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(reply.doc.setName).toBeUndefined();
  });

  test('two messages in one write get two replies in order', async () => {
    const a = opMsg({ ping: 1, $db: 'admin' }, { id: 11 });
    const b = opMsg({ buildInfo: 1, $db: 'admin' }, { id: 12 });
    client.write(Buffer.concat([a, b]));
    const replies = await client.next(2);
    expect(replies.map((r) => r.responseTo)).toEqual([11, 12]);
    expect(replies[1].doc.version).toBeDefined();
  });

  test('a message split over many writes', async () => {
    const msg = opMsg({ ping: 1, $db: 'admin' }, { id: 21 });
    for (let i = 0; i < msg.length; i += 3) {
      client.write(msg.subarray(i, i + 3));
      await new Promise((r) => setImmediate(r));
    }
    const [reply] = await client.next();
    expect(reply).toMatchObject({ responseTo: 21, doc: { ok: 1 } });
  });

  test('document sequences are merged into the command', async () => {
    client.write(
      opMsg(
        { insert: 'seq', $db: 'wire' },
        { sequences: [['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]]] },
      ),
    );
    expect((await client.next())[0].doc).toMatchObject({ n: 3, ok: 1 });
    client.write(opMsg({ find: 'seq', filter: {}, $db: 'wire' }));
    expect((await client.next())[0].doc.cursor.firstBatch).toHaveLength(3);
  });

  test('the checksum flag is verified', async () => {
    client.write(opMsg({ ping: 1, $db: 'admin' }, { checksum: true }));
    expect((await client.next())[0].doc.ok).toBe(1);
    client.write(opMsg({ ping: 1, $db: 'admin' }, { checksum: true, badChecksum: true }));
    const [reply] = await client.next();
    expect(reply.doc.ok).toBe(0);
    expect(reply.doc.errmsg).toMatch(/checksum/);
  });

  test('moreToCome (unacknowledged) writes get no reply but are applied', async () => {
    const msg = opMsg({ insert: 'w0', documents: [{ _id: 1 }], $db: 'wire' });
    msg.writeUInt32LE(2, 16); // moreToCome
    client.write(msg);
    client.write(opMsg({ count: 'w0', $db: 'wire' }, { id: 31 }));
    const [reply] = await client.next();
    expect(reply).toMatchObject({ responseTo: 31, doc: { n: 1 } });
  });

  test('cursor ids are int64', async () => {
    client.write(
      opMsg({ insert: 'cur', documents: Array.from({ length: 5 }, (_, i) => ({ i })), $db: 'wire' }),
    );
    await client.next();
    client.write(opMsg({ find: 'cur', batchSize: 2, $db: 'wire' }));
    const [reply] = await client.next();
    expect(reply.doc.cursor.id).toBeInstanceOf(Long);
    expect(reply.doc.cursor.id.isZero()).toBe(false);
  });
});

describe('many connections', () => {
  let server: EmbeddedMongo;
  beforeAll(async () => {
    server = await start({ auth: false });
  });
  afterAll(() => server.stop());

  test('dozens of sockets and a large driver pool are served at once', async () => {
    const raws = await Promise.all(Array.from({ length: 40 }, () => RawClient.connect(server.port)));
    raws.forEach((raw, i) => raw.write(opMsg({ insert: 'many', documents: [{ i }], $db: 'conn' })));
    const replies = await Promise.all(raws.map((raw) => raw.next()));
    expect(replies.every(([r]) => r.doc.ok === 1 && r.doc.n === 1)).toBe(true);
    raws.forEach((raw) => raw.destroy());

    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(server.uri, { maxPoolSize: 25 });
    try {
      const coll = client.db('conn').collection('many');
      const counts = await Promise.all(Array.from({ length: 200 }, () => coll.countDocuments()));
      expect(new Set(counts)).toEqual(new Set([40]));
    } finally {
      await client.close();
    }
  });

  test('an OP_MSG without $db is an error reply', async () => {
    const raw = await RawClient.connect(server.port);
    raw.write(opMsg({ ping: 1 }));
    expect((await raw.next())[0].doc).toMatchObject({ ok: 0, code: 40571 });
    raw.destroy();
  });
});
