import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const DIR = path.join(__dirname, '..', 'artifacts');

/** Keeps a screenshot of what the test saw, for a person to look at (e2e/artifacts/, not committed). */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
