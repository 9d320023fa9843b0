// The host follows another site's calendar (issue 47) on a desktop and a phone: a stay is confirmed here, the host
// adds the listing's Airbnb calendar (served on loopback by the test, so the stack runs with
// ICAL_IMPORT_ALLOW_PRIVATE=true) by address and name on /host/calendar, sees its result, its imported nights on
// the month and the conflict with the confirmed stay, syncs it again, and the calendar is looked at in English
// and Arabic; screenshots go to e2e/artifacts/.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { airbnbFeed } from '../subgraphs/bookings/src/calendar-import/testFeeds';
import { expectAccessible } from './support/axe';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('host calendar: follow another site calendar, see its nights and a conflict', () => {
  const suite = withStackAndBrowser({ env: () => ({ ICAL_IMPORT_ALLOW_PRIVATE: 'true' }) });
  const { api, call, signIn } = apiAs(() => suite.stack.url);
  let feedServer: Server;
  let feed = '';
  let feedUrl = '';

  before(async () => {
    feedServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb/listing.ics`;
  });
  after(async () => {
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
  });

  async function setLanguage(page: Page, language: 'en' | 'ar') {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.reload();
    await page.waitForFunction(
      (dir) => document.documentElement.dir === dir,
      language === 'ar' ? 'rtl' : 'ltr',
    );
  }

  /** The demo host's first approved listing that is not Instant Book, with a stay confirmed on it. */
  async function listingWithStay(host: string, offset: number) {
    const me = await api<{ id: string }>('GET', '/api/user', undefined, host);
    const listed = await api<{
      data: { hostProperties: Array<{ id: string; title: string; status: string }> };
    }>(
      'POST',
      '/graphql',
      {
        query: 'query ($h: ID!) { hostProperties(hostId: $h) { id title status } }',
        variables: { h: me.json.id },
      },
      host,
    );
    const guest = await signIn('student@stays.test', 'student123');
    for (const property of listed.json.data.hostProperties.filter((p) => p.status === 'approved')) {
      for (let shift = 0; shift < 60; shift += 7) {
        const stay = {
          checkInDate: dayFromNow(offset + shift),
          checkOutDate: dayFromNow(offset + shift + 3),
        };
        const asked = await call<{ id: string; status: string }>(
          'POST',
          '/api/bookings',
          { propertyId: property.id, guests: 1, ...stay },
          guest,
        );
        if (asked.status !== 201) continue;
        if (asked.json.status === 'approved') return { property, stay };
        // a request is taken over nights an approved stay holds; its approval is not
        const decided = await call(
          'PUT',
          `/api/bookings/${asked.json.id}/status`,
          { status: 'approved' },
          host,
        );
        if (decided.status === 200) return { property, stay };
        await api('PUT', `/api/bookings/${asked.json.id}/status`, { status: 'rejected' }, host);
      }
    }
    throw new Error('no listing of the demo host had free nights');
  }

  for (const [label, viewport, offset] of [
    ['desktop', DESKTOP, 20],
    ['phone', PHONE, 90],
  ] as const) {
    it(
      `adds a calendar, syncs it and sees its nights and a conflict (${label})`,
      { timeout: 170_000 },
      async () => {
        const host = await signIn('host@stays.test', 'host123');
        const { property, stay } = await listingWithStay(host, offset);
        // Airbnb has a night inside the confirmed stay (a conflict) and two free nights a week after it
        const inside = addDays(stay.checkInDate, 1);
        const insideEnd = addDays(inside, 1);
        const later = { start: addDays(stay.checkOutDate, 7), end: addDays(stay.checkOutDate, 9) };
        feed = airbnbFeed([
          { uid: `conflict-${label}`, start: inside, end: insideEnd },
          { uid: `later-${label}`, ...later, blocked: true },
        ]);

        const context = await newContext(suite.browser, suite.stack.url, viewport);
        const page = await context.newPage();
        // the host signs in at /hosts, as hosts do
        await page.goto('/hosts');
        await page.getByLabel('Email').fill('host@stays.test');
        await page.getByLabel('Password', { exact: true }).focus();
        await page.getByText('Account Found').waitFor();
        await page.getByLabel('Password', { exact: true }).fill('host123');
        await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL('**/host/dashboard');
        const calendarPath = `/host/calendar?property=${property.id}&month=${inside.slice(0, 7)}`;
        await page.goto(calendarPath);
        const card = page.getByTestId('calendar-imports');
        await page
          .getByTestId('month-grid')
          .waitFor()
          .catch(async (error: unknown) => {
            await keepScreenshot(page, `host-calendar-import-failed-${label}`);
            throw new Error(`no month at ${page.url()}: ${String(error)}`);
          });
        await card.getByText('This listing follows no other calendar.').waitFor();
        await card.getByLabel('iCal address').fill(feedUrl);
        await card.getByLabel('Name (Airbnb)').fill('Airbnb');
        await card.getByRole('button', { name: 'Follow calendar' }).click();
        await page.getByText('Calendar followed and synced').first().waitFor();
        const item = card.getByTestId('calendar-import');
        await item
          .getByText('2 events imported, 3 nights blocked · 1 conflict with confirmed stays')
          .waitFor();
        await item.getByText(/^Last sync /).waitFor();

        // the month shows the imported night by the calendar's name, as a conflict over the stay
        const night = page.locator(`td[data-day="${inside}"]`);
        await night.locator('li[data-kind="imported"]', { hasText: 'Airbnb' }).waitFor();
        await night.locator('li[data-kind="conflict"]').waitFor();
        assert.equal(await night.getAttribute('data-conflict'), 'true');
        const conflicts = page.getByTestId('conflicts');
        await conflicts.getByText(/^Airbnb blocks .+, during the stay of .+/).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepScreenshot(page, `host-calendar-import-en-${label}`);
        await expectAccessible(page, `${calendarPath} en (${label})`);

        // Airbnb's guest moved: the conflict goes after Sync now, the stay is untouched
        feed = airbnbFeed([{ uid: `conflict-${label}`, start: later.start, end: later.end }]);
        await item.getByRole('button', { name: 'Sync now: Airbnb' }).click();
        await page.getByText('Calendar synced').first().waitFor();
        await item.getByText(/^1 event imported, 2 nights blocked$/).waitFor();
        await conflicts.waitFor({ state: 'detached' });
        const trips = await api<Array<{ id: string; status: string; checkInDate: string }>>(
          'GET',
          '/api/bookings/mine',
          undefined,
          await signIn('student@stays.test', 'student123'),
        );
        assert.ok(
          trips.json.some((trip) => trip.checkInDate === stay.checkInDate && trip.status === 'approved'),
        );

        // back to the conflict for the pictures in both languages
        feed = airbnbFeed([{ uid: `conflict-${label}`, start: inside, end: insideEnd }]);
        await item.getByRole('button', { name: 'Sync now: Airbnb' }).click();
        await conflicts.waitFor();
        await setLanguage(page, 'ar');
        await page.getByTestId('calendar-imports').getByText('تقاويم من مواقع أخرى').waitFor();
        await page.getByTestId('conflicts').getByText('تعارضات التقويم').waitFor();
        await keepScreenshot(page, `host-calendar-import-ar-${label}`);
        await page.getByTestId('calendar-imports').scrollIntoViewIfNeeded();
        await keepScreenshot(page, `host-calendar-import-card-ar-${label}`);
        await expectAccessible(page, `${calendarPath} ar (${label})`);
        await setLanguage(page, 'en');
        await page.getByTestId('calendar-imports').scrollIntoViewIfNeeded();
        await keepScreenshot(page, `host-calendar-import-card-en-${label}`);

        // stop following: the card is empty again
        await page.getByTestId('calendar-import').getByRole('button', { name: 'Remove Airbnb' }).click();
        await page.getByText('Calendar removed; its nights are open again').first().waitFor();
        await page
          .getByTestId('calendar-imports')
          .getByText('This listing follows no other calendar.')
          .waitFor();
        await context.close();
      },
    );
  }
});
