// The results map (issue 44) with every request outside the product's origin refused: a guest on a desktop
// searches Martil, sees price pins beside the list, drags the map north to Cabo Negro, presses "Search this area",
// and the list changes to the stays there (bbox in the address; Back shows the Martil results again); on a phone the
// Map button shows the same map, whose code was not loaded before. axe with the map open; screenshots in English
// and Arabic go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE, untilReactOwns } from './support/browser';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/screenshots';
import { withStackAndBrowser } from './support/suite';

const WORDS = {
  en: { searchArea: 'Search this area', map: 'Map', region: 'Map of the stays' },
  ar: { searchArea: 'ابحث في هذه المنطقة', map: 'الخريطة', region: 'خريطة أماكن الإقامة' },
} as const;

/** Refuses every request to another origin, and keeps what was refused (the test fails on any). */
async function onlyOurOrigin(context: BrowserContext, origin: string): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      refused.push(route.request().url());
      await route.abort();
    },
  );
  return refused;
}

/** The locations on the result cards. */
async function cardPlaces(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="property-card"]')
    .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
}

/** The cards once the list shows the answer to the address: none loading, none of the search before. */
async function settledCards(page: Page): Promise<string[]> {
  await page
    .locator('[data-testid="listing-results"][aria-busy="false"] [data-testid="property-card"]')
    .first()
    .waitFor({ timeout: 30_000 });
  return cardPlaces(page);
}

/** The list's answer for the next box the address gets (its request starts after the click that asks for it). */
function nextBoxAnswer(page: Page) {
  return page.waitForResponse(
    (response) => {
      const body = response.request().postData() ?? '';
      return (
        response.url().endsWith('/graphql') &&
        /"operationName":"PropertyPage"/.test(body) &&
        /"bbox"/.test(body)
      );
    },
    { timeout: 30_000 },
  );
}

/** Waits until every card shows a place matching `place` (a list that never does fails after 30 s). */
async function untilEveryCard(page: Page, place: RegExp): Promise<string[]> {
  await page.waitForFunction(
    (source) => {
      const cards = [
        ...document.querySelectorAll('[data-testid="listing-results"] [data-testid="property-card"]'),
      ];
      return cards.length > 0 && cards.every((card) => new RegExp(source).test(card.textContent ?? ''));
    },
    place.source,
    { timeout: 30_000 },
  );
  return cardPlaces(page);
}

/** The map drawn: its code loaded and the base map's first tiles painted (what a screenshot should show). */
async function mapDrawn(page: Page) {
  await page.locator('[data-map-state="ready"] .leaflet-tile-loaded').first().waitFor({ timeout: 30_000 });
}

/** One stay's pin, not a cluster: clicks a cluster (which zooms in to its stays), as a person would, until one shows. */
async function aSinglePin(page: Page) {
  const single = page.locator('.stays-map-pin:not(.stays-map-cluster)');
  for (let zoom = 0; zoom < 8 && (await single.count()) === 0; zoom += 1) {
    const cluster = await page.locator('.stays-map-cluster').first().elementHandle();
    assert.ok(cluster, 'a pin or a cluster on the map');
    await cluster.click();
    // The pins are drawn again at the new zoom: the cluster clicked is gone.
    await cluster.waitForElementState('hidden', { timeout: 30_000 });
  }
  return single.first();
}

/** The map's lazy chunks: Leaflet and the map's own code, named by the build (`leaflet.<hash>.js`, `map.<hash>.js`). */
const MAP_CHUNK = /\/(leaflet|map)\.[0-9a-f]{8}\.js$/;
const LEAFLET_CHUNK = /\/leaflet\.[0-9a-f]{8}\.js$/;

/** Every request for the map's code or its base map (style, land tiles) the page makes from now on. */
function watchMapRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (MAP_CHUNK.test(new URL(url).pathname) || /\/map\/(style|land)/.test(url)) seen.push(url);
  });
  return seen;
}

async function pinsShown(page: Page) {
  await page.locator('.stays-map-pin').first().waitFor({ state: 'visible', timeout: 30_000 });
  return page.locator('.stays-map-pin').count();
}

/** Drags the map by (dx, dy) pixels with the mouse, in steps, as a person would. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

describe('the results map, with no request leaving the origin', () => {
  const suite = withStackAndBrowser();

  for (const language of ['en', 'ar'] as const) {
    it(`desktop (${language}): Martil's pins, dragged to Cabo Negro, "Search this area" changes the list; Back restores it`, async () => {
      const words = WORDS[language];
      const context = await newContext(suite.browser, suite.stack.url, DESKTOP);
      const refused = await onlyOurOrigin(context, new URL(suite.stack.url).origin);
      const page = await context.newPage();
      const lang = language === 'ar' ? '&lang=ar' : '';
      await page.goto(`/search?location=Martil${lang}`);
      assert.ok((await pinsShown(page)) > 0, 'pins on the map');
      const region = page.getByRole('region', { name: words.region });
      await region.waitFor();
      const before = await settledCards(page);
      assert.ok(before.length > 0, 'stays listed');
      // The cards' place names are checked in English (Arabic shows them in its own script).
      const english = language === 'en';
      if (english)
        assert.ok(
          before.every((text) => /Martil/.test(text)),
          'Martil stays listed',
        );
      await mapDrawn(page);
      await keepScreenshot(page, `map-search-desktop-${language}`);
      await expectAccessible(page, `search with the map (${language})`);
      // The keyboard: Tab goes from the map to its pins; the arrow keys pan it (north, here), which offers the search.
      await region.focus();
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => document.activeElement?.classList.contains('stays-map-pin') ?? false),
        'Tab reaches a pin from the map',
      );
      await region.focus();
      await page.keyboard.press('ArrowUp');
      await page.getByRole('button', { name: words.searchArea }).waitFor({ timeout: 30_000 });
      // North to Cabo Negro: drag the map down until its stays are in the list.
      let after: string[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await dragMap(page, 0, 260);
        const button = page.getByRole('button', { name: words.searchArea });
        await button.waitFor({ timeout: 30_000 });
        const answered = nextBoxAnswer(page);
        const searched = page.url();
        await button.click();
        // A new box in the address (the button offers only a view other than the one searched), then its answer.
        await page.waitForURL((url) => url.href !== searched && url.searchParams.has('bbox'));
        await answered;
        after = await settledCards(page);
        if (after.some((text) => /Cabo Negro/.test(text))) break;
      }
      assert.ok(
        after.some((text) => /Cabo Negro/.test(text)),
        `Cabo Negro stays listed: ${after.join(' | ')}`,
      );
      assert.notDeepEqual(after, before);
      assert.equal(
        new URL(page.url()).searchParams.get('location'),
        null,
        'the box replaces the destination',
      );
      await keepScreenshot(page, `map-search-area-desktop-${language}`);
      // Back: the box before (or the Martil search itself), not the Cabo Negro list.
      for (let back = 0; back < 6 && /bbox=/.test(page.url()); back += 1) await page.goBack();
      assert.ok(
        (await untilEveryCard(page, /Martil/)).every((text) => /Martil/.test(text)),
        'Back shows Martil again',
      );
      // Each pin is a button that reads its price (Martil's stays are close: a cluster zooms in to them).
      const pin = await aSinglePin(page);
      assert.match((await pin.getAttribute('aria-label')) ?? '', /\$|US|\d/);
      assert.equal(await pin.getAttribute('role'), 'button');
      assert.deepEqual(refused, [], 'no request left the origin');
      await context.close();
    });
  }

  it('phone: the list first, no map code loaded; the Map button shows the map with the same pins', async () => {
    const context = await newContext(suite.browser, suite.stack.url, PHONE);
    const origin = new URL(suite.stack.url).origin;
    const refused = await onlyOurOrigin(context, origin);
    const page = await context.newPage();
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/map\/(style|land)/.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto('/search?location=Martil');
    await page.locator('[data-testid="property-card"]').first().waitFor();
    assert.equal(
      await page.locator('.leaflet-container').count(),
      0,
      'no map on the phone before it is asked for',
    );
    assert.deepEqual(mapRequests, [], 'no map data before the map is shown');
    // The button the gateway drew does nothing until the app has hydrated it.
    await untilReactOwns(page, '[data-testid="map-toggle"]');
    await page.getByRole('button', { name: WORDS.en.map }).click();
    assert.ok((await pinsShown(page)) > 0, 'pins on the phone map');
    await mapDrawn(page);
    await keepScreenshot(page, 'map-search-phone-en');
    await expectAccessible(page, 'phone search with the map');
    assert.deepEqual(refused, [], 'no request left the origin');
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`desktop landing (${language}): no map code before the all-stays section is near, then its pins beside the list`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, DESKTOP);
      const refused = await onlyOurOrigin(context, new URL(suite.stack.url).origin);
      const page = await context.newPage();
      const mapRequests = watchMapRequests(page);
      await page.goto(language === 'ar' ? '/?lang=ar' : '/');
      await page.locator('[data-testid="property-card"]').first().waitFor();
      assert.deepEqual(mapRequests, [], "no map code or data in the landing's first load");
      const section = page.locator('#all-stays');
      await section.scrollIntoViewIfNeeded();
      assert.ok((await pinsShown(page)) > 0, 'pins beside the all-stays list');
      assert.ok(
        mapRequests.some((url) => LEAFLET_CHUNK.test(new URL(url).pathname)),
        'Leaflet loads once the section is near',
      );
      // A card under the pointer lights its pin.
      const card = section.locator('[data-testid="property-card"]').first();
      const id = decodeURIComponent(
        ((await card.locator('a[href^="/property/"]').first().getAttribute('href')) ?? '')
          .slice('/property/'.length)
          .split('?')[0]!,
      );
      await card.hover();
      const lit = section.locator('.stays-map-pin.is-active');
      await lit.first().waitFor({ timeout: 30_000 });
      assert.match(
        `${await lit.first().getAttribute('data-pin')} ${await lit.first().getAttribute('data-cluster')}`,
        new RegExp(id),
      );
      await section.locator('[data-map-state="ready"]').scrollIntoViewIfNeeded();
      await mapDrawn(page);
      await keepScreenshot(page, `map-landing-desktop-${language}`);
      assert.deepEqual(refused, [], 'no request left the origin');
      await context.close();
    });
  }

  it('phone landing: no map code nor map data, even with the all-stays section on screen', async () => {
    const context = await newContext(suite.browser, suite.stack.url, PHONE);
    const page = await context.newPage();
    const mapRequests = watchMapRequests(page);
    await page.goto('/');
    await page.locator('[data-testid="property-card"]').first().waitFor();
    const section = page.locator('#all-stays');
    await section.scrollIntoViewIfNeeded();
    await section
      .locator('[data-testid="listing-results"][aria-busy="false"] [data-testid="property-card"]')
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(mapRequests, [], 'no map code or data on a phone');
    assert.equal(await page.locator('.leaflet-container').count(), 0, 'no map on the phone landing');
    assert.equal(
      await page.getByRole('button', { name: WORDS.en.map }).count(),
      0,
      'no Map button on the landing',
    );
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`a host places the pin of a new listing (${language}): refused without it, sent where it was dropped`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, DESKTOP);
      const refused = await onlyOurOrigin(context, new URL(suite.stack.url).origin);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(`/login${language === 'ar' ? '?lang=ar' : ''}`);
      const main = page.getByRole('main');
      await main
        .locator('input[name="username"], input[type="email"], input[type="text"]')
        .first()
        .fill('host@stays.test');
      await main.locator('input[type="password"]').first().fill('host123');
      await main.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`/host/add-property${language === 'ar' ? '?lang=ar' : ''}`);
      const pinField = page.locator('[role="group"]:has(#property-pin)');
      await pinField.waitFor().catch(async (error: unknown) => {
        await keepScreenshot(page, `map-host-pin-debug-${language}`);
        throw new Error(`${page.url()}: ${String(error)} ${problems.join(' | ')} ${refused.join(' ')}`);
      });
      await page.locator('#property-title').fill(`Pinned Riad ${language}`);
      await page.locator('#property-propertyType').selectOption('house');
      await page.locator('#property-location').fill('Martil');
      await page.locator('#property-pricePerNight').fill('95');
      // Without the pin the form says so next to the map and sends nothing.
      await page.locator('form:has(#property-pin) button[type="submit"]').click();
      await pinField.locator('[role="alert"][data-pin-state="missing"]').waitFor();
      await pinField.locator('[data-map-state="ready"]').waitFor({ timeout: 30_000 });
      await keepScreenshot(page, `map-host-pin-missing-${language}`);
      // Dropped by a click on the map, then dragged a little.
      const map = (await pinField.locator('.leaflet-container').boundingBox())!;
      await page.mouse.click(map.x + map.width * 0.4, map.y + map.height * 0.5);
      await pinField.locator('[data-pin-state="placed"]').waitFor();
      const pin = pinField.locator('.stays-map-placed');
      const at = (await pin.boundingBox())!;
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 5; step += 1)
        await page.mouse.move(at.x + at.width / 2 + step * 8, at.y + at.height / 2 + step * 4);
      await page.mouse.up();
      await keepScreenshot(page, `map-host-pin-placed-${language}`);
      await expectAccessible(page, `the host's form with its map (${language})`);
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/graphql') && /createProperty/.test(request.postData() ?? ''),
      );
      await page.locator('form:has(#property-pin) button[type="submit"]').click();
      const input = (
        JSON.parse((await sent).postData() ?? '{}') as {
          variables?: { input?: { latitude?: number; longitude?: number } };
        }
      ).variables?.input;
      assert.ok(input?.latitude && input.longitude, 'the pin is sent');
      // Near Martil: where the map opened for the location text.
      assert.ok(
        Math.abs(input.latitude - 35.61) < 0.1 && Math.abs(input.longitude + 5.28) < 0.1,
        'near Martil',
      );
      await page.waitForURL('**/host/properties');
      assert.deepEqual(refused, [], 'no request left the origin');
      await context.close();
    });
  }
});
