// The bounded fuzz run of CI (issue 18): FUZZ_REQUESTS hostile requests (default 300) against this file's stack,
// seeded (FUZZ_SEED, else random and printed). `npm run fuzz` runs the full 10,000.
import { stackForFile } from '../fixtures/client';
import { describe as describeReport, runFuzz } from './run';

const running = stackForFile({ env: { NODE_ENV: 'production' } });

it('answers hostile requests as every role without a 5xx, a leak or a crash, and loses nothing', async () => {
  const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
  const pids = running().pids();
  const report = await runFuzz({
    url: running().url,
    requests: Number(process.env.FUZZ_REQUESTS) || 300,
    seed,
    log: () => {},
  });
  console.log(`${describeReport(report)}\nrepeat with FUZZ_SEED=${seed}`);
  expect(running().pids()).toEqual(pids);
  expect(report.findings).toEqual([]);
}, 300_000);
