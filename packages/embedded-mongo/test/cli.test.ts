import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

const BIN = path.join(__dirname, '../bin/embedded-mongo.js');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function launch(args: string[]): { child: ChildProcess; uri: Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
  return { child, uri, exit };
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
