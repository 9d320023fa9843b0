// The guest's booking journey (issue 13) on a phone and a desktop: a signed-out guest opens the booking dialog
// from the property page with dates chosen, is asked to log in, signs in and is back in the same dialog with the
// same dates, sees the server's quote for two nights and sends the request; the host approves it (API); the
// guest finds it under Upcoming on /trips, cancels it and sees the refund first; a past approved stay (written
// into the database: the API takes no past dates) gets a review that then shows on the property page.
// Screenshots in English and Arabic go to e2e/artifacts/, each screen checked with axe.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { dbNameFromEnv } from '@stays/contracts';
import { expectAccessible } from './support/axe';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { apiAs } from './support/api';
import { withStackAndBrowser } from './support/suite';

const VIEWPORTS = [
  ['desktop', DESKTOP, 0],
  ['phone', PHONE, 1],
] as const;

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('booking: request, approve, cancel with a refund, review', () => {
  const suite = withStackAndBrowser();

  const { api, signIn } = apiAs(() => suite.stack.url);

  async function inLanguage(page: Page, language: 'en' | 'ar') {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
  }

  for (const [label, viewport, slot] of VIEWPORTS) {
    it(
      `a guest books, cancels with a refund and reviews a past stay (${label})`,
      { timeout: 170_000 },
      async () => {
        const hostCookie = await signIn('host@stays.test', 'host123');
        const host = (await api<{ id: string }>('GET', '/api/user', undefined, hostCookie)).json;
        const listed = (
          await api<Array<{ id: string; title: string; status: string; pricePerNight: number }>>(
            'GET',
            `/api/properties/host/${host.id}`,
            undefined,
            hostCookie,
          )
        ).json.filter((property) => property.status === 'approved');
        const property = listed[slot % listed.length]!;
        const checkIn = dayFromNow(500 + slot * 30);
        const checkOut = dayFromNow(502 + slot * 30);

        const context = await newContext(suite.browser, suite.stack.url, viewport);
        const page = await context.newPage();

        // 1. Signed out, dates chosen on the property page: the booking dialog asks to log in first.
        await page.goto(
          `/property/${property.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=1&dialog=book`,
        );
        const loginRequired = page.getByRole('dialog', { name: 'Login Required' });
        await loginRequired.getByText('Please log in to book this property').waitFor();
        await keepScreenshot(page, `booking-login-required-en-${label}`);
        await expectAccessible(page, `login required (${label})`);
        await loginRequired.getByRole('button', { name: 'Sign In' }).click();
        const auth = page.getByRole('dialog').filter({ has: page.locator('input[name="password"]') });
        await auth.locator('input[name="username"]').fill('student@stays.test');
        await auth.locator('input[name="password"]').fill('student123');
        await Promise.all([page.waitForEvent('load'), auth.locator('button[type="submit"]').click()]);

        // 2. Back on the same property, in the same dialog, with the same dates: the server's quote.
        const booking = page.getByRole('dialog', { name: `Book ${property.title}` });
        await booking.getByText(/x 2 nights/).waitFor({ timeout: 30_000 });
        const fee = Math.round(property.pricePerNight * 2 * 0.14);
        const total = property.pricePerNight * 2 + fee;
        await booking.getByText('Service fee', { exact: true }).waitFor();
        assert.match((await booking.textContent()) ?? '', new RegExp(`\\$${total.toLocaleString('en-US')}`));
        await keepScreenshot(page, `booking-dialog-en-${label}`);
        await expectAccessible(page, `booking dialog (${label})`);
        await booking.getByLabel('Message to the host (optional)').fill('We arrive after 6pm.');
        await booking.getByRole('button', { name: 'Request to Book' }).click();
        await page.getByText('Booking Request Sent!').waitFor();

        // The same dialog in Arabic, right to left.
        await inLanguage(page, 'ar');
        await page.goto(
          `/property/${property.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=1&dialog=book`,
        );
        await page.getByRole('dialog').getByText('رسوم الخدمة', { exact: true }).waitFor({ timeout: 30_000 });
        assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
        await keepScreenshot(page, `booking-dialog-ar-${label}`);
        await expectAccessible(page, `booking dialog ar (${label})`);
        await inLanguage(page, 'en');

        // 3. The host approves (API).
        const studentCookie = await signIn('student@stays.test', 'student123');
        const mine = (
          await api<Array<{ id: string; propertyId: string; checkInDate: string; status: string }>>(
            'GET',
            '/api/bookings/mine',
            undefined,
            studentCookie,
          )
        ).json;
        const request = mine.find((b) => b.propertyId === property.id && b.checkInDate === checkIn);
        assert.ok(request, 'the request is stored');
        await api('PUT', `/api/bookings/${request.id}/status`, { status: 'approved' }, hostCookie);

        // A past approved stay of this guest at this property, to review (the API takes no past dates).
        const client = await MongoClient.connect(suite.stack.database.uri);
        const past = await client
          .db(dbNameFromEnv())
          .collection('bookings')
          .insertOne({
            propertyId: new ObjectId(property.id),
            guestId: new ObjectId(
              (await api<{ id: string }>('GET', '/api/user', undefined, studentCookie)).json.id,
            ),
            hostId: new ObjectId(host.id),
            checkInDate: dayFromNow(-20 - slot * 5),
            checkOutDate: dayFromNow(-18 - slot * 5),
            guests: 1,
            totalPrice: String(total),
            status: 'approved',
            createdAt: new Date(),
            updatedAt: new Date(),
          });
        await client.close();

        // 4. /trips: the stay under Upcoming; cancel it, the refund shown before confirming.
        await page.goto('/trips');
        const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${checkIn}T00:00:00Z`),
        );
        const tripCard = () =>
          page
            .getByRole('region', { name: /^Upcoming/ })
            .getByRole('article', { name: property.title })
            .filter({ hasText: shown });
        await tripCard().waitFor();
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, `booking-trips-en-${label}`);
        await expectAccessible(page, `trips (${label})`);
        await inLanguage(page, 'ar');
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'رحلاتك' }).waitFor();
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, `booking-trips-ar-${label}`);
        await expectAccessible(page, `trips ar (${label})`);
        await inLanguage(page, 'en');
        await page.reload();

        await tripCard().getByRole('button', { name: 'Cancel booking' }).click();
        const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
        const refund = cancel.getByTestId('refund-amount');
        await refund.waitFor();
        // Far ahead under the default moderate policy: the nights back in full, the fee kept.
        assert.match((await refund.textContent()) ?? '', /100% of the nights/);
        await cancel.getByText(/service fee .* is not refunded/).waitFor();
        await keepScreenshot(page, `booking-cancel-en-${label}`);
        await expectAccessible(page, `cancel dialog (${label})`);
        await cancel.getByRole('button', { name: 'Cancel booking' }).click();
        await page.getByText('Booking cancelled', { exact: true }).waitFor();
        await page
          .getByRole('region', { name: /^Declined, cancelled or expired/ })
          .getByText(/Refund \$/)
          .first()
          .waitFor();

        // 5. The past stay gets a review, which then shows on the property page.
        const pastSection = page.getByRole('region', { name: /^Past/ });
        // The card of the stay this test made (the seed leaves the student other past stays to review).
        const pastCheckIn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${dayFromNow(-20 - slot * 5)}T00:00:00Z`),
        );
        await pastSection
          .getByRole('article', { name: property.title })
          .filter({ hasText: pastCheckIn })
          .getByRole('button', { name: 'Write a review' })
          .click();
        const review = page.getByRole('dialog', { name: 'Review your stay' });
        await review.getByRole('radio', { name: '5 stars' }).check();
        const comment = `Sunny rooms and a kind host (${label} ${String(past.insertedId).slice(-6)}).`;
        await review.getByLabel('Your review').fill(comment);
        await keepScreenshot(page, `booking-review-en-${label}`);
        await expectAccessible(page, `review dialog (${label})`);
        await review.getByRole('button', { name: 'Post review' }).click();
        await page.getByText('Thanks for your review!').waitFor();

        await page.goto(`/property/${property.id}`);
        await page.getByText(comment).waitFor({ timeout: 30_000 });
        await context.close();
      },
    );
  }
});
