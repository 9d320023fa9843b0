import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { Binary } from 'bson';
import { MongoClient, MongoServerError } from 'mongodb';
import { start, type EmbeddedMongo } from '../src';
import { opMsg, RawClient } from './helpers/raw';

// SCRAM-SHA-256 as a mongod started with --auth: the official driver authenticates; anyone else gets mongod's
// errors; no secret reaches the log.
const PASSWORD = 'correct horse: battery/staple@é';
const logs: string[] = [];
let server: EmbeddedMongo;
let client: MongoClient;

/** The server's URI with other credentials, or none. */
const uriAs = (credentials?: string): string => {
  const url = new URL(server.uri);
  const bare = `mongodb://${url.host}/`;
  return credentials === undefined ? bare : `mongodb://${credentials}@${url.host}/?authSource=admin`;
};

async function refusal(run: () => Promise<unknown>): Promise<{ code?: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof MongoServerError) return { code: error.code as number, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Sends one hand-built command to admin and answers the reply document. */
const asker = (raw: RawClient) => async (body: Record<string, unknown>) => {
  raw.write(opMsg({ ...body, $db: 'admin' }));
  return (await raw.next())[0].doc;
};

beforeAll(async () => {
  server = await start({ auth: { password: PASSWORD }, log: (message) => logs.push(message) });
  client = await MongoClient.connect(server.uri);
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

test('the URI carries the user and the encoded password, with authSource admin', () => {
  const url = new URL(server.uri);
  expect(url.username).toBe('stays');
  expect(decodeURIComponent(url.password)).toBe(PASSWORD);
  expect(url.searchParams.get('authSource')).toBe('admin');
});

test('the right credentials work through the official driver', async () => {
  const items = client.db('auth').collection('items');
  await items.insertOne({ name: 'kept' });
  expect(await items.findOne({ name: 'kept' })).toMatchObject({ name: 'kept' });
  const status = await client.db('admin').command({ connectionStatus: 1 });
  expect(status.authInfo.authenticatedUsers).toEqual([{ user: 'stays', db: 'admin' }]);
});

test('a client without credentials gets the handshake and nothing else', async () => {
  const anonymous = await MongoClient.connect(uriAs());
  try {
    expect(await anonymous.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await anonymous.db('admin').command({ buildInfo: 1 })).toMatchObject({ ok: 1 });
    const status = await anonymous.db('admin').command({ connectionStatus: 1 });
    expect(status.authInfo.authenticatedUsers).toEqual([]);
    const items = anonymous.db('auth').collection('items');
    expect(await refusal(() => items.findOne({}))).toEqual({
      code: 13,
      message: 'Command find requires authentication',
    });
    expect((await refusal(() => items.insertOne({ name: 'intruder' }))).code).toBe(13);
    expect((await refusal(() => anonymous.db('admin').command({ listDatabases: 1 }))).code).toBe(13);
    expect((await refusal(() => anonymous.db('admin').command({ serverStatus: 1 }))).code).toBe(13);
  } finally {
    await anonymous.close();
  }
  expect(await client.db('auth').collection('items').countDocuments({ name: 'intruder' })).toBe(0);
});

test.each([
  ['a wrong password', `stays:${encodeURIComponent('correct horse')}`, ''],
  ['an unknown user', `someone:${encodeURIComponent(PASSWORD)}`, ''],
  ['SCRAM-SHA-1', `stays:${encodeURIComponent(PASSWORD)}`, '&authMechanism=SCRAM-SHA-1'],
])('%s is refused with mongod\'s "Authentication failed." (18)', async (_label, credentials, extra) => {
  const wrong = new MongoClient(uriAs(credentials) + extra, { serverSelectionTimeoutMS: 2000 });
  try {
    expect(await refusal(() => wrong.connect())).toEqual({ code: 18, message: 'Authentication failed.' });
  } finally {
    await wrong.close();
  }
});

test('the full exchange without speculative hello or skipEmptyExchange (RFC 5802 by hand)', async () => {
  const raw = await RawClient.connect(server.port);
  try {
    const ask = asker(raw);
    expect(
      await ask({ saslContinue: 1, conversationId: 1, payload: new Binary(Buffer.alloc(0)) }),
    ).toMatchObject({ ok: 0, code: 17 });
    expect(await ask({ find: 'items' })).toMatchObject({ ok: 0, code: 13, codeName: 'Unauthorized' });
    const clientNonce = randomBytes(18).toString('base64');
    const clientFirstBare = `n=stays,r=${clientNonce}`;
    const first = await ask({
      saslStart: 1,
      mechanism: 'SCRAM-SHA-256',
      payload: new Binary(Buffer.from(`n,,${clientFirstBare}`)),
    });
    expect(first).toMatchObject({ ok: 1, conversationId: 1, done: false });
    const serverFirst = Buffer.from((first.payload as Binary).buffer).toString();
    const fields = Object.fromEntries(serverFirst.split(',').map((kv) => [kv[0], kv.slice(2)]));
    expect(fields.r.startsWith(clientNonce)).toBe(true);
    expect(Number(fields.i)).toBeGreaterThanOrEqual(4096);

    const salted = pbkdf2Sync(
      PASSWORD.normalize('NFKC'),
      Buffer.from(fields.s, 'base64'),
      Number(fields.i),
      32,
      'sha256',
    );
    const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
    const clientKey = hmac(salted, 'Client Key');
    const storedKey = createHash('sha256').update(clientKey).digest();
    const withoutProof = `c=biws,r=${fields.r}`;
    const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
    const signature = hmac(storedKey, authMessage);
    const proof = Buffer.from(clientKey.map((byte, i) => byte ^ signature[i])).toString('base64');
    const final = await ask({
      saslContinue: 1,
      conversationId: 1,
      payload: new Binary(Buffer.from(`${withoutProof},p=${proof}`)),
    });
    expect(final).toMatchObject({ ok: 1, done: false });
    const expected = hmac(hmac(salted, 'Server Key'), authMessage).toString('base64');
    expect(Buffer.from((final.payload as Binary).buffer).toString()).toBe(`v=${expected}`);
    // Not yet authenticated: the conversation ends with the client's empty message.
    expect(await ask({ find: 'items' })).toMatchObject({ ok: 0, code: 13 });
    expect(
      await ask({ saslContinue: 1, conversationId: 1, payload: new Binary(Buffer.alloc(0)) }),
    ).toMatchObject({
      ok: 1,
      done: true,
    });
    expect(await ask({ find: 'items' })).toMatchObject({ ok: 1 });
  } finally {
    raw.destroy();
  }
});

test('a forged proof fails, and mechanisms other than SCRAM are not offered', async () => {
  const raw = await RawClient.connect(server.port);
  try {
    const ask = asker(raw);
    expect(
      await ask({ saslStart: 1, mechanism: 'PLAIN', payload: new Binary(Buffer.from('\0stays\0x')) }),
    ).toMatchObject({
      ok: 0,
      code: 334,
      codeName: 'MechanismUnavailable',
    });
    const first = await ask({
      saslStart: 1,
      mechanism: 'SCRAM-SHA-256',
      payload: new Binary(Buffer.from('n,,n=stays,r=abcdefghijklmnop')),
    });
    const nonce = /r=([^,]+)/.exec(Buffer.from((first.payload as Binary).buffer).toString())![1];
    const forged = `c=biws,r=${nonce},p=${randomBytes(32).toString('base64')}`;
    expect(
      await ask({ saslContinue: 1, conversationId: 1, payload: new Binary(Buffer.from(forged)) }),
    ).toMatchObject({
      ok: 0,
      code: 18,
      codeName: 'AuthenticationFailed',
      errmsg: 'Authentication failed.',
    });
    expect(await ask({ find: 'items' })).toMatchObject({ ok: 0, code: 13 });
  } finally {
    raw.destroy();
  }
});

test('the log names failed attempts but never a password', () => {
  const log = logs.join('\n');
  expect(log).toMatch(/authentication failed for "stays" from 127\.0\.0\.1:\d+: wrong password/);
  expect(log).toMatch(/authentication failed for "someone"/);
  expect(log).not.toContain(PASSWORD);
  expect(log).not.toContain(encodeURIComponent(PASSWORD));
  expect(log).not.toContain('correct horse');
});

test('start() without credentials still requires them: a random password, given only in the URI', async () => {
  const other = await start();
  try {
    const url = new URL(other.uri);
    expect(url.username).toBe('stays');
    expect(decodeURIComponent(url.password).length).toBeGreaterThanOrEqual(40);
    const anonymous = await MongoClient.connect(`mongodb://${url.host}/`);
    try {
      expect((await refusal(() => anonymous.db('x').collection('y').findOne({}))).code).toBe(13);
    } finally {
      await anonymous.close();
    }
  } finally {
    await other.stop();
  }
});
