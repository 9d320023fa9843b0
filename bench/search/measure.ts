// One measured load run of the search bench (load.ts in a process of its own, after an unmeasured warm-up) with the
// CPU each request cost the stack's processes, read from /proc (Linux only); and the wait for a quiet stack after
// a bulk insert.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const run = promisify(execFile);

export interface Load {
  rps: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** CPU ms per request by stack process during the run; null where /proc cannot be read. */
  cpu: Record<string, number> | null;
}

export /** One load generator run's request: `bust` / `bustBody` make every request unique so no cache answers it. */
interface Job {
  url: string;
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
  bust?: boolean;
  bustBody?: boolean;
}

/** Runs so far: each run's unique URLs and bodies carry its number, so no run sends another's. */
let runs = 0;

export async function load(
  pids: () => Record<string, number | undefined>,
  job: Job,
  seconds = SECONDS,
  warmupSeconds = WARMUP_SECONDS,
): Promise<Load> {
  const script = path.join(__dirname, 'load.ts');
  const once = (seconds: number, bustSeed: string) =>
    run(
      process.execPath,
      ['--import', 'tsx', script, JSON.stringify({ ...job, seconds, connections: CONNECTIONS, bustSeed })],
      { maxBuffer: 1 << 20 },
    );
  const runNumber = runs++;
  if (warmupSeconds > 0) await once(warmupSeconds, `warm-up${runNumber}-`);
  const before = cpuTimes(pids());
  const { stdout } = await once(seconds, `measured${runNumber}-`);
  const after = cpuTimes(pids());
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<Load, 'cpu'>;
  const cpu =
    before && after && result.requests > 0
      ? Object.fromEntries(
          Object.keys(after).map((name) => [name, (after[name] - (before[name] ?? NaN)) / result.requests]),
        )
      : null;
  return { ...result, cpu };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ). */
let ticksPerSecond = 100;

/** Reads USER_HZ once, before the first reading. */
export async function readClockTicks() {
  const answer = await promisify(execFile)('getconf', ['CLK_TCK']).catch(() => ({ stdout: '100' }));
  ticksPerSecond = Number(answer.stdout) || 100;
}

export const sum = (cpu: Record<string, number>, pick: (name: string) => boolean) =>
  Object.entries(cpu).reduce((total, [name, ms]) => total + (pick(name) ? ms : 0), 0);

/** User + system CPU ms of each process so far, or null (not Linux, or a process gone). */
export function cpuTimes(pids: Record<string, number | undefined>): Record<string, number> | null {
  try {
    return Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => {
        // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return [name, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond];
      }),
    );
  } catch {
    return null;
  }
}

/**
 * Waits (at most `limitSeconds`) until the stack's processes and this one (the database may run in either) have
 * used under a tenth of a core for two seconds in a row: a bulk insert leaves the database with work (index
 * builds, a major GC) that lands in whichever run comes first otherwise. Answers the seconds it waited.
 */
export async function quietStack(
  pids: () => Record<string, number | undefined>,
  limitSeconds = 60,
): Promise<number> {
  const started = performance.now();
  const busyMs = () => {
    const times = cpuTimes(pids());
    const own = process.cpuUsage();
    return (times ? sum(times, () => true) : 0) + (own.user + own.system) / 1000;
  };
  let quietSeconds = 0;
  while (quietSeconds < 2 && performance.now() - started < limitSeconds * 1000) {
    const before = busyMs();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietSeconds = busyMs() - before < 100 ? quietSeconds + 1 : 0;
  }
  return (performance.now() - started) / 1000;
}
