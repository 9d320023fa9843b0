// Measures the landing page's JavaScript on a first visit from a phone (DESIGN.md budget: at most 170 KB
// gzipped until the network is idle). Loads the page in Debian's Chromium, waits for network idle, and sums
// the gzip size of every script it fetched. Usage (with the stack or scripts/webpack/preview.js running):
//   npx tsx scripts/webpack/measure-landing.ts [http://localhost:3000/]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

const url = process.argv[2] || 'http://localhost:3199/';
const BUDGET_KB = 170;

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts: Array<{ url: string; bytes: Promise<number> }> = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(res.url())) return;
    // Chromium hands back the decoded body; gzip it again at the usual server level to get the wire size.
    scripts.push({
      url: res.url(),
      bytes: res.body().then(
        (b) => gzipSync(b, { level: 6 }).length,
        () => 0,
      ),
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const rows = await Promise.all(
    scripts.map(async (s) => ({ url: new URL(s.url).pathname, gz: await s.bytes })),
  );
  rows.sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((sum, r) => sum + r.gz, 0);
  for (const r of rows) console.log(`${(r.gz / 1024).toFixed(1).padStart(7)} KB  ${r.url}`);
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS, ${rows.length} files (budget ${BUDGET_KB} KB)`,
  );
  await browser.close();
  if (total / 1024 > BUDGET_KB) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
