import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start } from '../../src';

/** One test as mocha's JSON reporter writes it. */
interface MochaTest {
  title: string;
  fullTitle: string;
  file?: string;
  err?: { message?: string };
}

interface MochaReport {
  stats: { tests: number; passes: number; failures: number; pending: number };
  passes: MochaTest[];
  failures: MochaTest[];
  pending: MochaTest[];
}

export interface SuiteRun {
  /** Printed above the table. */
  name: string;
  /** Env variable holding the checkout's path, and how to set one up (printed when it is missing). */
  repoEnv: string;
  setup: string[];
  /** Mocha's arguments (relative to the checkout) and the env variable that takes the server's URI. */
  mochaArgs: string[];
  uriEnv: string;
  /** How tests are grouped in the table: by file or by their outermost describe blocks. */
  group: (test: MochaTest, repo: string) => string;
}

/**
 * Runs an external mocha suite against a fresh embedded server (in this process, in memory) and prints a pass
 * table. The suite is not part of this repository: it is read from a local checkout named by an env variable.
 */
export async function runSuite(run: SuiteRun): Promise<void> {
  const repo = process.env[run.repoEnv];
  if (!repo || !fs.existsSync(path.join(repo, 'node_modules'))) {
    console.error(`${run.repoEnv} must name a checkout with its dependencies installed. To set one up:\n`);
    for (const line of run.setup) console.error(`  ${line}`);
    process.exitCode = 2;
    return;
  }
  // These suites build their own URIs (database names appended, no credentials), as against a mongod without
  // --auth; authentication has its own tests (test/auth.test.ts).
  const server = await start({ auth: false });
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-')), 'report.json');
  const filters = process.argv.slice(2);
  try {
    const mocha = path.join(repo, 'node_modules', 'mocha', 'bin', 'mocha.js');
    const args = [
      mocha,
      ...run.mochaArgs,
      ...filters,
      '--reporter',
      'json',
      '--reporter-option',
      `output=${out}`,
    ];
    console.log(`${run.name}: mocha ${[...run.mochaArgs, ...filters].join(' ')} against ${server.uri}`);
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: repo,
        env: { ...process.env, [run.uriEnv]: server.uri },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', (c) => resolve(c ?? 1));
    });
    if (!fs.existsSync(out)) throw new Error(`mocha wrote no report (exit code ${code})`);
    printReport(JSON.parse(fs.readFileSync(out, 'utf8')) as MochaReport, run, repo);
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

function printReport(report: MochaReport, run: SuiteRun, repo: string): void {
  const rows = new Map<string, { passed: number; failed: number; skipped: number }>();
  const row = (t: MochaTest) => {
    const key = run.group(t, repo);
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { passed: 0, failed: 0, skipped: 0 }));
    return r;
  };
  for (const t of report.passes) row(t).passed++;
  for (const t of report.failures) row(t).failed++;
  for (const t of report.pending) row(t).skipped++;
  const width = Math.max(10, ...[...rows.keys()].map((k) => k.length));
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padStart(7)}  ${c.padStart(7)}  ${d.padStart(7)}`;
  console.log('\n' + line('', 'passed', 'failed', 'skipped'));
  console.log('-'.repeat(width + 27));
  for (const [key, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    if (r.failed || process.env.CONFORMANCE_ALL_ROWS)
      console.log(line(key, `${r.passed}`, `${r.failed}`, `${r.skipped}`));
  }
  const { passes, failures, pending } = report.stats;
  console.log('-'.repeat(width + 27));
  console.log(line(`total (${rows.size} groups)`, `${passes}`, `${failures}`, `${pending}`));
  const applicable = passes + failures;
  console.log(
    `\n${run.name}: ${passes} passed, ${failures} failed, ${pending} skipped; ` +
      `${applicable ? ((100 * failures) / applicable).toFixed(1) : '0'}% of the tests that ran failed.` +
      ' Rows without failures are hidden (CONFORMANCE_ALL_ROWS=1 shows them).',
  );
  if (failures) {
    console.log('\nfailures:');
    for (const t of report.failures)
      console.log(`- ${t.fullTitle}\n    ${(t.err?.message ?? '').split('\n')[0].slice(0, 200)}`);
  }
}
