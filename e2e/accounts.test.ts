// Issue 46 #1, #7 and #12 in a browser, on a phone and a desktop: a guest applies to host with the account they
// have and sees the application pending; "Forgot password" sends a link (read from the account's inbox) that sets
// a new password once; /login sends a guest home and a host to the dashboard; the account page renames and
// deletes a guest account. Screenshots of each state go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { withStackAndBrowser } from './support/suite';

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe('accounts and becoming a host (issue 46 #1, #7, #12)', () => {
  const suite = withStackAndBrowser();
  const { api, call } = apiAs(() => suite.stack.url);

  /** A new guest account of its own (registered through the API), so each run applies and deletes freely. */
  async function newGuest(label: string) {
    const email = `journey-${label}-${Date.now()}@stays.test`;
    const password = 'first-secret';
    const registered = await api<{ id: string }>('POST', '/api/register', {
      username: email,
      email,
      password,
      firstName: 'Yasmine',
      lastName: 'Alaoui',
    });
    return { email, password, cookie: registered.cookie! };
  }

  async function open(browser: Browser, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ baseURL: suite.stack.url, viewport, locale: 'en-US' });
    const page = await context.newPage();
    return { page, close: () => context.close() };
  }

  async function signInAtLogin(page: Page, username: string, password: string) {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email or Username').fill(username);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** The header's account menu (behind the phone menu on a phone). */
  async function openAccountMenu(page: Page, name: string) {
    const menuButton = page.getByRole('button', { name: /menu/i }).first();
    if (await menuButton.isVisible().catch(() => false)) await menuButton.click();
    await page.getByRole('button', { name: `Hello, ${name}` }).click();
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(
      `a guest applies to host with their account and sees it pending (${label})`,
      { timeout: 180_000 },
      async () => {
        const guest = await newGuest(`apply-${label}`);
        const { page, close } = await open(suite.browser, viewport);
        await signInAtLogin(page, guest.email, guest.password);
        // A guest lands home, not in the host area.
        assert.equal(new URL(page.url()).pathname, '/');
        await page.goto('/host/dashboard');
        await page.getByRole('heading', { name: 'Host pages are for hosts' }).waitFor();
        await page.getByRole('link', { name: 'Apply to host' }).click();
        await page.waitForURL('**/host-signup');
        await page.getByRole('heading', { level: 1, name: 'Apply to Host' }).waitFor();
        await page.getByText(`You apply with the account you are signed in with (${guest.email})`).waitFor();
        assert.equal(await page.getByLabel('Confirm Password').count(), 0, 'no second account is asked for');
        await page.getByLabel('Phone Number').fill('+212 600 000 111');
        await page.getByLabel('Address').fill('7 Avenue Mohammed V, Tetouan');
        await page
          .getByLabel('Reason for applying')
          .fill('I have a furnished studio near the university and want to host visiting students.');
        await keepScreenshot(page, `apply-to-host-form-${label}`);
        await expectAccessible(page, `/host-signup signed in (${label})`);
        await page.getByRole('button', { name: 'Submit Application' }).click();
        await page.waitForURL('**/host/dashboard');
        await page.getByRole('heading', { name: 'Your host application is being reviewed' }).waitFor();
        await page.getByText('Pending', { exact: true }).waitFor();
        await keepScreenshot(page, `apply-to-host-pending-${label}`);
        await close();
      },
    );

    it(
      `"Forgot password" sets a new password once; a host lands on the dashboard (${label})`,
      { timeout: 180_000 },
      async () => {
        const guest = await newGuest(`reset-${label}`);
        const { page, close } = await open(suite.browser, viewport);
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
        await page.getByLabel('Email').fill(guest.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await page.getByRole('heading', { name: 'Check your email' }).waitFor();
        await keepScreenshot(page, `forgot-password-sent-${label}`);
        // The link, as the account's inbox has it.
        const inbox = await api<Array<{ title: string; message: string }>>(
          'GET',
          '/api/dashboard/notifications',
          undefined,
          guest.cookie,
        );
        const link = inbox.json
          .find(({ title }) => title === 'Reset your password')
          ?.message.match(/https?:\/\/\S+/)?.[0];
        assert.ok(link, 'the inbox holds the reset link');
        const path = new URL(link).pathname + new URL(link).search;
        await page.goto(path);
        await page.getByLabel('New password', { exact: true }).fill('second-secret');
        await page.getByLabel('Confirm new password').fill('second-secret');
        await keepScreenshot(page, `reset-password-${label}`);
        await page.getByRole('button', { name: 'Set new password' }).click();
        await page.getByRole('heading', { name: 'Password changed' }).waitFor();
        // Used once: the same link is refused.
        await page.goto(path);
        await page.getByLabel('New password', { exact: true }).fill('third-secret');
        await page.getByLabel('Confirm new password').fill('third-secret');
        await page.getByRole('button', { name: 'Set new password' }).click();
        await page
          .getByRole('alert')
          .getByText(/already used or expired/)
          .waitFor();
        await signInAtLogin(page, guest.email, 'second-secret');
        assert.equal(new URL(page.url()).pathname, '/');
        await close();

        const host = await open(suite.browser, viewport);
        await signInAtLogin(host.page, 'host@stays.test', 'host123');
        assert.equal(new URL(host.page.url()).pathname, '/host/dashboard');
        await host.close();
      },
    );

    it(
      `the account page renames a guest and deletes the account, saying what happens (${label})`,
      { timeout: 180_000 },
      async () => {
        const guest = await newGuest(`account-${label}`);
        const { page, close } = await open(suite.browser, viewport);
        await signInAtLogin(page, guest.email, guest.password);
        await openAccountMenu(page, 'Yasmine');
        await page.getByRole('link', { name: 'Your account' }).click();
        await page.waitForURL('**/account');
        await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
        await page.getByLabel('First name').fill('Yasmina');
        await page.getByRole('button', { name: 'Save name' }).click();
        await page.getByText('Your name was saved.').first().waitFor();
        await page
          .getByText(/under “Deleted account”/)
          .first()
          .waitFor();
        await keepScreenshot(page, `account-page-${label}`);
        await expectAccessible(page, `/account (${label})`);
        await page.getByLabel('Your password, to confirm').fill(guest.password);
        await page.getByRole('button', { name: 'Delete my account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
        await dialog.getByRole('button', { name: 'Delete my account' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        const again = await call('POST', '/api/login', { username: guest.email, password: guest.password });
        assert.equal(again.status, 401);
        await close();
      },
    );
  }
});
