// Issue 30, "Done when": no link a role can see leads that role to "Access Denied", an error screen or a console
// error. Each seeded role (visitor, host, staff, admin) signs in on a phone and on a desktop, opens its home and its
// dashboard, collects every link it can see there (the header, the phone menu, the footer, the dashboard's own
// links) and follows each one. SPEC's /dashboard is followed by every role too (the property page's and the
// cancellation page's "My Bookings"). One stack for the file; screenshots of each role's dashboard in English and
// Arabic go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

type RoleName = 'visitor' | 'host' | 'staff' | 'admin';

const ACCOUNTS: Record<RoleName, { username: string; password: string; dashboard: string }> = {
  visitor: { username: 'student@stays.test', password: 'student123', dashboard: '/trips' },
  host: { username: 'host@stays.test', password: 'host123', dashboard: '/host/dashboard' },
  staff: { username: 'staff', password: 'staff123', dashboard: '/staff/dashboard' },
  admin: { username: 'admin', password: 'admin123', dashboard: '/admin' },
};

/** What no page a role can reach from its own links may show. */
const REFUSALS = ['Access Denied', 'This part of Stays could not load', '404 Page Not Found'];

/** A page is done when the shell's spinner and the remote's loading state are gone. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page
    .locator('main [role="status"][aria-busy="true"], main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

describe('every link a role can see leads somewhere it may be', () => {
  const suite = withStackAndBrowser();
  const { signIn } = apiAs(() => suite.stack.url);

  /** A browser signed in as `role` (the session cookie and the stored user the login page would keep). */
  async function signedIn(role: RoleName, viewport: { width: number; height: number }, language = 'en') {
    const account = ACCOUNTS[role];
    const cookie = await signIn(account.username, account.password);
    const user = await (await fetch(`${suite.stack.url}/api/user`, { headers: { cookie } })).json();
    const context = await newContext(suite.browser, suite.stack.url, viewport);
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: suite.stack.url }]);
    await context.addInitScript(
      ({ user, language, staff }) => {
        if (window.localStorage.getItem('user')) return;
        window.localStorage.setItem('user', JSON.stringify(user));
        window.localStorage.setItem('isAuthenticated', 'true');
        window.localStorage.setItem('language', language);
        if (staff) window.localStorage.setItem('lastLoginPath', 'staff');
      },
      { user, language, staff: role === 'staff' },
    );
    return context;
  }

  /** Same-site page links visible on the current page: the header (its menu opened on a phone) and the rest. */
  async function visibleLinks(page: Page, withMain: boolean): Promise<string[]> {
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    const scopes = ['header', 'footer', ...(withMain ? ['main'] : [])];
    const hrefs = await page.evaluate((selectors) => {
      const found: string[] = [];
      for (const selector of selectors)
        for (const link of document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)) {
          const box = link.getBoundingClientRect();
          const style = getComputedStyle(link);
          const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
          const url = new URL(link.href, location.href);
          if (shown && url.origin === location.origin && !url.pathname.startsWith('/api/') && !link.download)
            found.push(url.pathname + url.search);
        }
      return found;
    }, scopes);
    return [...new Set(hrefs)];
  }

  async function follow(context: BrowserContext, role: RoleName, label: string) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    // A console error about a failed resource does not name it: the response does.
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${page.url()}: ${response.status()} ${response.url()}`);
    });

    const starts = ['/', ACCOUNTS[role].dashboard];
    const links = new Set<string>(['/dashboard']);
    for (const start of starts) {
      await page.goto(start);
      await settle(page);
      for (const href of await visibleLinks(page, start !== '/')) links.add(href);
    }
    await keepScreenshot(page, `role-links-${role}-dashboard-en-${label}`);

    const refused: string[] = [];
    for (const href of links) {
      await page.goto(href);
      await settle(page);
      const text = await page.locator('body').innerText();
      for (const refusal of REFUSALS) if (text.includes(refusal)) refused.push(`${href}: ${refusal}`);
    }
    assert.ok(links.size >= 8, `${role} (${label}) has links to follow: ${[...links].join(' ')}`);
    assert.deepEqual(refused, [], `${role} (${label}) is never refused by a link it can see`);
    assert.deepEqual(errors, [], `${role} (${label}) meets no console error`);
    await page.close();
    return links;
  }

  for (const role of Object.keys(ACCOUNTS) as RoleName[]) {
    it(`${role}: every link on a phone and a desktop`, { timeout: 300_000 }, async () => {
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await signedIn(role, viewport);
        try {
          await follow(context, role, label);
        } finally {
          await context.close();
        }
      }
      // The same dashboard in Arabic, on both screens, for a person to look at.
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await signedIn(role, viewport, 'ar');
        const page = await context.newPage();
        await page.goto(ACCOUNTS[role].dashboard);
        await page.locator('html[dir="rtl"]').waitFor();
        await settle(page);
        await keepScreenshot(page, `role-links-${role}-dashboard-ar-${label}`);
        await context.close();
      }
    });
  }

  it('a guest at /dashboard lands on their trips', { timeout: 60_000 }, async () => {
    const context = await signedIn('visitor', DESKTOP);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/trips');
    await context.close();
  });
});
