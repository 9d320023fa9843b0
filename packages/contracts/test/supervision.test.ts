import { spawn } from 'node:child_process';
import path from 'node:path';

const CHILD = `
  const { onSupervisorGone } = require(${JSON.stringify(path.join(__dirname, '../src/supervision.ts'))});
  onSupervisorGone(() => { console.log('supervisor gone'); process.exit(0); });
  setInterval(() => undefined, 1000);
  console.log('ready');
`;

function runChild(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve) => {
    const check = () => (out.includes('ready') ? resolve() : setTimeout(check, 20));
    check();
  });
  return { child, exited, ready, output: () => out };
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
  const early = await Promise.race([
    run.exited,
    new Promise((r) => setTimeout(() => r('still running'), 1500)),
  ]);
  expect(early).toBe('still running');
  run.child.kill('SIGTERM');
  await run.exited;
}, 30000);
