import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { DESKTOP, DRAWN_ROOT_SELECTOR, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { untilDrawn } from '../scripts/drawn';
import { openDrawnThenStart } from './support/drawn';
import { withStackAndBrowser } from './support/suite';

// The shell's static information pages and the 404 page, in English and Arabic, on a phone and a desktop:
// headings in each language, right-to-left Arabic, no serious or critical axe violations, the Help Center
// search, the Student Guide tabs and the contact form end to end (POST /api/contact).

const pages: Array<{ path: string; name: string; en: string; ar: string }> = [
  { path: '/help-center', name: 'help-center', en: 'Help Center', ar: 'مركز المساعدة' },
  { path: '/safety-information', name: 'safety', en: 'Safety and Information', ar: 'السلامة والمعلومات' },
  { path: '/cancellation-options', name: 'cancellation', en: 'Cancellation Options', ar: 'خيارات الإلغاء' },
  { path: '/cancellation', name: 'cancellation-alias', en: 'Cancellation Options', ar: 'خيارات الإلغاء' },
  { path: '/contact-us', name: 'contact', en: 'Contact Us', ar: 'اتصل بنا' },
  { path: '/host-resources', name: 'host-resources', en: 'Host Resources', ar: 'موارد المضيفين' },
  { path: '/community-forum', name: 'forum', en: 'Community Forum', ar: 'منتدى المجتمع' },
  { path: '/campus-events', name: 'events', en: 'Campus Events', ar: 'فعاليات الحرم الجامعي' },
  { path: '/student-guide', name: 'student-guide', en: 'Student Guide', ar: 'دليل الطالب' },
  { path: '/about', name: 'about', en: 'About Stays', ar: 'عن Stays' },
  { path: '/terms', name: 'terms', en: 'Terms of Service', ar: 'شروط الخدمة' },
  { path: '/privacy', name: 'privacy', en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  { path: '/no/such/page', name: '404', en: '404 Page Not Found', ar: '404 الصفحة غير موجودة' },
];

describe('shell pages: static information pages and 404', () => {
  const suite = withStackAndBrowser();

  async function open(
    language: 'en' | 'ar',
    viewport = DESKTOP,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ baseURL: suite.stack.url, viewport, locale: 'en-US' });
    // The stored language preference comes first (SPEC 1), as if the visitor had picked it.
    await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    return { context, page: await context.newPage() };
  }

  for (const language of ['en', 'ar'] as const) {
    it(`shows every page in ${language === 'en' ? 'English' : 'Arabic'} with no serious accessibility violations`, async () => {
      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context, page } = await open(language, viewport);
        for (const p of pages) {
          await page.goto(p.path);
          await page.getByRole('heading', { level: 1, name: p[language], exact: true }).waitFor();
          const dir = await page.evaluate(() => document.documentElement.dir);
          assert.equal(dir, language === 'ar' ? 'rtl' : 'ltr', `${p.path} direction`);
          // The page must not be wider than the window (nothing cut off on a phone).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.ok(
            overflow <= 0,
            `${p.path} (${language}, ${label}) is ${overflow}px wider than the window`,
          );
          await expectAccessible(page, `${p.path} (${language}, ${label})`);
          await keepScreenshot(page, `shell-${p.name}-${language}-${label}`);
        }
        await context.close();
      }
    });
  }

  it('keeps a picture of the landing page with the kit (phone and desktop)', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await open('en', viewport);
      await page.goto('/');
      await page.getByText(/^\d+ verified stays$/).waitFor();
      await keepScreenshot(page, `shell-home-en-${label}`);
      await context.close();
    }
  });

  it('filters the Help Center FAQ with the search box', async () => {
    const { context, page } = await open('en');
    await page.goto('/help-center');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('details summary');
    await questions.first().waitFor();
    assert.equal(await questions.count(), 8);
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('host verified');
    await page.getByText('1 question matches your search.').waitFor({ state: 'attached' });
    assert.deepEqual(await questions.allTextContents(), ['Are hosts and properties verified?']);
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('zzz');
    await page.getByText(/No questions match “zzz”/).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#help-faq details').length === 8);
    await context.close();
  });

  it('moves between Student Guide tabs with the arrow keys, in reading order in Arabic', async () => {
    for (const [language, forward, names] of [
      ['en', 'ArrowRight', ['Housing Guide', 'Campus Areas']],
      ['ar', 'ArrowLeft', ['دليل السكن', 'أحياء الحرم الجامعي']],
    ] as const) {
      const { context, page } = await open(language);
      await page.goto('/student-guide');
      await page.getByRole('tab', { name: names[0] }).click();
      await page.keyboard.press(forward);
      // Selected once the address names it (the open tab is kept in `?tab=`).
      const second = page.getByRole('tab', { name: names[1], selected: true });
      await second.waitFor();
      assert.ok(await second.evaluate((el) => el === document.activeElement));
      await page.getByRole('tabpanel', { name: names[1] }).waitFor();
      await context.close();
    }
  });

  it('sends the contact form and confirms it (POST /api/contact)', async () => {
    const { context, page } = await open('en');
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    assert.ok((await page.getByText('Required').count()) >= 4, 'empty fields are called out');

    await page.getByLabel('Full name', { exact: true }).fill('Amina Test');
    await page.getByLabel('Email address', { exact: true }).fill('amina@example.test');
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Booking Support' }).click();
    await page.getByLabel('Subject', { exact: true }).fill('Dates for my stay in Martil');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can I change the dates of my booking request to next week?');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    assert.deepEqual(response.request().postDataJSON(), {
      name: 'Amina Test',
      email: 'amina@example.test',
      subject: 'Booking Support: Dates for my stay in Martil',
      message: 'Can I change the dates of my booking request to next week?',
    });
    assert.equal(response.status(), 201);
    await page.getByText('Message Sent!').waitFor();
    await page.getByText(/will reply to amina@example.test/).waitFor();
    await keepScreenshot(page, 'shell-contact-sent-en-desktop');
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`opens drawn without scripts, then the app hydrates it (${language}, phone)`, async () => {
      const context = await suite.browser.newContext({
        baseURL: suite.stack.url,
        viewport: PHONE,
        locale: 'en-US',
      });
      await context.addCookies([{ name: 'language', value: language, url: suite.stack.url }]);
      const page = await context.newPage();
      for (const p of pages.filter(({ name }) => ['about', 'terms', '404'].includes(name))) {
        await untilDrawn(`${suite.stack.url}${p.path}`, { language });
        await page.route('**/*.js', (route) => route.abort());
        await page.goto(p.path);
        const firstView = page.locator(DRAWN_ROOT_SELECTOR);
        assert.equal(await page.locator('html').getAttribute('dir'), language === 'ar' ? 'rtl' : 'ltr');
        assert.equal((await firstView.locator('h1').textContent())?.trim(), p[language], p.path);
        await keepScreenshot(page, `shell-${p.name}-first-view-${language}-phone`);
        await page.unroute('**/*.js');
        const start = await openDrawnThenStart(page, p.path, 'h1');
        await start.hydrated();
        await page.getByRole('heading', { level: 1, name: p[language], exact: true }).waitFor();
        assert.deepEqual(start.errors, [], p.path);
      }
      await context.close();
    });
  }
});
