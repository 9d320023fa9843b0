import { spawn } from 'node:child_process';
import path from 'node:path';

const CHILD = `
  const { onSupervisorGone } = require(${JSON.stringify(path.join(__dirname, '../src/supervision.ts'))});
  onSupervisorGone(() => { console.log('supervisor gone'); process.exit(0); });
  // Says when this process has seen its stdin end (after any handler registered before, so after a supervised exit).
  process.stdin.on('end', () => setImmediate(() => console.log('stdin ended'))).resume();
  setInterval(() => undefined, 1000);
  console.log('ready');
`;

function runChild(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['-r', 'tsx/cjs', '-e', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Resolves when the child has printed `line`; no timer, so a child that exits without it leaves nothing running.
  const said = (line: string) =>
    new Promise<void>((resolve) => {
      const check = () => out.includes(line) && resolve();
      child.stdout.on('data', check);
      check();
    });
  return { child, exited, ready: said('ready'), said, output: () => out };
}

test('a supervised service stops when its supervisor goes away', async () => {
  const run = runChild({ STAYS_SUPERVISED: '1' });
  await run.ready;
  run.child.stdin.end(); // what the pipe does when the supervisor dies
  expect(await run.exited).toBe(0);
  expect(run.output()).toContain('supervisor gone');
}, 30000);

test('a service started by hand ignores its stdin', async () => {
  const run = runChild({ STAYS_SUPERVISED: '' });
  await run.ready;
  run.child.stdin.end();
  // Once the child has seen the end of its stdin, a supervised one would be gone already; a moment more for luck.
  const early = await Promise.race([
    run.exited,
    run.said('stdin ended').then(() => new Promise((r) => setTimeout(() => r('still running'), 100))),
  ]);
  expect(early).toBe('still running');
  expect(run.output()).not.toContain('supervisor gone');
  run.child.kill('SIGTERM');
  await run.exited;
}, 30000);
