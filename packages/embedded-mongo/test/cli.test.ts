import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

const BIN = path.join(__dirname, '../bin/embedded-mongo.js');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function launch(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; uri: Promise<string>; exit: Promise<number | null>; stderr: () => string } {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EMBEDDED_MONGO_PASSWORD: '', ...env },
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const uri = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('mongodb://'));
      if (line) resolve(line.trim());
    });
    child.on('exit', () => reject(new Error(`exited before printing a URI: ${err}`)));
  });
  uri.catch(() => {}); // awaited by the tests that expect a URI; the others only look at the exit code
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, uri, exit, stderr: () => err };
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  'prints its URI once it accepts connections and stops cleanly on %s',
  async (signal) => {
    const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-cli-'));
    dirs.push(dbpath);
    const { child, uri, exit } = launch(['--port', '0', '--dbpath', dbpath]);
    const client = await MongoClient.connect(await uri);
    await client.db('cli').collection('c').insertOne({ signal });
    await client.close();
    child.kill(signal);
    expect(await exit).toBe(0);
    // The data outlived the process and the lock was released.
    expect(fs.existsSync(path.join(dbpath, 'mongod.lock'))).toBe(false);
    expect(fs.readdirSync(path.join(dbpath, 'cli')).some((f) => f.startsWith('log-'))).toBe(true);
  },
  30_000,
);

test('a bad option exits non-zero with usage', async () => {
  const { exit } = launch(['--frob']);
  expect(await exit).toBe(1);
}, 30_000);

test('takes its password from EMBEDDED_MONGO_PASSWORD and never writes it to its log', async () => {
  const password = 'from-the-environment-7d1c';
  const { child, uri, exit, stderr } = launch(['--port', '0'], { EMBEDDED_MONGO_PASSWORD: password });
  const printed = new URL(await uri);
  expect(printed.password).toBe(password);
  const client = await MongoClient.connect(printed.href);
  await client.db('cli').collection('c').insertOne({ authenticated: true });
  await client.close();
  const bare = await MongoClient.connect(`mongodb://${printed.host}/`);
  await expect(bare.db('cli').collection('c').findOne({})).rejects.toMatchObject({ code: 13 });
  await bare.close();
  const wrong = new MongoClient(`mongodb://stays:${password}x@${printed.host}/`);
  await expect(wrong.connect()).rejects.toMatchObject({ code: 18 });
  await wrong.close();
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  expect(stderr()).toMatch(/authentication failed for "stays"/);
  expect(stderr()).not.toContain(password);
}, 30_000);

test('--noauth serves any client, as mongod without --auth', async () => {
  const { child, uri, exit } = launch(['--port', '0', '--noauth']);
  const printed = await uri;
  expect(printed).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
  const client = await MongoClient.connect(printed);
  expect(await client.db('cli').collection('c').countDocuments()).toBe(0);
  await client.close();
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
}, 30_000);
