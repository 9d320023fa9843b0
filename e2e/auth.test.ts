// Sign in and out through the header's dialog and through /login, the language switch (Arabic right to left,
// French), and the guard sending a signed-out visitor to the matching login page. Screenshots of the header,
// the dialog and /login in English and Arabic on a phone and a desktop go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, ownedByReact, PHONE } from './support/browser';
import { expectAccessible } from './support/axe';
import { untilDrawn } from '../scripts/drawn';
import { openDrawnThenStart } from './support/drawn';
import { keepScreenshot } from './support/screenshots';
import { withStackAndBrowser } from './support/suite';

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The header's buttons live behind the menu on a phone. */
async function headerButton(page: Page, name: string) {
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: /^(Menu|القائمة)/ });
  const button = header.getByRole('button', { name, exact: true });
  // After a (re)load the header shows once React has rendered it: wait for the button or, on a phone, the menu.
  await button.or(menu).filter({ visible: true }).first().waitFor();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return button;
}

describe('auth: dialog, /login, languages and guards', () => {
  const suite = withStackAndBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`signs in and out through the header dialog (${label})`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      await keepScreenshot(page, `auth-header-en-${label}`);

      await (await headerButton(page, 'Sign In')).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome back' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.getByText('Required').first().waitFor();
      await keepScreenshot(page, `auth-modal-en-${label}`);
      await expectAccessible(page, `sign-in dialog with errors (${label})`);

      await dialog.getByLabel('Email or Username').fill('student@stays.test');
      await dialog.getByLabel('Password', { exact: true }).fill('student123');
      await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign In' }).click()]);

      // After the reload: the success toast carried over the reload, and the greeting (in the menu on a phone).
      await page.getByText('Login Successful').waitFor();
      await page.getByText('Welcome back!').waitFor();
      await keepScreenshot(page, `auth-signed-in-en-${label}`);
      const logout = await headerButton(page, 'Logout');
      await page.getByText('Hello, Emily').waitFor();
      const stored = await page.evaluate(() => [
        localStorage.getItem('user'),
        localStorage.getItem('isAuthenticated'),
      ]);
      assert.equal(JSON.parse(stored[0]!).role, 'visitor');
      assert.equal(stored[1], 'true');

      await Promise.all([page.waitForEvent('load'), logout.click()]);
      await (await headerButton(page, 'Sign In')).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
      const me = await page.evaluate(() =>
        fetch('/api/user', { credentials: 'include' }).then((r) => r.status),
      );
      assert.equal(me, 401, 'the server session ended too');

      await page.goto('/login');
      await page.getByRole('main').getByLabel('Email or Username').waitFor();
      await keepScreenshot(page, `auth-login-en-${label}`);
      await expectAccessible(page, `/login (${label})`);
      await context.close();
    });
  }

  it('shows a wrong password as an Error toast with the server message', async () => {
    const context = await newContext(suite.browser, suite.stack.url, DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await (await headerButton(page, 'Sign In')).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Email or Username').fill('student@stays.test');
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await toast.waitFor();
    assert.match((await toast.textContent()) ?? '', /^Error/);
    await keepScreenshot(page, 'auth-modal-error-en-desktop');
    await context.close();
  });

  it('signs in through /login: an admin lands on /admin, a host on /host/dashboard', async () => {
    const context = await newContext(suite.browser, suite.stack.url, DESKTOP);
    const page = await context.newPage();
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email or Username').waitFor();
    await main.getByLabel('Email or Username').fill('admin');
    await main.getByLabel('Password', { exact: true }).fill('wrong');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await main.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    await main.getByLabel('Password', { exact: true }).fill('admin123');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin');
    await page.getByText('Hello, Sara').waitFor();
    await Promise.all([page.waitForEvent('load'), (await headerButton(page, 'Logout')).click()]);
    assert.equal(new URL(page.url()).pathname, '/');

    await page.goto('/login');
    await main.getByLabel('Email or Username').fill('host@stays.test');
    await main.getByLabel('Password', { exact: true }).fill('host123');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/host/dashboard');
    await page.getByText('Hello, Youssef').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`switches to Arabic (right to left) and French (${label})`, async () => {
      const context = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
      await page.getByRole('banner').getByText('تسجيل الدخول').first().waitFor({ state: 'attached' });
      await keepScreenshot(page, `auth-header-ar-${label}`);

      await (await headerButton(page, 'تسجيل الدخول')).click();
      const dialog = page.getByRole('dialog', { name: 'مرحبًا بعودتك' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await dialog.getByText('مطلوب').first().waitFor();
      await keepScreenshot(page, `auth-modal-ar-${label}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The choice is kept: a new page load of /login is still Arabic.
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      await keepScreenshot(page, `auth-login-ar-${label}`);
      await expectAccessible(page, `/login in Arabic (${label})`);

      // A remote's own catalogue (mfe-listings) follows too: the landing cards and the property page.
      await page.goto('/');
      await page.getByRole('heading', { name: 'جميع الإقامات الموثقة' }).waitFor();
      const [first] = (await (
        await fetch(`${suite.stack.url}/api/properties?status=approved`)
      ).json()) as Array<{
        id: string;
      }>;
      await page.goto(`/property/${first.id}`);
      await page.getByRole('heading', { name: 'عن هذا المكان' }).waitFor();
      await page.getByRole('heading', { name: /^يستضيفك / }).waitFor();
      await keepScreenshot(page, `property-ar-${label}`);

      await page.goto('/login');
      await page.getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
      await page.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' }).waitFor();
      assert.equal(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join()),
        'fr,ltr',
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'fr');
      await context.close();
    });
  }

  it('keeps what a visitor types into the drawn /login while the app takes it over on a slow phone', async () => {
    const context = await newContext(suite.browser, suite.stack.url, PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const field = page.getByRole('main').getByLabel('Email or Username');
    assert.ok(await untilDrawn(`${suite.stack.url}/login`), 'the gateway draws /login');
    const email = 'student.with.a.long.name@stays.test';
    let typed = '';
    const typeKey = async () => {
      const key = email[typed.length % email.length];
      await page.keyboard.type(key);
      typed += key;
    };
    // The visitor starts typing on the drawn page and goes on key by key while the app starts, until it has
    // hydrated the field: an input while React hydrates makes it start its first render over, and that render
    // must draw the page the same again.
    const { errors, hydrated } = await openDrawnThenStart(page, '/login', 'input[name="username"]', {
      beforeStart: async () => {
        await field.click();
        for (let i = 0; i < 4; i++) await typeKey();
      },
    });
    while (typed.length < 200 && !(await page.evaluate(ownedByReact, '[data-e2e-drawn]')))
      for (let i = 0; i < 5; i++) await typeKey();
    await hydrated();
    assert.deepEqual(errors, [], 'no hydration error');
    assert.ok(typed.length > 4, 'typed while the app started');
    assert.equal(await field.inputValue(), typed);
    await context.close();
  });

  it('sends a signed-out visitor of a guarded page to the matching login page', async () => {
    const context = await newContext(suite.browser, suite.stack.url, DESKTOP);
    const page = await context.newPage();
    await page.goto('/staff/dashboard');
    await page.waitForURL('**/system/staff/login');
    await page.goto('/admin/add-property');
    await page.waitForURL('**/system/admin/login');
    // After a staff sign-in once (lastLoginPath 'staff'), the admin area also sends to the staff login.
    await page.evaluate(() => localStorage.setItem('lastLoginPath', 'staff'));
    await page.goto('/admin');
    await page.waitForURL('**/system/staff/login');
    await context.close();
  });

  it('sends an open page to /login, saying why, after "Sign out everywhere" in another browser', async () => {
    const signedIn = async (viewport: typeof DESKTOP) => {
      const context = await newContext(suite.browser, suite.stack.url, viewport);
      const page = await context.newPage();
      await page.goto('/login');
      const main = page.getByRole('main');
      await main.getByLabel('Email or Username').fill('student@stays.test');
      await main.getByLabel('Password', { exact: true }).fill('student123');
      await main.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      return { context, page };
    };
    const open = await signedIn(DESKTOP);
    await open.page.goto('/');
    await open.page.getByText('Hello, Emily').waitFor();
    const other = await signedIn(DESKTOP);
    await other.page.goto('/');
    await other.page
      .getByRole('banner')
      .getByRole('button', { name: /Hello, Emily/ })
      .click();
    await other.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await other.page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();

    // The open page's live stream is told its session ended: it goes to the sign-in page within seconds.
    await open.page.waitForURL('**/login?ended=signed-out', { timeout: 10_000 });
    const notice = open.page.getByTestId('session-ended');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /You were signed out/);
    await open.page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign In' })
      .or(open.page.getByRole('banner').getByRole('button', { name: /^Menu/ }))
      .first()
      .waitFor();
    assert.equal(await open.page.evaluate(() => localStorage.getItem('user')), null);
    await keepScreenshot(open.page, 'auth-session-ended-en-desktop');
    await expectAccessible(open.page, '/login after the session ended (desktop)');
    await Promise.all([open.context.close(), other.context.close()]);

    // The sentences in Arabic on a phone (the page a blocked account is sent to).
    const phone = await newContext(suite.browser, suite.stack.url, PHONE);
    const page = await phone.newPage();
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto('/login?ended=blocked');
    await page
      .getByTestId('session-ended')
      .getByText(/حسابك محظور/)
      .waitFor();
    await keepScreenshot(page, 'auth-session-ended-ar-phone');
    await phone.close();
  });
});
