// The host's journey (issue 14) on a phone and a desktop: a visitor applies to host at /host-signup, an admin
// approves the application (API), the new host signs in at /hosts, lists a property with two images (a real
// upload progress bar seen under a slowed upload), staff approve it (API) and it appears on the landing page, a
// guest requests a stay (API), the host approves it on the calendar and finds it in analytics. Then the host has
// ten listings; screenshots of every host page in English and Arabic go to e2e/artifacts/, each page checked
// with axe.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** A real PNG of random pixels (they do not compress), big enough that a slowed upload shows its progress. */
function noisePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('host: apply, list with images, approve on the calendar, analytics', () => {
  const suite = withStackAndBrowser();

  const { api, signIn } = apiAs(() => suite.stack.url);

  async function setLanguage(page: Page, language: 'en' | 'ar') {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.reload();
    await page.waitForFunction(
      (dir) => document.documentElement.dir === dir,
      language === 'ar' ? 'rtl' : 'ltr',
    );
  }

  /** Screenshot and axe of the page at `path` in English and Arabic. */
  async function lookAt(
    page: Page,
    path: string,
    name: string,
    label: string,
    ready: (page: Page) => Promise<void>,
  ) {
    for (const language of ['en', 'ar'] as const) {
      await page.goto(path);
      if (language === 'ar') await setLanguage(page, 'ar');
      await ready(page);
      await keepScreenshot(page, `host-${name}-${language}-${label}`);
      await expectAccessible(page, `${path} ${language} (${label})`);
      if (language === 'ar') await setLanguage(page, 'en');
    }
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`a visitor becomes a host and runs a listing (${label})`, { timeout: 170_000 }, async () => {
      const context: BrowserContext = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      const tag = `${label}${Date.now().toString(36)}`;
      const email = `nadia.${tag}@stays.test`;
      const password = 'host-pass-42';
      const title = `Riad Azur ${tag}`;

      // 1. The application form, in the spec's words, sent as a visitor.
      await page.goto('/host-signup');
      await page.getByRole('heading', { name: 'Create Your Host Account', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByText('First name must be at least 2 characters').waitFor();
      await keepScreenshot(page, `host-signup-errors-en-${label}`);
      await page.getByLabel('First Name').fill('Nadia');
      await page.getByLabel('Last Name').fill('Berrada');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByLabel('Phone Number').fill('+212 600 000 000');
      await page.getByLabel('Address').fill('12 Rue de la Plage, Martil');
      await page
        .getByLabel('Reason for applying')
        .fill('I restored a riad near the beach in Martil and want to welcome guests all year round.');
      await expectAccessible(page, `/host-signup (${label})`);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByText('Account Created Successfully!').waitFor();
      await page.waitForURL('**/login');

      // 2. An admin approves the application.
      const admin = await signIn('admin', 'admin123');
      const applications = await api<{ id: string; user: { email: string } }[]>(
        'GET',
        '/api/host-applications?status=pending',
        undefined,
        admin,
      );
      const application = applications.json.find((candidate) => candidate.user?.email === email);
      assert.ok(application, 'the application reached the server');
      await api('PUT', `/api/host-applications/${application.id}`, { status: 'approved' }, admin);

      // 3. The new host signs in at /hosts (the email check finds the account) and reaches the dashboard.
      await page.goto('/hosts');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).focus();
      await page.getByText('Account Found').waitFor();
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/host/dashboard');
      await page.getByText('Welcome back, Nadia').waitFor();

      // 4. A property with two images; the upload is slowed so its progress bar is seen moving.
      await page.goto('/host/add-property');
      await page.getByRole('heading', { name: 'Property Images' }).waitFor();
      await page.getByLabel('Property Title').fill(title);
      await page.getByLabel('Description').fill('A restored riad two streets from the beach.');
      await page.getByLabel('Property Type').selectOption('house');
      await page.getByLabel('Maximum Guests').fill('4');
      await page.getByLabel('Location', { exact: true }).fill('Martil');
      await page.getByLabel('Price per Night ($)').fill('120');
      await page.getByLabel('Cancellation Policy').selectOption('flexible');
      for (const amenity of ['Wi-Fi', 'Kitchen', 'Pool', 'Garden'])
        await page.getByRole('checkbox', { name: amenity }).check();
      // The listing's pin: clicked on the map beside the location (the map opens over Martil).
      const pinField = page.getByRole('group', { name: 'Pin on the map' });
      await pinField.locator('[data-map-state="ready"]').click();
      await pinField.getByText(/^Pin placed at /).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 300 * 1024,
      });
      await page.getByLabel('Add images').setInputFiles([
        { name: 'terrace.png', mimeType: 'image/png', buffer: noisePng(330) },
        { name: 'bedroom.png', mimeType: 'image/png', buffer: noisePng(300) },
      ]);
      const bar = page.getByRole('progressbar', { name: 'Uploading terrace.png' });
      await bar.waitFor();
      await page.waitForFunction(() => {
        const value = Number(
          document.querySelector('progress[aria-label="Uploading terrace.png"]')?.getAttribute('value'),
        );
        return value > 0 && value < 100;
      });
      await keepScreenshot(page, `host-upload-progress-en-${label}`);
      await page.waitForFunction(() => document.querySelectorAll('progress').length === 0, undefined, {
        timeout: 30_000,
      });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      // The second image becomes the cover, by keyboard.
      await page.getByRole('button', { name: 'Reorder photo 2 of 2' }).focus();
      await page.keyboard.press('Home');
      await page.getByText('Photo moved from position 2 to 1 of 2').waitFor();
      await keepScreenshot(page, `host-add-property-en-${label}`);
      await expectAccessible(page, `/host/add-property (${label})`);
      await page.getByRole('button', { name: 'Add Property', exact: true }).click();
      await page.getByText('Your property has been submitted for review.').waitFor();
      await page.waitForURL('**/host/properties');
      const card = page.getByTestId('host-property').filter({ hasText: title });
      await card.getByText('Pending').waitFor();

      // 5. Staff approve it; it is on the landing page with the chosen cover.
      const staff = await signIn('staff', 'staff123');
      const pending = await api<{ id: string; title: string }[]>(
        'GET',
        '/api/dashboard/pending-properties',
        undefined,
        staff,
      );
      const listed = pending.json.find((candidate) => candidate.title === title);
      assert.ok(listed, 'staff see the new property');
      await api('PATCH', `/api/dashboard/properties/${listed.id}/approve`, undefined, staff);
      const stored = await api<{ images: string[] }>('GET', `/api/properties/${listed.id}`);
      assert.equal(stored.json.images.length, 2);
      await page.goto('/');
      await page.getByRole('link', { name: title }).first().waitFor();
      await keepScreenshot(page, `host-landing-listed-en-${label}`);

      // 6. A guest asks for three nights.
      const guest = await signIn('student@stays.test', 'student123');
      const stay = {
        checkInDate: dayFromNow(label === 'desktop' ? 2 : 4),
        checkOutDate: dayFromNow(label === 'desktop' ? 5 : 7),
      };
      await api('POST', '/api/bookings', { propertyId: listed.id, guests: 2, ...stay }, guest);

      // 7. The host approves it on the calendar.
      await page.goto('/host/calendar');
      const approve = page.getByRole('button', { name: /^Approve the request of / });
      await approve.waitFor();
      await keepScreenshot(page, `host-calendar-pending-en-${label}`);
      await approve.click();
      await page.getByText('Booking approved').waitFor();
      await page.getByTestId('upcoming').getByText(title).waitFor();

      // 8. Analytics counts it: 3 nights x $120 = $360, plus 14% rounded to whole dollars ($50) = $410.
      await page.goto('/host/analytics');
      await page.getByTestId('tile-revenue').getByText('$410', { exact: true }).waitFor();
      await page.getByTestId('tile-properties').getByText('1', { exact: true }).waitFor();

      // 9. Ten listings: nine more through the API, then every host page in English and Arabic.
      const host = await signIn(email, password);
      for (let n = 2; n <= 10; n += 1)
        await api(
          'POST',
          '/api/properties',
          {
            title: `Stay ${n} ${tag}`,
            location: n % 2 ? 'Tetouan' : 'Cabo Negro',
            latitude: n % 2 ? 35.5785 : 35.6853,
            longitude: n % 2 ? -5.3684 : -5.2897,
            propertyType: n % 3 ? 'apartment' : 'studio',
            pricePerNight: String(60 + n * 5),
            maxGuests: 2,
            amenities: JSON.stringify(
              ['Wi-Fi', 'Kitchen', 'Parking', 'Air Conditioning', 'TV'].slice(0, (n % 5) + 1),
            ),
          },
          host,
        );
      await lookAt(page, '/host/dashboard', 'dashboard', label, (p) =>
        p.getByTestId('stat-revenue').waitFor(),
      );
      await lookAt(page, '/host/properties', 'properties', label, async (p) => {
        await p.getByTestId('host-property').nth(9).waitFor();
      });
      await lookAt(page, '/host/calendar', 'calendar', label, (p) => p.getByTestId('month-grid').waitFor());
      await lookAt(page, '/host/analytics', 'analytics', label, async (p) => {
        await p.getByTestId('tile-revenue').waitFor();
        await p.locator('.recharts-bar-rectangle').first().waitFor();
      });
      await lookAt(page, `/host/edit-property/${listed.id}`, 'edit-property', label, (p) =>
        p.getByTestId('image-item').nth(1).waitFor(),
      );
      await context.close();
    });
  }

  it(
    'shows the public host pages in English and Arabic, accessible (phone and desktop)',
    { timeout: 60_000 },
    async () => {
      for (const [label, viewport] of VIEWPORTS) {
        const context = await newContext(suite.browser, suite.stack.url, viewport);
        const page = await context.newPage();
        await lookAt(page, '/become-host', 'become', label, (p) =>
          p.getByRole('button', { name: /Start Hosting Today|ابدأ/ }).waitFor(),
        );
        await lookAt(page, '/hosts', 'access', label, (p) => p.getByRole('group').waitFor());
        await lookAt(page, '/host-signup', 'signup', label, (p) =>
          p.getByRole('heading', { level: 1 }).waitFor(),
        );
        await context.close();
      }
    },
  );
});
