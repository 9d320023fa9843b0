import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'en-US' });
}
