import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DRAWN_ATTRIBUTE } from '@stays/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** In the page: whether React owns every element `selector` matches, and there is one. */
export function ownedByReact(selector: string): boolean {
  const elements = Array.from(document.querySelectorAll(selector));
  // React keeps its fiber on each element it renders or hydrates, under a key of this prefix.
  return (
    elements.length > 0 &&
    elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  );
}

/** Waits until React owns every element `selector` matches in the page (hydrated, or rendered by the app). */
export async function untilReactOwns(page: Page, selector: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(ownedByReact, selector, { timeout, polling: 50 });
}

/**
 * A public page comes drawn by the gateway, and the app hydrates it a moment later: what a test does next (type,
 * click a button) is meant for the app. Until the page's content is React's, it is the drawing, whose buttons do
 * nothing yet. Waits for that (at most 15 s; a page the app drew itself at once).
 */
/** #root while it holds the page the gateway drew. */
export const DRAWN_ROOT_SELECTOR = `#root[${DRAWN_ATTRIBUTE}]`;

export async function untilAppHasThePage(page: Page): Promise<void> {
  if (!(await page.locator(DRAWN_ROOT_SELECTOR).count())) return;
  await untilReactOwns(page, '#main, #main *', 15_000).catch(() => undefined); // the test's own steps then say what is missing
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

/**
 * Signs a context in as the account of the session `cookie` (`token=...`): the cookie, and the stored user the
 * sign-in page would keep (SPEC 3's storage keys), with the reader's `language` when given. A page that already
 * keeps a user (it signed in or out itself) is left as it is.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  cookie: string,
  language?: string,
): Promise<void> {
  const user: unknown = await (await fetch(`${baseUrl}/api/user`, { headers: { cookie } })).json();
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }]);
  await context.addInitScript(
    ({ stored, reader }) => {
      if (window.localStorage.getItem('user')) return;
      window.localStorage.setItem('user', JSON.stringify(stored));
      window.localStorage.setItem('isAuthenticated', 'true');
      if (reader) window.localStorage.setItem('language', reader);
    },
    { stored: user, reader: language ?? null },
  );
}
