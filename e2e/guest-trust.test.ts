// Issue 30, the guest's side, in a browser: the booking dialog's calendar keeps every chosen day readable
// (axe's color-contrast, the check-out day tapped on a touch phone as well as clicked on a desktop, English and
// Arabic), and a 2,001-character message is refused in words with a counter instead of replacing the page with
// the error screen. Screenshots of each state go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE, signInContext } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

const VIEWPORTS = [
  ['desktop', DESKTOP, false],
  ['phone', PHONE, true],
] as const;

/** A YYYY-MM-DD day of a month about a year ahead, so the seeded stays never take it. */
function aheadDay(day: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear() + 1, now.getMonth() + 2, day);
  const m = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${String(day).padStart(2, '0')}`;
}
const dataDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toDateString();
};

describe('guest trust: the booking dialog (issue 30 #1 and #4)', () => {
  const suite = withStackAndBrowser();
  const { api, signIn } = apiAs(() => suite.stack.url);

  async function propertyId(): Promise<string> {
    const hostCookie = await signIn('host@stays.test', 'host123');
    const host = (await api<{ id: string }>('GET', '/api/user', undefined, hostCookie)).json;
    const listed = (
      await api<Array<{ id: string; status: string }>>(
        'GET',
        `/api/properties/host/${host.id}`,
        undefined,
        hostCookie,
      )
    ).json.filter((p) => p.status === 'approved');
    return listed[0]!.id;
  }

  /** A signed-in guest's page in the given language, on a touch phone or a desktop. */
  async function guestPage(
    browser: Browser,
    viewport: { width: number; height: number },
    touch: boolean,
    language: 'en' | 'ar',
  ): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const cookie = await signIn('student@stays.test', 'student123');
    const context = await browser.newContext({
      baseURL: suite.stack.url,
      viewport,
      locale: 'en-US',
      hasTouch: touch,
      isMobile: touch,
    });
    await signInContext(context, suite.stack.url, cookie, language);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return { page, errors, close: () => context.close() };
  }

  for (const [label, viewport, touch] of VIEWPORTS) {
    for (const language of ['en', 'ar'] as const) {
      it(
        `keeps every calendar state readable and accessible (${label}, ${language})`,
        { timeout: 120_000 },
        async () => {
          const id = await propertyId();
          const checkIn = aheadDay(3);
          const checkOut = aheadDay(6);
          const { page, close } = await guestPage(suite.browser, viewport, touch, language);
          await page.goto(`/property/${id}?checkIn=${checkIn}&guests=1&dialog=book`);
          const dialog = page.getByRole('dialog');
          const checkInDay = dialog.locator(`button[data-day="${dataDay(checkIn)}"]`);
          await checkInDay.waitFor({ timeout: 30_000 });
          assert.notEqual(await checkInDay.getAttribute('data-selected'), null);

          // State 1: only the check-in chosen.
          await keepScreenshot(page, `guest-calendar-checkin-${language}-${label}`);
          await expectAccessible(page, `booking dialog, check-in chosen (${label}, ${language})`);

          // State 2: the check-out tapped on the phone (the touch screen keeps :hover on it), clicked on the desktop.
          const checkOutDay = dialog.locator(`button[data-day="${dataDay(checkOut)}"]`);
          if (touch) await checkOutDay.tap();
          else await checkOutDay.click();
          await dialog.locator(`button[data-day="${dataDay(checkOut)}"][data-selected]`).waitFor();
          const colours = await checkOutDay.evaluate((el) => {
            const style = getComputedStyle(el);
            return { color: style.color, background: style.backgroundColor };
          });
          // White text needs the teal behind it, never the cream of a hover.
          assert.notEqual(colours.background, 'rgb(250, 244, 234)', JSON.stringify(colours));
          await keepScreenshot(page, `guest-calendar-range-${language}-${label}`);
          await expectAccessible(page, `booking dialog, range chosen (${label}, ${language})`);
          await close();
        },
      );
    }

    for (const language of ['en', 'ar'] as const) {
      it(
        `shows counted figures, corrects past dates and opens every photo full screen (${label}, ${language})`,
        { timeout: 120_000 },
        async () => {
          const id = await propertyId();
          const { page, close } = await guestPage(suite.browser, viewport, touch, language);
          await page.goto('/');
          const stats = page.getByTestId('platform-stats');
          await stats.locator('li strong').first().waitFor({ timeout: 30_000 });
          assert.doesNotMatch((await stats.textContent()) ?? '', /500\+|10k\+|24\/7/);
          await stats.scrollIntoViewIfNeeded();
          await keepScreenshot(page, `guest-landing-stats-${language}-${label}`);

          await page.goto('/search?location=Martil&checkIn=2020-01-01&checkOut=2020-01-03&guests=1');
          await page.getByTestId('dates-corrected').waitFor({ timeout: 30_000 });
          await page.waitForURL((url) => !url.search.includes('checkIn'));
          await keepScreenshot(page, `guest-search-dates-corrected-${language}-${label}`);
          await expectAccessible(page, `search with corrected dates (${label}, ${language})`);

          await page.goto(`/property/${id}`);
          const first = page.getByTestId('gallery').getByRole('button').first();
          await first.waitFor({ timeout: 30_000 });
          if (touch) await first.tap();
          else await first.click();
          const viewer = page.getByTestId('photo-viewer');
          await viewer.waitFor();
          await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
          await page
            .getByRole('dialog')
            .getByText(/^2 \/ \d+$/)
            .waitFor();
          await keepScreenshot(page, `guest-photo-viewer-${language}-${label}`);
          await expectAccessible(page, `photo viewer (${label}, ${language})`);
          await page.keyboard.press('Escape');
          await viewer.waitFor({ state: 'detached' });
          await close();
        },
      );
    }

    it(
      `refuses a 2,001-character message in words, keeps it and shows no error screen (${label})`,
      { timeout: 120_000 },
      async () => {
        const id = await propertyId();
        const { page, errors, close } = await guestPage(suite.browser, viewport, touch, 'en');
        await page.goto(
          `/property/${id}?checkIn=${aheadDay(10)}&checkOut=${aheadDay(12)}&guests=1&dialog=book`,
        );
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Service fee', { exact: true }).waitFor({ timeout: 30_000 });
        const message = 'x'.repeat(2001);
        await dialog.getByLabel('Message to the host (optional)').fill(message);
        await dialog.getByText('2,001 / 2,000: 1 character too many').waitFor();
        await dialog.getByRole('button', { name: 'Request to Book' }).click();
        await dialog.getByText('Keep it to 2,000 characters or fewer').waitFor();
        assert.equal(await dialog.getByLabel('Message to the host (optional)').inputValue(), message);
        assert.equal(await page.getByText('could not load').count(), 0);
        await keepScreenshot(page, `guest-booking-long-message-${label}`);
        await expectAccessible(page, `booking dialog, message too long (${label})`);
        assert.deepEqual(
          errors.filter((e) => /formatjs|An id must be provided|failed/i.test(e)),
          [],
        );
        await close();
      },
    );
  }
});
