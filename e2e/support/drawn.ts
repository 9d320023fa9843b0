import type { Page } from 'playwright-core';
import { DRAWN_ROOT_SELECTOR, untilReactOwns } from './browser';

/** The shell's entry script (main.<hash>.js): the app starts when it runs. */
const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

/**
 * Opens a page the gateway drew with the app held back, marks the first element matching `selector` in the
 * server's markup, then lets the app start. `hydrated()` waits until React has taken that very element over (the
 * app hydrated the markup instead of drawing the page again; it fails on a timeout otherwise). A part of the page
 * below the fold hydrates only once it is reached, so `hydrated()` first brings the element into view, as a visitor
 * looking at it would (an element 14 px above the fold of a phone is out of view after a small shift); `errors` collects
 * the page's uncaught errors (React reports a hydration mismatch as one). `beforeStart` runs on the drawn page
 * just before the app is let go (a visitor already at work on it).
 */
export async function openDrawnThenStart(
  page: Page,
  path: string,
  selector: string,
  options: { beforeStart?: () => Promise<void> } = {},
) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    SHELL_ENTRY,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto(path, { waitUntil: 'commit' });
  const drawn = page.locator(`${DRAWN_ROOT_SELECTOR} ${selector}`).first();
  await drawn.waitFor();
  await drawn.evaluate((element) => element.setAttribute('data-e2e-drawn', ''));
  await options.beforeStart?.();
  release();
  return {
    errors,
    hydrated: async () => {
      await page.locator('[data-e2e-drawn]').scrollIntoViewIfNeeded();
      await untilReactOwns(page, '[data-e2e-drawn]');
    },
  };
}
