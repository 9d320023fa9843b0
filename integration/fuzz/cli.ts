// `npm run fuzz`: the fuzz suite against a running product (FUZZ_URL, e.g. a fresh `npm start` at
// http://localhost:3000) or, without it, a throw-away stack of its own. FUZZ_REQUESTS (default 10000) and
// FUZZ_SEED (default random; printed, so any run can be repeated). Exit code 1 on any finding.
import { type RunningStack, startStack } from '../../scripts/stack';
import { describe, runFuzz } from './run';

async function main() {
  const requests = Number(process.env.FUZZ_REQUESTS) || 10_000;
  const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
  let stack: RunningStack | null = null;
  let url = process.env.FUZZ_URL;
  if (!url) {
    console.log('fuzz: starting a throw-away stack (set FUZZ_URL to fuzz a running product)');
    stack = await startStack({ port: 0, inMemory: true, log: () => {}, env: { NODE_ENV: 'production' } });
    url = stack.url;
  }
  const pids = stack?.pids();
  try {
    const report = await runFuzz({ url, requests, seed });
    if (stack && pids) {
      for (const [name, pid] of Object.entries(stack.pids()))
        if (pid !== pids[name])
          report.findings.push({ kind: 'crash', detail: `${name} restarted during the run` });
    }
    console.log(describe(report));
    console.log(`fuzz: repeat with FUZZ_SEED=${seed} FUZZ_REQUESTS=${requests}`);
    process.exitCode = report.findings.length > 0 ? 1 : 0;
  } finally {
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`fuzz: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
