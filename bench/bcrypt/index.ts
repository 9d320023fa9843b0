// What a password costs: bcrypt hash and compare latency at costs 8, 10 and 12 (the cost the users subgraph
// uses is marked), then POST /api/login end to end through a real stack on loopback. Numbers, not pass/fail.
// Run: npm run bench:bcrypt [-- --quick]
import bcrypt from 'bcryptjs';
import { startStack } from '../../scripts/stack';
import { BCRYPT_COST } from '@stays/subgraph-users/accounts';

const QUICK = process.argv.includes('--quick');
const COSTS = [8, 10, 12];
/** Rounds per cost: fewer at the slow end so the whole run stays within a minute or so. */
const ROUNDS: Record<number, number> = QUICK ? { 8: 8, 10: 4, 12: 2 } : { 8: 40, 10: 20, 12: 8 };
const LOGINS = QUICK ? 10 : 40;
const CONCURRENCY = 4;

interface Stats {
  median: number;
  p95: number;
  mean: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length };
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm-up, not counted
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function table(title: string, rows: Array<[string, Stats, string?]>) {
  console.log(`\n${title}`);
  console.log(`${'case'.padEnd(36)}${'median'.padStart(10)}${'p95'.padStart(10)}${'mean'.padStart(10)}`);
  for (const [name, s, note] of rows)
    console.log(`${name.padEnd(36)}${ms(s.median)}${ms(s.p95)}${ms(s.mean)}${note ? `  ${note}` : ''}`);
}

async function bcryptTable() {
  const password = 'student123';
  const rows: Array<[string, Stats, string?]> = [];
  for (const cost of COSTS) {
    const chosen = cost === BCRYPT_COST ? '<- chosen (users subgraph)' : undefined;
    rows.push([
      `hash, cost ${cost}`,
      stats(await time(ROUNDS[cost], () => bcrypt.hash(password, cost))),
      chosen,
    ]);
    const hash = await bcrypt.hash(password, cost);
    rows.push([
      `compare, cost ${cost}`,
      stats(await time(ROUNDS[cost], () => bcrypt.compare(password, hash))),
      chosen,
    ]);
  }
  table(`bcryptjs (pure JS, one core), ${QUICK ? 'quick' : 'full'} run`, rows);
}

async function loginTable() {
  const stack = await startStack({
    port: 0,
    inMemory: true,
    log: () => {},
    // The benchmark signs in far more often than the sign-in limits allow one person to.
    env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000', AUTH_RATE_LIMIT_PER_IP: '1000000' },
  });
  try {
    const login = (username: string, password: string) => async () => {
      const response = await fetch(`${stack.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const rows: Array<[string, Stats, string?]> = [
      ['right password (200)', stats(await time(LOGINS, login('student@stays.test', 'student123')))],
      ['wrong password (401)', stats(await time(LOGINS, login('student@stays.test', 'wrong-pass')))],
      [
        'unknown account (401, dummy hash)',
        stats(await time(LOGINS, login('nobody@stays.test', 'wrong-pass'))),
      ],
    ];
    table(
      `POST /api/login through gateway -> users subgraph -> database (loopback, ${LOGINS} sequential each)`,
      rows,
    );

    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next++ < LOGINS) await login('student@stays.test', 'student123')();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n${LOGINS} sign-ins, ${CONCURRENCY} at a time: ${(LOGINS / seconds).toFixed(1)} per second`,
    );
  } finally {
    await stack.stop();
  }
}

async function main() {
  await bcryptTable();
  await loginTable();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
