// Measures the JavaScript of the pages people land on, on a first visit from a phone (issue 48's budgets: at most
// 170 KB gzipped until the network is idle, at most 60 KB whose request started before the largest contentful
// paint). Loads each page in Debian's Chromium, waits for network idle, and sums the gzip size (level 6) of every
// script it fetched, so the figure does not depend on how the server compressed it. A page is asked for until the
// gateway answers it drawn first, as bench:web does. Usage (with the stack running):
//   npx tsx bench/web/measure-landing.ts [http://localhost:3000] [path ...]
//   (default paths: the landing, the first property of /api/properties, /search?location=Martil)
//   MEASURE_LIST=1 lists every script of every page.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_PHONE } from '../../scripts/chromium';
import { untilDrawn } from '../../scripts/drawn';

const BUDGET_KB = { networkIdle: 170, beforeLcp: 60 };

interface Script {
  path: string;
  gz: number;
  /** When its request started, ms from the navigation start (resource timing). */
  startedAt: number;
}

async function measure(browser: Browser, url: string) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const page = await context.newPage();
  const bodies: Array<Promise<{ url: string; gz: number }>> = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(res.url())) return;
    // Chromium hands back the decoded body; gzip it again at the usual server level to get the wire size.
    bodies.push(
      res.body().then(
        (b) => ({ url: res.url(), gz: gzipSync(b, { level: 6 }).length }),
        () => ({ url: res.url(), gz: 0 }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = (await page.evaluate(`new Promise((resolve) => {
    const starts = {};
    for (const entry of performance.getEntriesByType('resource')) starts[entry.name] = entry.startTime;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve({ lcp: entries.length ? entries[entries.length - 1].startTime : Infinity, starts });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ lcp: Infinity, starts }), 1000);
  })`)) as { lcp: number; starts: Record<string, number> };
  const scripts: Script[] = (await Promise.all(bodies)).map(({ url: scriptUrl, gz }) => ({
    path: new URL(scriptUrl).pathname,
    gz,
    startedAt: timing.starts[scriptUrl] ?? Infinity,
  }));
  await context.close();
  return { lcp: timing.lcp, scripts: scripts.sort((a, b) => b.gz - a.gz) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const base = (process.argv[2] || 'http://localhost:3000').replace(/\/$/, '');
  let paths = process.argv.slice(3);
  if (!paths.length) {
    const answer = (await (await fetch(`${base}/api/properties?limit=1`)).json()) as Array<{ id: string }>;
    paths = ['/', `/property/${answer[0]!.id}`, '/search?location=Martil'];
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let over = false;
  try {
    console.log(
      `${'page'.padEnd(40)}${'idle KB'.padStart(9)}${'<LCP KB'.padStart(9)}${'files'.padStart(7)}${'LCP ms'.padStart(8)}`,
    );
    for (const path of paths) {
      const drawn = await untilDrawn(`${base}${path}`);
      const { lcp, scripts } = await measure(browser, `${base}${path}`);
      const total = scripts.reduce((sum, s) => sum + s.gz, 0);
      const beforeLcp = scripts.filter((s) => s.startedAt <= lcp).reduce((sum, s) => sum + s.gz, 0);
      const idleOk = total / 1024 <= BUDGET_KB.networkIdle;
      const lcpOk = beforeLcp / 1024 <= BUDGET_KB.beforeLcp;
      if (!idleOk || !lcpOk) over = true;
      console.log(
        `${`${path}${drawn ? '' : ' (not drawn)'}`.slice(0, 39).padEnd(40)}${`${kb(total)}${idleOk ? '' : '!'}`.padStart(9)}${`${kb(beforeLcp)}${lcpOk ? '' : '!'}`.padStart(9)}${String(scripts.length).padStart(7)}${lcp.toFixed(0).padStart(8)}`,
      );
      if (process.env.MEASURE_LIST)
        for (const s of scripts)
          console.log(`  ${kb(s.gz).padStart(7)} KB  ${s.startedAt <= lcp ? '<LCP' : '    '}  ${s.path}`);
    }
    console.log(
      `budget: ${BUDGET_KB.networkIdle} KB gzipped until network idle, ${BUDGET_KB.beforeLcp} KB before LCP; ! marks over`,
    );
  } finally {
    await browser.close();
  }
  if (over) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
