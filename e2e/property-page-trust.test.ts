// Issue 46 #2 and #8 in a browser: on a phone the booking card no longer covers "Contact Host" and its Send Message
// button (what a tap at the button's centre hits is the button, wherever the page is scrolled), in English and
// Arabic, phone and desktop; a "Property Not Found" page drawn by the server hydrates without React's mismatch
// (#418). Screenshots go to e2e/artifacts/.
import { describe, it } from 'node:test';
import { DRAWN_ROOT } from '@stays/contracts';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { openDrawnThenStart } from './support/drawn';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe('the property page (issue 46 #2, #8)', () => {
  const suite = withStackAndBrowser();
  const { api } = apiAs(() => suite.stack.url);

  for (const [label, viewport] of VIEWPORTS) {
    for (const language of ['en', 'ar'] as const) {
      it(
        `leaves Send Message reachable under the booking card (${label}, ${language})`,
        { timeout: 120_000 },
        async () => {
          const listed = await api<Array<{ id: string }>>('GET', '/api/properties?status=approved');
          const id = listed.json[0]!.id;
          const context = await newContext(suite.browser, suite.stack.url, viewport);
          try {
            const page = await context.newPage();
            await page.goto(`/property/${id}?lang=${language}`);
            const name = language === 'en' ? 'Send Message' : /رسالة/;
            const send = page.getByRole('button', { name });
            await send.waitFor({ timeout: 30_000 });
            // Scroll the button through the viewport, from the bottom to just under the header: at each stop the
            // point at its centre is the button itself, not the booking card's "You won't be charged yet".
            const covered: string[] = [];
            for (const fraction of [0.85, 0.6, 0.4, 0.2]) {
              const hit = await send.evaluate((button, at) => {
                const top = button.getBoundingClientRect().top + window.scrollY;
                window.scrollTo(0, top - window.innerHeight * at);
                const box = button.getBoundingClientRect();
                const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
                return found && button.contains(found)
                  ? null
                  : `${Math.round(box.top)}px: ${found?.closest('section, aside, div')?.textContent?.slice(0, 60)}`;
              }, fraction);
              if (hit) covered.push(hit);
            }
            await keepScreenshot(page, `property-contact-host-${language}-${label}`);
            assert.deepEqual(covered, []);
            await send.click({ trial: true, timeout: 5_000 });
          } finally {
            await context.close();
          }
        },
      );
    }
  }

  for (const language of ['en', 'ar'] as const) {
    it(
      `hydrates a drawn Property Not Found without a mismatch (${language})`,
      { timeout: 120_000 },
      async () => {
        const context = await newContext(suite.browser, suite.stack.url, PHONE);
        try {
          const path = `/property/000000000000000000000000?lang=${language}`;
          // The first visitor of a page may get it before its view is drawn (index.html waits 300 ms at most).
          for (let attempt = 0; attempt < 20; attempt += 1) {
            const answer = await fetch(`${suite.stack.url}${path}`, { headers: { accept: 'text/html' } });
            if ((await answer.text()).includes(DRAWN_ROOT)) break;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          const page = await context.newPage();
          const drawn = await openDrawnThenStart(page, path, 'h2');
          await drawn.hydrated();
          await keepScreenshot(page, `property-not-found-${language}-phone`);
          assert.deepEqual(drawn.errors, []);
        } finally {
          await context.close();
        }
      },
    );
  }
});
