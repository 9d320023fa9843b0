// The staff and admin journeys (issue 15) against the real stack. Staff (desktop, then a phone) sign in with a
// queue of forty-odd pending items, approve a pending property and decline a booking. An admin changes a role,
// blocks a user (whose next request is refused), approves a host application (the applicant becomes a host) and
// features a property (it is then among the featured stays). Each role's guard sends the wrong role to its own
// home. Screenshots in English and Arabic, phone and desktop, go to e2e/artifacts/; every screen is checked with
// axe.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dbNameFromEnv } from '@stays/contracts';
import { MongoClient, ObjectId } from 'mongodb';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

/** Pending listings added to the seed's queue, so staff work through pages as they would on a busy day. */
const EXTRA_PENDING = 30;

describe('staff and admin: queues, users, host applications, featured stays, guards', () => {
  const suite = withStackAndBrowser();

  const { call: api, signIn: cookieOf } = apiAs(() => suite.stack.url);

  async function addPendingQueue() {
    const client = await MongoClient.connect(suite.stack.database.uri);
    try {
      const db = client.db(dbNameFromEnv());
      const host = await db.collection('users').findOne({ username: 'host@stays.test' });
      const now = Date.now();
      await db.collection('properties').insertMany(
        Array.from({ length: EXTRA_PENDING }, (_, index) => ({
          _id: new ObjectId(),
          title: `Queue Studio ${index + 1}`,
          description: 'A small studio waiting for review, close to the beach and the market.',
          location: 'Martil, Morocco',
          propertyType: 'studio',
          pricePerNight: 40 + index,
          maxGuests: 2,
          amenities: ['Wi-Fi'],
          images: [],
          status: 'pending',
          featured: false,
          hostBlocked: false,
          hostId: host!._id,
          createdAt: new Date(now - (index + 1) * 60_000),
          updatedAt: new Date(now - (index + 1) * 60_000),
        })),
      );
    } finally {
      await client.close();
    }
  }

  async function open(viewport: { width: number; height: number }, language = 'en') {
    const context = await newContext(suite.browser, suite.stack.url, viewport);
    await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    return context;
  }

  async function signIn(page: Page, path: string, username: string, password: string, landing: RegExp) {
    await page.goto(path);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.locator('main form').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(landing);
  }

  async function toast(page: Page, text: string) {
    await page.getByText(text, { exact: true }).first().waitFor();
  }

  async function shoot(page: Page, name: string) {
    // A toast still fading in has a see-through title that axe measures as low contrast: let it settle.
    await page.waitForTimeout(500);
    await expectAccessible(page, name);
    await keepScreenshot(page, name);
  }

  async function arabic(context: BrowserContext, page: Page, name: string) {
    await context.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.locator('html[dir="rtl"]').waitFor();
    await page.getByRole('tablist').waitFor();
    await shoot(page, name);
  }

  it('staff approve a pending property and decline a booking (desktop)', async () => {
    await addPendingQueue();
    const stats = await api<{ pendingProperties: number; pendingBookings: number }>(
      'GET',
      '/api/dashboard/stats',
      undefined,
      await cookieOf('staff', 'staff123'),
    );
    assert.ok(stats.json.pendingProperties + stats.json.pendingBookings >= 40, 'a queue of forty or more');

    const context = await open(DESKTOP);
    const page = await context.newPage();
    await signIn(page, '/system/staff/login', 'staff', 'staff123', /\/staff\/dashboard$/);
    await page.getByRole('heading', { name: 'Pending Properties', level: 2 }).waitFor();
    await page.getByText(`1–10 of ${stats.json.pendingProperties}`).waitFor();
    await shoot(page, 'staff-dashboard-desktop-en');

    const first = page.locator('section[aria-labelledby="staff-properties-title"] li h3').first();
    const title = (await first.textContent())!;
    await page.getByRole('button', { name: `Approve ${title}`, exact: true }).click();
    await toast(page, 'Property approved successfully');
    await page.getByText(`1–10 of ${stats.json.pendingProperties - 1}`).waitFor();
    const approved = await api<Array<{ title: string }>>('GET', '/api/properties?status=approved');
    assert.ok(
      approved.json.some((property) => property.title === title),
      'the approved property is public',
    );
    // Keyboard work: focus moved to the next row's first action.
    assert.match(
      (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '',
      /^Approve /,
    );

    await page.getByRole('tab', { name: 'Bookings' }).click();
    const booking = page.locator('section[aria-labelledby="staff-bookings-title"] li').first();
    await booking.waitFor();
    const pendingBefore = (
      await api<unknown[]>(
        'GET',
        '/api/dashboard/pending-bookings',
        undefined,
        await cookieOf('staff', 'staff123'),
      )
    ).json.length;
    await booking.getByRole('button', { name: /^Reject / }).click();
    await toast(page, 'Booking rejected successfully');
    await page.getByText(`1–${Math.min(10, pendingBefore - 1)} of ${pendingBefore - 1}`).waitFor();
    await shoot(page, 'staff-bookings-desktop-en');
    await arabic(context, page, 'staff-dashboard-desktop-ar');
    await context.close();
  });

  it('the staff dashboard on a phone', async () => {
    const context = await open(PHONE);
    const page = await context.newPage();
    await signIn(page, '/system/staff/login', 'staff', 'staff123', /\/staff\/dashboard$/);
    await page.getByRole('heading', { name: 'Pending Properties', level: 2 }).waitFor();
    await shoot(page, 'staff-dashboard-phone-en');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Visitors' }).click();
    await page
      .getByRole('button', { name: /^Block |^Unblock / })
      .first()
      .waitFor();
    await shoot(page, 'staff-users-phone-en');
    await arabic(context, page, 'staff-dashboard-phone-ar');
    await context.close();
  });

  it('an admin changes a role, blocks a user, approves a host application and features a property', async () => {
    const jake = await cookieOf('jake.morrison@stays.test', 'demo123');
    const context = await open(DESKTOP);
    const page = await context.newPage();
    await page.goto('/system/admin/login');
    await page.getByText('Demo credentials: admin / admin123').waitFor();
    await shoot(page, 'admin-login-desktop-en');
    await page.getByRole('button', { name: 'Sign in as the demo admin' }).click();
    await page.waitForURL(/\/admin$/);
    // Pending properties exist: the panel opens on Property Approval.
    await page.getByRole('tab', { name: /Property Approval/, selected: true }).waitFor();
    await page.locator('[data-testid="admin-property"]').first().waitFor();
    await shoot(page, 'admin-properties-desktop-en');

    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    const unfeatured = page
      .locator('[data-testid="admin-property"]')
      .filter({ has: page.locator('input[type="checkbox"]:not(:checked)') })
      .first();
    const featuredTitle = (await unfeatured.locator('h3 bdi').textContent())!;
    await unfeatured.getByRole('checkbox').click();
    await toast(page, 'Featured Status Updated');
    const featured = await api<Array<{ title: string }>>('GET', '/api/properties/featured?limit=100');
    assert.ok(
      featured.json.some((property) => property.title === featuredTitle),
      'the property is featured',
    );

    await page.getByRole('tab', { name: 'User Management' }).click();
    const search = page.getByRole('searchbox', { name: /Search by first name/ });
    await search.fill('carlos');
    await page.getByRole('combobox', { name: 'Role of Carlos Ramirez' }).selectOption('host');
    // A role change and a block ask first (issue 30 #11).
    await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
    await toast(page, 'User Role Updated');
    await search.fill('jake');
    await page.getByRole('button', { name: 'Block Jake Morrison' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await toast(page, 'User Status Updated');
    assert.equal(
      (await api('GET', '/api/user', undefined, jake)).status,
      401,
      'a blocked account is refused',
    );
    await shoot(page, 'admin-users-desktop-en');

    await page.getByRole('tab', { name: 'Host Applications' }).click();
    await page.getByRole('button', { name: 'Approve: Lina Haddad' }).click();
    await toast(page, 'Application Updated');
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('searchbox', { name: /Search by first name/ }).fill('lina');
    // At once: the approval's answer carries Lina's new role into the users the list already holds.
    assert.equal(await page.getByRole('combobox', { name: 'Role of Lina Haddad' }).inputValue(), 'host');
    await arabic(context, page, 'admin-users-desktop-ar');
    // The reload (into Arabic) kept the open tab: it is in the address.
    assert.match(page.url(), /[?&]tab=users\b/);
    assert.match((await page.getByRole('tab', { selected: true }).textContent()) ?? '', /إدارة المستخدمين/);

    await page.goto('/admin/add-property');
    await page.getByRole('heading', { name: 'إضافة عقار', level: 1 }).waitFor();
    await shoot(page, 'admin-add-property-desktop-ar');
    await context.close();
  });

  it("each role's guard sends the wrong role to its own home", async () => {
    const cases = [
      ['staff', 'staff123', '/admin', /\/staff\/dashboard$/],
      ['admin', 'admin123', '/staff/dashboard', /\/admin$/],
      ['student@stays.test', 'student123', '/admin/add-property', /\/$/],
    ] as const;
    for (const [username, password, path, home] of cases) {
      const context = await open(DESKTOP);
      const cookie = await cookieOf(username, password);
      const me = await api<Record<string, unknown>>('GET', '/api/user', undefined, cookie);
      await context.addCookies([{ name: 'token', value: cookie.split('=')[1]!, url: suite.stack.url }]);
      await context.addInitScript(
        ([user]) => {
          window.localStorage.setItem('user', user);
          window.localStorage.setItem('isAuthenticated', 'true');
        },
        [JSON.stringify(me.json)],
      );
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForURL(home);
      await context.close();
    }
  });
});
