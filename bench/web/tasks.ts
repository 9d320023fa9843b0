// Where a page's total blocking time goes: Lighthouse's mobile preset (as bench/web/index.ts runs it) on the three
// pages, printing per run the TBT, every long task of the simulated phone (start, duration, the script it is
// attributed to) and the main-thread time per script (bootup-time), with the CPU index. For A/B work: run it
// against a running product, change the build, run it again in the same session.
// Run: BENCH_WEB_URL=http://localhost:3000 npx tsx bench/web/tasks.ts [path ...]   (BENCH_WEB_RUNS, default 1;
//      BENCH_WEB_CPU_SLOWDOWN, default the preset's 4: bench:web's calibrated runs print the slowdown they used;
//      BENCH_WEB_TRACE=1 lists the observed tasks over BENCH_WEB_TRACE_MS, default 12; BENCH_WEB_THROTTLING=devtools
//      slows the CPU and the network for real instead of simulating them, where React's 5 ms slices of work stay
//      5 ms: bench:web budgets the preset's simulation, which multiplies the observed tasks it keeps by the slowdown)
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const CPU_SLOWDOWN = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 4);
const TRACE_TASK_MS = Number(process.env.BENCH_WEB_TRACE_MS ?? 12);

interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}
interface Bootup {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    data?: { url?: string; functionName?: string; stackTrace?: Array<{ url: string; functionName: string }> };
  };
}

/**
 * The observed (unthrottled) main-thread tasks over BENCH_WEB_TRACE_MS (default 12) ms, each with what took its time
 * (BENCH_WEB_TRACE=1). Under a slowdown of N, a task counts towards the blocking time from 50 / N ms observed, if the
 * simulation keeps it: it drops tasks under 10 ms other than the first parse, layout and paint (Lantern's
 * PageDependencyGraph) unless at least two requests or tasks lead to one and two follow from it.
 */
function printTaskContents(artifacts: { Trace?: { traceEvents: TraceEvent[] } }) {
  const events = artifacts.Trace?.traceEvents ?? [];
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > TRACE_TASK_MS * 1000);
  // The page's main thread is the one that lays it out (the browser's own threads run long tasks too, and the
  // blank page Lighthouse opens first parses HTML in another renderer).
  const layoutByThread = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Layout')
      layoutByThread.set(`${e.pid}:${e.tid}`, (layoutByThread.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...layoutByThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  for (const task of tasks.filter((t) => `${t.pid}:${t.tid}` === main)) {
    const inside = events.filter(
      (e) =>
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ph === 'X' &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur!,
    );
    const parts = new Map<string, number>();
    for (const e of inside) {
      if (
        ![
          'FunctionCall',
          'EvaluateScript',
          'v8.compile',
          'UpdateLayoutTree',
          'Layout',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'v8.evaluateModule',
          'RunMicrotasks',
          'MajorGC',
          'MinorGC',
          'Paint',
          'PrePaint',
          'HitTest',
        ].includes(e.name)
      )
        continue;
      const d = e.args?.data;
      const label = `${e.name}${d?.url ? ` ${short(d.url)}` : ''}${d?.functionName ? ` ${d.functionName}` : ''}`;
      parts.set(label, (parts.get(label) ?? 0) + (e.dur ?? 0));
    }
    const top = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  task @${((task.ts - start) / 1000).toFixed(0)} ${(task.dur! / 1000).toFixed(0)} ms observed: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(' | ')}`,
    );
  }
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70) || '/';

async function main() {
  const base = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
  if (!base) throw new Error('BENCH_WEB_URL is required (a running product)');
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const page of paths)
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
          ...(process.env.BENCH_WEB_THROTTLING === 'devtools'
            ? { throttlingMethod: 'devtools' as const }
            : {}),
        });
        if (!result) throw new Error('no result');
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id];
        const items = <T>(id: string) =>
          ((audit(id)?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
        console.log(
          `${page} run ${run + 1}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${audit('total-blocking-time')?.numericValue?.toFixed(0)} ms, FCP ${audit('first-contentful-paint')?.numericValue?.toFixed(0)} ms, LCP ${audit('largest-contentful-paint')?.numericValue?.toFixed(0)} ms, CPU index ${lhr.environment.benchmarkIndex}`,
        );
        for (const task of items<LongTask>('long-tasks'))
          console.log(
            `  long task @${task.startTime.toFixed(0)} ${task.duration.toFixed(0)} ms  ${short(task.url)}`,
          );
        if (process.env.BENCH_WEB_TRACE)
          printTaskContents(result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } });
        for (const script of items<Bootup>('bootup-time').slice(0, 8))
          console.log(
            `  bootup ${script.total.toFixed(0)} ms (script ${script.scripting.toFixed(0)}, parse ${script.scriptParseCompile.toFixed(0)})  ${short(script.url)}`,
          );
      }
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
