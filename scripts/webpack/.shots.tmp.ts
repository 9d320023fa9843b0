import { chromium } from 'playwright-core';
const base = process.argv[2] || 'http://localhost:3000';
const paths = (process.argv[3] || '/').split(',');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  for (const [label, vp] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
    const ctx = await browser.newContext({ viewport: vp, deviceScaleFactor: 1, isMobile: label === 'phone' });
    if (process.env.LANG_CHOICE) await ctx.addInitScript((l) => localStorage.setItem('language', l), process.env.LANG_CHOICE);
    const page = await ctx.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(`[${label} console]`, m.text().slice(0, 300)));
    page.on('pageerror', (e) => console.log(`[${label} pageerror]`, e.message));
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const name = `/tmp/shots/${process.env.LANG_CHOICE ?? ""}${label}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await ctx.close();
  }
  await browser.close();
})();
