// Issue 46's small ones (#10) that only a laid-out page shows, on a phone and a desktop, in English and Arabic:
// every chip of the search's category bar is whole on screen, none under the Filters button; every card of Manage
// Properties has the same 16:10 cover whatever its photo's shape. Screenshots go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiAs } from './support/api';
import { DESKTOP, newContext, PHONE, signInContext } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { withStackAndBrowser } from './support/suite';

// A photo taller than wide, and one much wider: the shapes a host's phone or a panorama gives.
const svg = (width: number, height: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`;
const SHAPES = [svg(300, 900, '#c96'), svg(1600, 300, '#69c'), svg(800, 500, '#9c6')];

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const WORDS = {
  en: { categories: 'Categories', instantBook: 'Instant Book', filters: 'Filters' },
  ar: { categories: 'الفئات', instantBook: 'حجز فوري', filters: 'عوامل التصفية' },
} as const;

async function openIn(page: Page, language: 'en' | 'ar', path: string) {
  await page.context().addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
}

/** The chips that the page does not show whole: off the screen's edge, clipped by the bar, or under another element. */
async function hiddenChips(page: Page, group: string): Promise<string[]> {
  return page.getByRole('group', { name: group }).evaluate((bar) => {
    const width = document.documentElement.clientWidth;
    return Array.from(bar.querySelectorAll('button'))
      .filter((chip) => {
        const box = chip.getBoundingClientRect();
        const barBox = bar.getBoundingClientRect();
        if (box.left < 0 || box.right > width || box.left < barBox.left - 1 || box.right > barBox.right + 1)
          return true;
        // Each corner (just inside) and the middle must be the chip itself, not the Filters button over it.
        const points = [
          [box.left + 3, box.top + box.height / 2],
          [box.right - 3, box.top + box.height / 2],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        return points.some(([x, y]) => !chip.contains(document.elementFromPoint(x, y)));
      })
      .map((chip) => chip.textContent ?? '');
  });
}

describe('the small ones of issue 46 #10 (browser)', { concurrency: false }, () => {
  const suite = withStackAndBrowser();
  const { signIn } = apiAs(() => suite.stack.url);

  for (const language of ['en', 'ar'] as const) {
    for (const [label, viewport] of VIEWPORTS) {
      it(`shows every category chip whole, Instant Book included (${language}, ${label})`, async () => {
        const w = WORDS[language];
        const context = await newContext(suite.browser, suite.stack.url, viewport);
        const page = await context.newPage();
        await openIn(page, language, '/search');
        const chip = page
          .getByRole('group', { name: w.categories })
          .getByRole('button', { name: w.instantBook, exact: true });
        await chip.waitFor();
        await page.getByRole('button', { name: w.filters, exact: true }).waitFor();
        assert.deepEqual(await hiddenChips(page, w.categories), []);
        await chip.scrollIntoViewIfNeeded();
        await keepScreenshot(page, `small-fixes-chips-${language}-${label}`);
        await context.close();
      });
    }
  }

  for (const language of ['en', 'ar'] as const) {
    for (const [label, viewport] of VIEWPORTS) {
      it(`gives every Manage Properties card the same 16:10 cover, whatever the photo's shape (${language}, ${label})`, async () => {
        const cookie = await signIn('host@stays.test', 'host123');
        const context = await newContext(suite.browser, suite.stack.url, viewport);
        await signInContext(context, suite.stack.url, cookie, language);
        // Each photo answered in another shape, in turn.
        let served = 0;
        await context.route('**/images/**', (route) =>
          route.fulfill({ contentType: 'image/svg+xml', body: SHAPES[served++ % SHAPES.length] }),
        );
        const page = await context.newPage();
        await page.goto('/host/properties');
        const covers = page.locator('main ul > li img');
        await covers.first().waitFor();
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('main ul > li img')).every(
            (img) => (img as HTMLImageElement).complete,
          ),
        );
        const boxes = await covers.evaluateAll((images) =>
          images.map((img) => {
            const cover = img.parentElement!.getBoundingClientRect();
            const card = img.closest('li')!.getBoundingClientRect();
            return { width: cover.width, height: cover.height, top: card.top, cardHeight: card.height };
          }),
        );
        assert.ok(boxes.length >= 3, `the host has cards (${boxes.length})`);
        assert.ok(served >= 3, 'photos of every shape were served');
        for (const box of boxes)
          assert.ok(Math.abs(box.height - (box.width * 10) / 16) <= 1.5, JSON.stringify(box));
        // Cards side by side are as tall as each other.
        const rows = new Map<number, number[]>();
        for (const box of boxes)
          rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.cardHeight]);
        for (const heights of rows.values())
          assert.ok(
            Math.max(...heights) - Math.min(...heights) <= 1.5,
            `one row, one height: ${heights.join(', ')}`,
          );
        await keepScreenshot(page, `small-fixes-manage-properties-${language}-${label}`);
        await context.close();
      });
    }
  }
});
