import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A public page comes drawn by the gateway, and the app hydrates it a moment later: what a test does next (type,
 * click a button) is meant for the app. Until the page's content is React's, it is the drawing, whose buttons do
 * nothing yet. Waits for that (at most 15 s; a page the app drew itself at once).
 */
export async function untilAppHasThePage(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root?.hasAttribute('data-drawn')) return true;
        const content = document.querySelectorAll('#main, #main *');
        // React keeps its fiber on each element it renders or hydrates, under a key of this prefix.
        return (
          content.length > 0 &&
          Array.from(content).every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber')),
          )
        );
      },
      undefined,
      { timeout: 15_000, polling: 50 },
    )
    .catch(() => undefined); // the test's own steps then say what is missing
}

/** Every page of every context: a navigation that waits for `load` also waits until the app has the page. */
function waitingForTheApp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', (page) => {
      const goto = page.goto.bind(page);
      page.goto = async (url, gotoOptions) => {
        const response = await goto(url, gotoOptions);
        if ((gotoOptions?.waitUntil ?? 'load') === 'load') await untilAppHasThePage(page);
        return response;
      };
    });
    return context;
  };
  return browser;
}

export async function launchBrowser(): Promise<Browser> {
  return waitingForTheApp(
    await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }),
  );
}

export function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'en-US' });
}
