// What the app does on a drawn page after it has painted: each React commit (when, how many components rendered,
// how many were new) and each request that is not a script or an image. A page whose answers travel with its first
// view asks nothing after load, and hydrates its components about once.
// React's production build tells a DevTools hook about every commit; this script installs a small one.
// Run: BENCH_WEB_URL=http://localhost:3000 npx tsx bench/web/afterLoad.ts [path ...]   (default: the three pages
//      bench:web measures; BENCH_WEB_WAIT_MS, default 6000, how long to watch each page)
import { chromium } from 'playwright-core';
import { DRAWN_ATTRIBUTE } from '@stays/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_PHONE } from '../../scripts/chromium';

interface Commit {
  at: number;
  rendered: number;
  mounted: number;
}

/** Counts, per commit, the fibers whose props or state changed since the last commit (or that are new). */
const DEVTOOLS_HOOK = `
window.__benchCommits = [];
var seen = new WeakMap();
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, isDisabled: false, renderers: new Map(),
  inject: function () { return 1; }, checkDCE: function () {}, onScheduleFiberRoot: function () {},
  onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
  onCommitFiberRoot: function (id, root) {
    var rendered = 0, mounted = 0;
    (function walk(fiber) {
      for (; fiber; fiber = fiber.sibling) {
        var last = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
        if (!last) { mounted++; rendered++; }
        else if (last.props !== fiber.memoizedProps || last.state !== fiber.memoizedState) rendered++;
        seen.set(fiber, { props: fiber.memoizedProps, state: fiber.memoizedState });
        if (fiber.child) walk(fiber.child);
      }
    })(root.current.child);
    window.__benchCommits.push({ at: Math.round(performance.now()), rendered: rendered, mounted: mounted });
  },
};`;

const base = process.env.BENCH_WEB_URL ?? 'http://localhost:3000';
const waitMs = Number(process.env.BENCH_WEB_WAIT_MS ?? 6000);

async function firstPropertyPath(): Promise<string> {
  const answer = (await (await fetch(`${base}/api/properties?limit=1`)).json()) as Array<{ id: string }>;
  return `/property/${answer[0]!.id}`;
}

async function main() {
  const paths = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/', await firstPropertyPath(), '/search?location=Martil'];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const path of paths) {
      const context = await browser.newContext(LIGHTHOUSE_PHONE);
      // The gateway draws a page it has been asked for once; ask, as bench:web does before each run.
      await (await fetch(`${base}${path}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await context.addInitScript({ content: DEVTOOLS_HOOK });
      const page = await context.newPage();
      const started = Date.now();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (['script', 'image', 'document', 'font', 'stylesheet'].includes(request.resourceType())) return;
        const body = request.postDataJSON() as { operationName?: string } | null;
        const what = body?.operationName ? ` ${body.operationName}` : '';
        requests.push(
          `${Date.now() - started} ms ${request.method()} ${new URL(request.url()).pathname}${what}`,
        );
      });
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(waitMs);
      const commits = (await page.evaluate('window.__benchCommits')) as Commit[];
      const drawn = (await page.evaluate(
        `document.getElementById('root')?.hasAttribute('${DRAWN_ATTRIBUTE}') === true`,
      )) as boolean;
      console.log(`${path}: ${drawn ? 'drawn by the gateway' : 'no first view'}, ${commits.length} commits`);
      for (const commit of commits)
        console.log(`  commit @${commit.at} ms: ${commit.rendered} rendered, ${commit.mounted} new`);
      console.log(`  requests besides scripts and images: ${requests.length ? '' : 'none'}`);
      for (const request of requests) console.log(`    ${request}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
