// What the main thread runs while a public page starts, by function: a V8 CPU profile (Chromium's Profiler domain)
// of a first visit on a phone screen with the CPU slowed for real (CDP Emulation.setCPUThrottlingRate), from the
// navigation until BENCH_WEB_WAIT_MS after load. Prints the self time of the heaviest functions (name, script,
// line) and the self time per script, so the start's work over the control page is named, not guessed.
// Run: BENCH_WEB_URL=http://localhost:3000 npx tsx bench/web/profile.ts [path ...]   (default: /;
//      BENCH_WEB_CPU_SLOWDOWN, default 4; BENCH_WEB_WAIT_MS, default 4000; BENCH_WEB_TOP, default 25)
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_PHONE } from '../../scripts/chromium';
import { untilDrawn } from '../../scripts/drawn';

const SLOWDOWN = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 4);
const WAIT_MS = Number(process.env.BENCH_WEB_WAIT_MS ?? 4000);
const TOP = Number(process.env.BENCH_WEB_TOP ?? 25);

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(no script)';

async function main() {
  const base = (process.env.BENCH_WEB_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const path of paths) {
      await untilDrawn(`${base}${path}`);
      const context = await browser.newContext(LIGHTHOUSE_PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(WAIT_MS);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await context.close();

      // Self time per node: each sample's delta belongs to the node sampled.
      const selfUs = new Map<number, number>();
      const samples = profile.samples ?? [];
      const deltas = profile.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i++)
        selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? 0));
      const byFunction = new Map<string, number>();
      const byScript = new Map<string, number>();
      let busy = 0;
      for (const node of profile.nodes) {
        const us = selfUs.get(node.id) ?? 0;
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        if (['(idle)', '(program)'].includes(functionName)) continue;
        busy += us;
        const key = `${functionName || '(anonymous)'}  ${short(url)}:${lineNumber + 1}:${columnNumber + 1}`;
        byFunction.set(key, (byFunction.get(key) ?? 0) + us);
        const script = url ? short(url) : functionName;
        byScript.set(script, (byScript.get(script) ?? 0) + us);
      }
      const ms = (us: number) => (us / 1000).toFixed(0).padStart(6);
      // Who calls the browser's own functions (a DOM call has no script of its own).
      const parentOf = new Map<number, ProfileNode>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
      const nativeCallers = new Map<string, number>();
      for (const node of profile.nodes) {
        const { functionName, url } = node.callFrame;
        if (url || functionName.startsWith('(')) continue;
        const caller = parentOf.get(node.id)?.callFrame;
        if (!caller) continue;
        const key = `${functionName} from ${caller.functionName || '(anonymous)'}  ${short(caller.url)}:${caller.lineNumber + 1}:${caller.columnNumber + 1}`;
        nativeCallers.set(key, (nativeCallers.get(key) ?? 0) + (selfUs.get(node.id) ?? 0));
      }
      console.log(
        `${path}: ${ms(busy)} ms busy on the main thread at ${SLOWDOWN}x (${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled)`,
      );
      console.log('  by script:');
      for (const [script, us] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`  ${ms(us)} ms  ${script}`);
      console.log('  browser functions by caller:');
      for (const [key, us] of [...nativeCallers].sort((a, b) => b[1] - a[1]).slice(0, 6))
        console.log(`  ${ms(us)} ms  ${key}`);
      console.log('  by function (self time):');
      for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
        console.log(`  ${ms(us)} ms  ${name}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
