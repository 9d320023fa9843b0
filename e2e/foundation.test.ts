import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, PHONE, DESKTOP } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { withStackAndBrowser } from './support/suite';

/** The landing's 'N verified stays', once it shows. */
async function verifiedStaysCount(page: Page): Promise<number> {
  const count = page.getByText(/^\d+ verified stays$/);
  await count.waitFor();
  return Number((await count.textContent())!.split(' ')[0]);
}

describe('foundation: landing and property pages from the database', () => {
  const suite = withStackAndBrowser();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows seeded verified stays and opens a property page (${label})`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      await page.goto('/');
      const shown = await verifiedStaysCount(page);
      assert.ok(shown >= 24, `expected at least 24 seeded stays, saw ${shown}`);

      const api = await (await fetch(`${suite.stack.url}/api/properties?status=approved`)).json();
      assert.equal(shown, api.length, 'the count on the page is the number of approved properties');

      const firstTitle = api[0].title as string;
      await page.getByText(firstTitle, { exact: true }).first().waitFor();
      await keepScreenshot(page, `landing-${label}`);

      await page.getByText(firstTitle, { exact: true }).first().click();
      await page.waitForURL(`**/property/${api[0].id}`);
      await page.getByRole('heading', { name: firstTitle }).waitFor();
      if (api[0].host?.firstName) await page.getByText(api[0].host.firstName).first().waitFor();
      await keepScreenshot(page, `property-${label}`);
      await context.close();
    });

    it(`loads the verified stays a page at a time: 'Load More Stays' brings the rest (${label})`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      await page.goto('/');
      const total = await verifiedStaysCount(page);
      // The 'All verified stays' grid (the featured stays above it have cards of their own).
      const cards = page.locator('#all-stays').getByTestId('property-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 24, 'the first page holds 24 cards');
      const more = page.getByRole('button', { name: 'Load More Stays' });
      await more.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await keepScreenshot(page, `landing-load-more-${label}`);
      await more.click();
      await page.waitForFunction(
        (expected) =>
          document.querySelectorAll('#all-stays [data-testid="property-card"]').length === expected,
        total,
      );
      assert.equal(await more.count(), 0, 'no Load More once every stay is shown');
      await context.close();
    });

    it(`shows the server's search results for a location and a guest count (${label})`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      await page.goto('/search?location=martil&checkIn=&checkOut=&guests=2');
      await page.getByRole('heading', { name: 'Search Results' }).waitFor();
      const cards = page.getByTestId('property-card');
      await cards.first().waitFor();
      const api = (await (
        await fetch(`${suite.stack.url}/api/properties/search?location=martil&guests=2`)
      ).json()) as Array<{ title: string }>;
      assert.ok(api.length > 0, 'the seed has stays in Martil for two');
      assert.equal(await cards.count(), api.length, 'every match on one page');
      assert.equal(await cards.first().getByText(api[0]!.title, { exact: true }).count(), 1);
      await page.waitForLoadState('networkidle');
      await keepScreenshot(page, `search-${label}`);
      await context.close();
    });
  }

  it('shows Property Not Found for an unknown id', async () => {
    const context = await newContext(suite.browser, suite.stack.url);
    const page = await context.newPage();
    await page.goto('/property/000000000000000000000000');
    await page.getByText('Property Not Found').waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).waitFor();
    await context.close();
  });

  it('keeps the rest of the site working when one remote cannot load, and Retry recovers', async () => {
    const context = await newContext(suite.browser, suite.stack.url);
    const page = await context.newPage();
    let blocked = true;
    await page.route('**/remotes/listings/**', (route) => (blocked ? route.abort() : route.continue()));

    await page.goto('/');
    const retry = page.getByRole('button', { name: /retry/i });
    await retry.waitFor();
    await keepScreenshot(page, 'remote-down');

    // The shell's own pages and other remotes' routes still work.
    await page.goto('/about');
    await page.getByRole('contentinfo').waitFor();
    assert.equal(await page.getByRole('button', { name: /retry/i }).count(), 0);
    await page.goto('/totally/unknown');
    await page.getByText('404 Page Not Found').waitFor();

    await page.goto('/');
    await retry.waitFor();
    blocked = false;
    await retry.click();
    await page.getByText(/^\d+ verified stays$/).waitFor();
    await context.close();
  });

  it('reaches the owner remote for every route of the spec', async () => {
    const context = await newContext(suite.browser, suite.stack.url);
    const page = await context.newPage();
    const owners: Record<string, string> = {
      '/browse': 'listings',
      '/search?location=martil': 'listings',
      '/hosts': 'host',
      '/become-host': 'host',
      '/host-signup': 'host',
      '/host/dashboard': 'host',
      '/host/properties': 'host',
      '/host/calendar': 'host',
      '/host/analytics': 'host',
      '/host/add-property': 'host',
      '/system/staff/login': 'staff',
      '/system/admin/login': 'admin',
      '/trips': 'booking',
    };
    for (const [route, remote] of Object.entries(owners)) {
      const loaded: string[] = [];
      const listener = (req: { url(): string }) => {
        const m = /\/remotes\/([a-z]+)\//.exec(req.url());
        if (m) loaded.push(m[1]);
      };
      page.on('request', listener);
      await page.goto(route);
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      assert.ok(loaded.includes(remote), `${route} should load mfe-${remote}, loaded: ${loaded.join(', ')}`);
      assert.equal(await page.getByText('404 Page Not Found').count(), 0, `${route} is not a 404`);
    }
    await context.close();
  });
});
