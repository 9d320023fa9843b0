// How fast the product answers a tap or a key on a phone: Interaction to Next Paint (INP, the Core Web Vital that
// replaced FID) of the interactions guests make most, as Google's `web-vitals` library reads it in the page, in
// Debian's Chromium through Playwright with the CPU slowed to the calibrated phone (CDP
// Emulation.setCPUThrottlingRate; the factor bench:web calibrates from Lighthouse's CPU benchmark index, read here
// from short Lighthouse runs of the control page). Each interaction runs on a fresh load of its page
// (first visit, phone screen), once the app has the page and the network is idle, RUNS times, alternating with the
// others; a control interaction (a button on a page with nothing else that toggles a class, bench/web/control.ts)
// runs alike and is the floor of this machine's reading.
// Budget (issue 48): each interaction's median INP <= 200 ms and within 100 ms of the control's median.
// Interactions: opening the date picker (the landing's search bar), typing a destination (four letters into the
// landing's search box: INP is the slowest of the key presses), opening the filters (a search), opening the
// booking dialog (a property with dates, signed in as the demo student), sending a message (Enter in an open
// thread, signed in as the demo student).
// Run: npm run bench:interactions       (first builds what is missing or stale, the way `npm start` does)
//      BENCH_INTERACTIONS_RUNS=5 (the default), BENCH_WEB_URL=http://localhost:3000 measures a running product
//      (with a raised MESSAGE_RATE_LIMIT), BENCH_CPU_SLOWDOWN=<n> sets the factor instead of calibrating it.
// The Event Timing API reports no interaction under 16 ms: such a run prints "<16" and counts as 16.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DRAWN_ATTRIBUTE } from '@stays/contracts';
import { RAISED_THROTTLES } from '../../integration/fixtures/client';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_PHONE } from '../../scripts/chromium';
import { untilDrawn } from '../../scripts/drawn';
import { buildFrontends } from '../../scripts/frontends';
import { startStack } from '../../scripts/stack';
import { median } from '../median';
import { cpuSlowdownFor, measureBenchmarkIndex } from '../web/calibration';
import { startControlPage } from '../web/control';

const RUNS = Number(process.env.BENCH_INTERACTIONS_RUNS ?? 5);
const BUDGET = { inpMs: 200, overControlMs: 100 };
/** What the Event Timing API can see: a shorter interaction is not reported. */
const FLOOR_MS = 16;

// The package's UMD build: in a page with no module loader it sets the global `webVitals`.
const WEB_VITALS = readFileSync(require.resolve('web-vitals'), 'utf8');
/** In the page before its own scripts: every INP change of the page, kept for the benchmark to read. */
const INP_RECORDER = `window.__benchInp = [];
webVitals.onINP(function (metric) {
  var entry = metric.entries[0];
  window.__benchInp.push({ value: metric.value, type: entry ? entry.name : '' });
}, { reportAllChanges: true, durationThreshold: ${FLOOR_MS} });`;

interface Interaction {
  name: string;
  /** The page the interaction starts on (a path of the product, or the control's address). */
  url: string;
  signedIn: boolean;
  /** Performs the interaction and waits until what it opens or sends is on the screen. */
  act(page: Page): Promise<void>;
}

/** Waits until React owns the page's main content (a drawn page is the app's only once hydrated). */
async function untilTheAppHasThePage(page: Page) {
  await page.waitForFunction(
    (drawn) => {
      const main = document.querySelector('#main');
      if (!main) return false;
      const root = document.getElementById('root');
      if (!root?.hasAttribute(drawn)) return true;
      return Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    DRAWN_ATTRIBUTE,
    { timeout: 60_000, polling: 100 },
  );
}

async function runOnce(context: BrowserContext, interaction: Interaction, slowdown: number): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(interaction.url, { waitUntil: 'load', timeout: 60_000 });
    if (!interaction.url.includes('/interaction')) await untilTheAppHasThePage(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.evaluate('window.__benchInp.length = 0');
    await interaction.act(page);
    // The next paint after the last input, and web-vitals' report of it.
    await page.waitForTimeout(500);
    const reports = (await page.evaluate('window.__benchInp')) as Array<{ value: number }>;
    return Math.max(FLOOR_MS, ...reports.map((report) => report.value));
  } finally {
    await page.close();
  }
}

async function main() {
  const root = path.resolve(__dirname, '../..');
  const external = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
  if (!external) {
    const failed = await buildFrontends(root);
    if (failed.some((name) => name === 'shell' || name === 'mfe_listings'))
      throw new Error(`building ${failed.join(', ')} failed`);
    if (failed.length) console.warn(`building ${failed.join(', ')} failed: measuring without`);
  }
  const stack = external
    ? null
    : await startStack({ port: 0, inMemory: true, log: () => {}, env: { ...RAISED_THROTTLES } });
  const base = external ?? stack!.url.replace(/\/$/, '');
  const control = await startControlPage();
  const index = await measureBenchmarkIndex(control.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const slowdown = process.env.BENCH_CPU_SLOWDOWN
      ? Number(process.env.BENCH_CPU_SLOWDOWN)
      : cpuSlowdownFor(index);

    // The demo student, signed in through the API; a thread with the host of an approved property, and its dates.
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student@stays.test', password: 'student123' }),
    });
    const token = /token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (login.status !== 200 || !token) throw new Error(`the demo student cannot sign in: ${login.status}`);
    const cookie = `token=${token}`;
    // What the app keeps of a sign-in (SPEC 3's storage keys), so that it starts as the signed-in student.
    const user = await (await fetch(`${base}/api/user`, { headers: { cookie } })).json();
    const signedInStorage = `if (location.origin === ${JSON.stringify(new URL(base).origin)}) {
      localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});
      localStorage.setItem('isAuthenticated', 'true');
    }`;
    const [property] = (await (await fetch(`${base}/api/properties?limit=1`)).json()) as Array<{
      id: string;
    }>;
    if (!property) throw new Error('no approved property');
    const thread = (await (
      await fetch(`${base}/api/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ propertyId: property.id, message: 'Hello! Is parking included?' }),
      })
    ).json()) as { id?: string };
    if (!thread.id) throw new Error('the demo student cannot start a conversation');
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

    const interactions: Interaction[] = [
      {
        name: 'control: toggle a class',
        url: control.interactionUrl,
        signedIn: false,
        act: async (page) => {
          await page.locator('#toggle').click();
          await page.locator('#toggle.on').waitFor();
        },
      },
      {
        name: 'open the date picker',
        url: `${base}/`,
        signedIn: false,
        act: async (page) => {
          await page.locator('form[role="search"] button[aria-haspopup="dialog"]').first().click();
          await page.getByRole('dialog').waitFor();
        },
      },
      {
        name: 'type a destination',
        url: `${base}/`,
        signedIn: false,
        act: async (page) => {
          const where = page.locator('form[role="search"] input[name="location"]');
          await where.pressSequentially('Mart', { delay: 150 });
          await page.locator('form[role="search"]').getByRole('option').first().waitFor();
        },
      },
      {
        name: 'open the filters',
        url: `${base}/search?location=Martil`,
        signedIn: false,
        act: async (page) => {
          await page.getByRole('button', { name: /^Filters/ }).click();
          await page.getByRole('dialog', { name: 'Filters' }).waitFor();
        },
      },
      {
        name: 'open the booking dialog',
        url: `${base}/property/${property.id}?checkIn=${day(400)}&checkOut=${day(403)}&guests=1`,
        signedIn: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'Book Now' }).locator('visible=true').first().click();
          await page.getByRole('dialog', { name: /^Book / }).waitFor();
        },
      },
      {
        name: 'send a message',
        url: `${base}/inbox/${thread.id}`,
        signedIn: true,
        act: async (page) => {
          const box = page.getByRole('textbox', { name: 'Your message' });
          const text = `Arriving at ${Date.now()}`;
          await box.fill(text);
          await box.press('Enter');
          await page
            .getByLabel(/^Conversation with /)
            .getByText(text)
            .first()
            .waitFor();
        },
      },
    ];
    const contextFor = async (signedIn: boolean) => {
      const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, locale: 'en-US' });
      await context.addInitScript({ content: `${WEB_VITALS}\n${INP_RECORDER}` });
      if (signedIn) {
        await context.addCookies([{ name: 'token', value: token, url: base }]);
        await context.addInitScript({ content: signedInStorage });
      }
      return context;
    };
    // The public pages are drawn by the gateway for their first visitor: ask until they are.
    for (const interaction of interactions)
      if (!interaction.signedIn && interaction.url.startsWith(base)) await untilDrawn(interaction.url);

    console.log(
      `interactions benchmark: INP (web-vitals) on Debian's Chromium, phone screen, CPU index ${index.toFixed(0)}, CPU slowed ${slowdown.toFixed(1)}x, ${RUNS} runs each, alternating, ${base}`,
    );
    const results = new Map<Interaction, number[]>(interactions.map((i) => [i, []]));
    for (let run = 0; run < RUNS; run++)
      for (const interaction of interactions) {
        // A fresh context each run: a first visit, nothing cached.
        const context = await contextFor(interaction.signedIn);
        try {
          results.get(interaction)!.push(await runOnce(context, interaction, slowdown));
        } catch (error) {
          throw new Error(`${interaction.name}, run ${run + 1}: ${(error as Error).message}`);
        } finally {
          await context.close();
        }
      }
    const controlMedian = median(results.get(interactions[0]!)!);
    const shown = (ms: number) => (ms <= FLOOR_MS ? `<${FLOOR_MS}` : ms.toFixed(0));
    console.log(`${'interaction'.padEnd(28)}${'INP ms'.padStart(8)}${'vs control'.padStart(12)}  runs`);
    console.log(
      `${'budget'.padEnd(28)}${`<=${BUDGET.inpMs}`.padStart(8)}${`<=+${BUDGET.overControlMs}`.padStart(12)}`,
    );
    let over = false;
    for (const interaction of interactions) {
      const runs = results.get(interaction)!;
      const inp = median(runs);
      const isControl = interaction === interactions[0];
      const okInp = inp <= BUDGET.inpMs;
      const okControl = isControl || inp - controlMedian <= BUDGET.overControlMs;
      if (!okInp || !okControl) over = true;
      const delta = inp - controlMedian;
      console.log(
        `${interaction.name.padEnd(28)}${`${shown(inp)}${okInp ? '' : '!'}`.padStart(8)}${(isControl ? '' : `${delta >= 0 ? '+' : ''}${delta.toFixed(0)}${okControl ? '' : '!'}`).padStart(12)}  ${runs.map(shown).join(', ')}`,
      );
    }
    console.log(
      `! marks a median over its budget (<= ${BUDGET.inpMs} ms, within ${BUDGET.overControlMs} ms of the control): ${over ? 'OVER' : 'ok'}`,
    );
    if (over) process.exitCode = 1;
  } finally {
    await browser.close();
    await control.close();
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
