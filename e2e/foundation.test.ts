import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * Another origin serving one remote's files, as a CDN that REMOTE_<NAME>_URL points to: it passes requests for
 * `/remotes/<name>/` to the gateway until `missing` is set, then answers every file 404.
 */
async function remoteOrigin(name: string, upstream: () => string) {
  const state = { missing: false, refused: [] as string[] };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    // The shell fetches the manifest from the page's origin: a CDN allows that with CORS.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (state.missing || !url.startsWith(`/remotes/${name}/`)) {
      state.refused.push(url);
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    fetch(`${upstream()}${url}`).then(
      async (answer) => {
        res.writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
          'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    manifestUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/${name}/mf-manifest.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('foundation: landing and property pages from the database', () => {
  // mfe_host is served from another origin for this file, so its files can really go missing on the server.
  let hostFiles: Awaited<ReturnType<typeof remoteOrigin>>;
  before(async () => {
    hostFiles = await remoteOrigin('host', () => suite.stack.url);
  });
  after(() => hostFiles.close());
  const suite = withStackAndBrowser({ env: () => ({ REMOTE_HOST_URL: hostFiles.manifestUrl }) });

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

  it("shows Retry where a remote's files are missing on its server, the rest works, Retry recovers (phone)", async () => {
    const context = await newContext(suite.browser, suite.stack.url, PHONE);
    const page = await context.newPage();
    hostFiles.state.missing = true;
    hostFiles.state.refused.length = 0;
    try {
      await page.goto('/hosts');
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      await page.getByRole('heading', { name: 'This part of Stays could not load' }).waitFor();
      assert.ok(
        hostFiles.state.refused.some((url) => url.endsWith('/mf-manifest.json')),
        `the browser asked the remote's origin and got 404s: ${hostFiles.state.refused.join(', ')}`,
      );
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Stays, home' }).waitFor();
      await keepScreenshot(page, 'remote-missing-en-phone');

      // The shell around it still works: the language switch, in Arabic right to left.
      await header.getByRole('combobox').selectOption('ar');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
      await keepScreenshot(page, 'remote-missing-ar-phone');
      await header.getByRole('combobox').selectOption('en');
      await retry.waitFor();

      // Its navigation reaches another remote's route, which works.
      await header.getByRole('button', { name: 'Menu' }).click();
      await header.getByRole('link', { name: 'Home', exact: true }).click();
      await page.getByText(/^\d+ verified stays$/).waitFor();
      assert.equal(await retry.count(), 0);

      // Another route of the missing remote shows Retry too; once the files are back, Retry brings the page.
      await header.getByRole('button', { name: 'Menu' }).click();
      await header.getByRole('link', { name: 'Become a Host', exact: true }).click();
      await retry.waitFor();
      hostFiles.state.missing = false;
      await retry.click();
      await page.getByRole('heading', { name: 'Become a Host' }).first().waitFor();
      assert.equal(await retry.count(), 0);
    } finally {
      hostFiles.state.missing = false;
      await context.close();
    }
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
