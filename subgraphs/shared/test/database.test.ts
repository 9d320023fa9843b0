import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/processes';
import { connectMongoose, startDatabase } from '../src/database';

const ENV_KEYS = [
  'MONGODB_URI',
  'MONGOMS_SYSTEM_BINARY',
  'MONGOMS_DOWNLOAD',
  'EMBEDDED_MONGO_PORT',
  'EMBEDDED_MONGO_PASSWORD',
  'DATA_DIR',
] as const;
const saved: Record<string, string | undefined> = {};
const dirs: string[] = [];

beforeEach(() => {
  for (const key of ENV_KEYS) {
    saved[key] = process.env[key];
    delete process.env[key];
  }
});
afterEach(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stays-db-'));
  dirs.push(dir);
  return dir;
}

test('MONGODB_URI wins and stop() leaves it alone', async () => {
  process.env.MONGODB_URI = 'mongodb://user:secret@db.example:27017/x';
  const logs: string[] = [];
  const db = await startDatabase({ log: (m) => logs.push(m) });
  expect(db).toMatchObject({ uri: process.env.MONGODB_URI, kind: 'uri' });
  expect(logs.join('\n')).toMatch(/MONGODB_URI/);
  expect(logs.join('\n')).not.toMatch(/secret/);
  await db.stop();
});

test('without a URI or a mongod binary it starts the embedded server on the data folder', async () => {
  const dataDir = tmpDir();
  const port = await freePort();
  process.env.EMBEDDED_MONGO_PORT = String(port);
  process.env.EMBEDDED_MONGO_PASSWORD = 'given-in-the-environment';
  const logs: string[] = [];
  const db = await startDatabase({ dataDir, log: (m) => logs.push(m) });
  try {
    expect(db.kind).toBe('embedded');
    // It requires authentication: the URI carries the credentials, the log never does.
    expect(db.uri).toBe(`mongodb://stays:given-in-the-environment@127.0.0.1:${port}/?authSource=admin`);
    expect(logs.join('\n')).toMatch(/no mongod binary/);
    expect(logs.join('\n')).toMatch(/embedded/);
    expect(logs.join('\n')).not.toMatch(/given-in-the-environment/);
    const conn = await connectMongoose(db.uri, 'stays_test');
    expect(conn.readyState).toBe(1);
    expect(conn.name).toBe('stays_test');
    await conn.collection('things').insertOne({ a: 1 });
    await conn.close();
  } finally {
    await db.stop();
  }
  expect(fs.readdirSync(dataDir)).toContain('stays_test');
  // stop() released the port.
  await expect(
    new Promise((resolve, reject) =>
      net.connect(port, '127.0.0.1').on('connect', resolve).on('error', reject),
    ),
  ).rejects.toThrow();
});

test('DATA_DIR is used when no dataDir is given', async () => {
  process.env.DATA_DIR = tmpDir();
  const db = await startDatabase({ log: () => {} });
  try {
    const conn = await connectMongoose(db.uri, 'from_env');
    await conn.collection('c').insertOne({ a: 1 });
    await conn.close();
  } finally {
    await db.stop();
  }
  expect(fs.readdirSync(process.env.DATA_DIR)).toContain('from_env');
});

test('a MONGOMS_SYSTEM_BINARY that cannot run falls back to the embedded server', async () => {
  process.env.MONGOMS_SYSTEM_BINARY = path.join(tmpDir(), 'no-such-mongod');
  const logs: string[] = [];
  const db = await startDatabase({ dataDir: tmpDir(), log: (m) => logs.push(m) });
  try {
    expect(db.kind).toBe('embedded');
    expect(logs.join('\n')).toMatch(/mongodb-memory-server could not start/);
  } finally {
    await db.stop();
  }
}, 30_000);
