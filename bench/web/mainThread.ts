// The main thread's work after the first contentful paint, by the thread's own CPU clock: what a busy two-core
// machine inflates least (Lighthouse reads wall time, which another process on the same cores stretches). For
// A/B work on one build: pass two addresses of the same page that differ by one switch, and the runs alternate.
// Per run: the CPU time of every task after first contentful paint, and the blocking time Lighthouse's simulated
// phone would count for them (four times each task, less 50 ms), with the number of such tasks.
// Run: BENCH_WEB_URL=http://localhost:3000 npx tsx bench/web/mainThread.ts [path ...]   (BENCH_WEB_RUNS, default 5)
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_PHONE } from '../../scripts/chromium';
import { untilDrawn } from '../../scripts/drawn';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const WAIT_MS = Number(process.env.BENCH_WEB_WAIT_MS ?? 5000);
/** Lighthouse's mobile preset: a phone four times slower than this machine; a task blocks past 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface Run {
  cpuMs: number;
  blockingMs: number;
  blockingTasks: number;
}

async function measure(url: string): Promise<Run | null> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext(LIGHTHOUSE_PHONE);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) return null;
    const mainThread = events.find(
      (event) =>
        event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint.pid,
    );
    if (!mainThread) return null;
    const run: Run = { cpuMs: 0, blockingMs: 0, blockingTasks: 0 };
    for (const task of events) {
      if (task.pid !== mainThread.pid || task.tid !== mainThread.tid || task.ph !== 'X') continue;
      if (task.name !== 'RunTask' && task.name !== 'ThreadControllerImpl::RunTask') continue;
      if (task.ts < paint.ts) continue;
      const ms = (task.tdur ?? task.dur ?? 0) / 1000;
      run.cpuMs += ms;
      const blocking = SLOWDOWN * ms - BLOCKING_MS;
      if (blocking > 0) {
        run.blockingMs += blocking;
        run.blockingTasks += 1;
      }
    }
    return run;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const base = (process.env.BENCH_WEB_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const paths = process.argv.slice(2);
  if (!paths.length) paths.push('/');
  const runs = new Map<string, Run[]>(paths.map((path) => [path, []]));
  for (const path of paths) await untilDrawn(`${base}${path}`);
  for (let n = 0; n < RUNS; n += 1) {
    for (const path of paths) {
      const run = await measure(`${base}${path}`);
      if (!run) {
        console.log(`${path}: no first contentful paint in the trace`);
        continue;
      }
      runs.get(path)!.push(run);
      console.log(
        `${path} run ${n + 1}: CPU after first paint ${Math.round(run.cpuMs)} ms, blocking ${Math.round(run.blockingMs)} ms in ${run.blockingTasks} task(s)`,
      );
    }
  }
  console.log(
    '\npage                              CPU ms (median)  blocking ms (median)  runs (CPU/blocking)',
  );
  for (const [path, measured] of runs) {
    console.log(
      `${path.padEnd(34)}${String(Math.round(median(measured.map((run) => run.cpuMs)))).padStart(15)}${String(
        Math.round(median(measured.map((run) => run.blockingMs))),
      ).padStart(
        22,
      )}  ${measured.map((run) => `${Math.round(run.cpuMs)}/${Math.round(run.blockingMs)}`).join(' ')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
