// A student rents by the month (issue 43), on a phone: signed in, she switches the search bar to "Months", picks a
// September move-in, 4 months and "near Texas A&M", and the cards show monthly prices, the distance to campus and
// the server's total for the span. She opens a studio (its link and the Back button keep the stay), whose booking
// card and dialog show the server's quote lines, equal to GET /api/bookings/quote to the cent, and requests it.
// The listing's host, in another browser, sees the monthly terms on the request. Screenshots in English and Arabic
// go to e2e/artifacts/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { addMonths } from '@stays/contracts';
import { apiAs } from './support/api';
import { DESKTOP, newContext, PHONE, signInContext } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { withStackAndBrowser } from './support/suite';

interface Quote {
  nights: number;
  months: number;
  extraNights: number;
  pricePerNight: number;
  subtotal: number;
  discount: number;
  discountKind: string | null;
  serviceFee: number;
  total: number;
  totalPrice: string;
}
interface Found {
  id: string;
  title: string;
  propertyType: string;
  hostId: string;
  pricePerMonth: number | null;
  distanceKm: number | null;
  quote: Quote | null;
}

const SPAN_MONTHS = 4;
const KM_PER_MILE = 1.609344;

/** Dollars as the product writes them in en-US: whole dollars without cents, any other amount with two. */
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** A distance as the product rounds it: one decimal, rounded as Intl rounds (not toFixed's binary value). */
const oneDecimal = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** The next 1 September at least a month away (the seed's stays are relative to today), and the ones after it. */
function septembers(): string[] {
  const soon = new Date(Date.now() + 31 * 86_400_000);
  const first = soon.getUTCMonth() < 8 ? soon.getUTCFullYear() : soon.getUTCFullYear() + 1;
  return [0, 1, 2].map((later) => `${first + later}-09-01`);
}

/** The terms and figures of a quote or price list: each line's label and amount, in order. */
async function lines(list: Locator): Promise<Array<[string, string]>> {
  return list.evaluate((dl) => {
    const pairs: Array<[string, string]> = [];
    dl.querySelectorAll('dt').forEach((dt) => {
      const dd = dt.nextElementSibling;
      pairs.push([(dt.textContent ?? '').trim(), (dd?.textContent ?? '').trim()]);
    });
    return pairs;
  });
}

async function inArabic(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
}

describe('long stays: a Months search near campus, a studio requested by the month', () => {
  const suite = withStackAndBrowser();
  const { api, signIn } = apiAs(() => suite.stack.url);

  it(
    'a student on a phone searches Months near Texas A&M, requests a studio, and its host sees the monthly terms',
    { timeout: 150_000 },
    async () => {
      // A September move-in in the future with a studio free for the 4 months (the search lists only those).
      let moveIn = '';
      let studio: Found | undefined;
      for (const september of septembers()) {
        const found = (
          await api<Found[]>(
            'GET',
            `/api/properties/search?moveIn=${september}&months=${SPAN_MONTHS}&near=texas-am&guests=1`,
          )
        ).json;
        studio = found.find((listing) => listing.propertyType === 'studio' && listing.pricePerMonth != null);
        if (studio) {
          moveIn = september;
          break;
        }
      }
      assert.ok(studio, 'a studio with a monthly price is free for a fall semester near Texas A&M');
      const moveOut = addMonths(moveIn, SPAN_MONTHS);
      const quote = (
        await api<Quote>(
          'GET',
          `/api/bookings/quote?propertyId=${studio.id}&checkIn=${moveIn}&checkOut=${moveOut}&guests=1`,
        )
      ).json;
      assert.equal(quote.months, SPAN_MONTHS);
      assert.equal(quote.discountKind, 'monthly_price', 'the monthly price makes the stay cheaper');
      assert.ok(studio.quote, 'the search result is quoted');
      for (const key of Object.keys(studio.quote) as Array<keyof Quote>)
        assert.equal(studio.quote[key], quote[key], `the search result's ${key} is the quote's`);

      // The listing's host: an account of the seed (host@stays.test, or one whose password is demo123).
      const adminCookie = await signIn('admin', 'admin123');
      const hosts = (
        await api<Array<{ id: string; username: string }>>(
          'GET',
          '/api/admin/users?role=host',
          undefined,
          adminCookie,
        )
      ).json;
      const host = hosts.find((account) => account.id === studio.hostId);
      assert.ok(host, "the studio's host is a host account");
      const hostPassword = host.username === 'host@stays.test' ? 'host123' : 'demo123';

      // 1. The student, signed in on a phone, searches by months from the landing's search bar.
      const context = await newContext(suite.browser, suite.stack.url, PHONE);
      const studentCookie = await signIn('student@stays.test', 'student123');
      await signInContext(context, suite.stack.url, studentCookie);
      const page = await context.newPage();
      await page.goto('/');
      const form = page.getByRole('search', { name: 'Search stays' });
      await form.getByRole('group', { name: 'Stay length' }).getByRole('button', { name: 'Months' }).click();
      await form.getByLabel('Move-in').fill(moveIn);
      await form.getByLabel('Months', { exact: true }).selectOption(String(SPAN_MONTHS));
      await form.getByLabel('Near').selectOption({ label: 'Texas A&M' });
      await keepScreenshot(page, 'long-stays-form-phone-en');
      await form.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/search' &&
          url.searchParams.get('moveIn') === moveIn &&
          url.searchParams.get('months') === String(SPAN_MONTHS) &&
          url.searchParams.get('near') === 'texas-am',
      );
      const searchUrl = page.url();

      // 2. Monthly prices, the distance to campus (miles in en-US) and the server's total on every card.
      const cards = page.locator('[data-testid="property-card"]');
      await cards.first().waitFor({ timeout: 30_000 });
      const card = cards.filter({ has: page.getByRole('link', { name: studio.title, exact: true }) });
      await card.waitFor();
      const cardText = (await card.textContent()) ?? '';
      const cardDistance = await card.getByTestId('card-distance').textContent();
      assert.match(cardText, new RegExp(`${escape(usd(studio.pricePerMonth!))}\\s*/\\s*month`));
      // The server's distance, in miles for an en-US reader.
      assert.equal(
        await card.getByTestId('card-distance').textContent(),
        `${oneDecimal(studio.distanceKm! / KM_PER_MILE)} mi from Texas A&M`,
      );
      assert.equal(
        await card.getByTestId('card-total').textContent(),
        `${usd(quote.total)} total for ${SPAN_MONTHS} months, fees included`,
      );
      const distances = await cards
        .getByTestId('card-distance')
        .evaluateAll((spans) => spans.map((span) => parseFloat(span.textContent ?? '')));
      assert.ok(distances.length > 1, 'more than one stay near campus');
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
        'nearest first',
      );
      await card.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'long-stays-search-phone-en');

      // 3. The studio opens with the searched stay: its link carries the span, and Back returns to the search.
      await card.getByRole('link', { name: studio.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/property/${studio.id}`);
      const opened = new URL(page.url()).searchParams;
      assert.equal(opened.get('checkIn'), moveIn);
      assert.equal(opened.get('checkOut'), moveOut);
      assert.equal(opened.get('guests'), '1');
      // The page says how far it is from the same place. It measures from the point it shows, the exact one for a
      // guest with an approved stay there (the seed gives the student some); the search measures everyone from
      // the approximate point, at most 400 m away (issue 44). So the two agree within that, plus rounding.
      const pageDistance = (await page.getByTestId('property-distance').textContent()) ?? '';
      assert.match(pageDistance, /^\d+\.\d mi from Texas A&M$/);
      assert.ok(
        Math.abs(parseFloat(pageDistance) - parseFloat(cardDistance ?? '')) <= 400 / 1609.344 + 0.1,
        `the page (${pageDistance}) and the card (${cardDistance}) measure from about the same point`,
      );
      await keepScreenshot(page, 'long-stays-property-top-phone-en');
      const bookingCard = page.getByRole('region', { name: 'Booking' });
      const cardQuote = bookingCard.getByTestId('booking-quote');
      await cardQuote.waitFor({ timeout: 30_000 });
      const expected = quoteLines(quote, studio.pricePerMonth!);
      assert.deepEqual(await lines(cardQuote), expected, "the booking card's lines are the server's quote");
      await page.goBack();
      await page.waitForURL(searchUrl);
      await card.waitFor();
      assert.equal(
        await form
          .getByRole('group', { name: 'Stay length' })
          .getByRole('button', { name: 'Months' })
          .getAttribute('aria-pressed'),
        'true',
        'Back shows the Months search again',
      );
      assert.equal(await form.getByLabel('Move-in').inputValue(), moveIn);
      await page.goForward();
      await cardQuote.waitFor({ timeout: 30_000 });
      assert.deepEqual(await lines(cardQuote), expected, 'Forward opens the studio with the same stay');
      await cardQuote.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'long-stays-property-phone-en');

      // 4. The request: the dialog shows the same lines, and the stored booking has the quoted total.
      await bookingCard.getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog', { name: `Book ${studio.title}` });
      const dialogTotal = dialog.getByText('Total', { exact: true });
      await dialogTotal.waitFor({ timeout: 30_000 });
      const dialogLines = dialog.locator('dl').filter({ has: page.getByText('Total', { exact: true }) });
      assert.deepEqual(
        await lines(dialogLines),
        quoteLines(quote, studio.pricePerMonth!),
        "the dialog's lines are the server's quote",
      );
      await dialogLines.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'long-stays-dialog-phone-en');
      await dialog.getByRole('button', { name: 'Request to Book' }).click();
      await page.getByText('Booking Request Sent!').first().waitFor();
      const mine = (
        await api<Array<{ propertyId: string; checkInDate: string; totalPrice: string; status: string }>>(
          'GET',
          '/api/bookings/mine',
          undefined,
          studentCookie,
        )
      ).json;
      const request = mine.find(
        (booking) => booking.propertyId === studio.id && booking.checkInDate === moveIn,
      );
      assert.ok(request, 'the request is stored');
      assert.equal(request.status, 'pending');
      assert.equal(request.totalPrice, quote.totalPrice, 'the booking is the quote to the cent');

      // The page's way back is the search it was opened from, kept through the dialog's changes to the address.
      await page.getByRole('link', { name: '← Back to results' }).click();
      await page.waitForURL(searchUrl);
      await card.waitFor();

      // The trips page shows the request at the quoted total.
      await page.goto('/trips');
      const moveInShown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${moveIn}T00:00:00Z`),
      );
      const trip = page.getByRole('article', { name: studio.title }).filter({ hasText: moveInShown });
      await trip.waitFor({ timeout: 30_000 });
      assert.match((await trip.textContent()) ?? '', new RegExp(`Total ${escape(usd(quote.total))}`));

      // The same screens in Arabic, right to left.
      await inArabic(page);
      await page.goto(searchUrl);
      await card.waitFor({ timeout: 30_000 });
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      await card.getByTestId('card-total').waitFor();
      // Kilometres in Arabic, the same distance.
      assert.match(
        (await card.getByTestId('card-distance').textContent()) ?? '',
        new RegExp(`${oneDecimal(studio.distanceKm!).replace('.', '[.,٫]')} كم`),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, 'long-stays-form-phone-ar');
      await card.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'long-stays-search-phone-ar');
      await page.goto(`/property/${studio.id}?checkIn=${moveIn}&checkOut=${moveOut}&guests=1&near=texas-am`);
      await page.getByTestId('booking-quote').waitFor({ timeout: 30_000 });
      await page.getByTestId('booking-quote').scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'long-stays-property-phone-ar');
      await page.goto(`/property/${studio.id}?checkIn=${moveIn}&checkOut=${moveOut}&guests=1&dialog=book`);
      const arDialog = page.getByRole('dialog');
      await arDialog.getByText('رسوم الخدمة', { exact: true }).waitFor({ timeout: 30_000 });
      await arDialog.getByTestId('quote-discount').scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'long-stays-dialog-phone-ar');
      await context.close();

      // 5. The host, in another browser, sees the request with its months, the monthly price line and the total.
      const hostContext = await newContext(suite.browser, suite.stack.url, DESKTOP);
      await signInContext(hostContext, suite.stack.url, await signIn(host.username, hostPassword));
      const hostPage = await hostContext.newPage();
      // The search bar's Months mode on a wide screen: one bar, the semesters and the place under it.
      await hostPage.goto('/');
      const wideForm = hostPage.getByRole('search', { name: 'Search stays' });
      await wideForm
        .getByRole('group', { name: 'Stay length' })
        .getByRole('button', { name: 'Months' })
        .click();
      await wideForm.getByLabel('Near').waitFor();
      await keepScreenshot(hostPage, 'long-stays-form-desktop-en');
      await hostPage.goto('/host/dashboard');
      const requestRow = hostPage
        .locator('[data-testid="dashboard-booking"]')
        .filter({ hasText: studio.title })
        .filter({ has: hostPage.getByTestId('request-price-lines') })
        .first();
      await requestRow.waitFor({ timeout: 30_000 });
      const terms = await lines(requestRow.getByTestId('request-price-lines'));
      assert.deepEqual(terms, [
        [`${SPAN_MONTHS} months · ${quote.nights} nights`, usd(quote.subtotal)],
        ['Monthly price', usd(-quote.discount)],
        ['Service fee', usd(quote.serviceFee)],
        ['Total', usd(quote.total)],
      ]);
      await requestRow.scrollIntoViewIfNeeded();
      await keepScreenshot(hostPage, 'long-stays-host-request-desktop-en');
      await inArabic(hostPage);
      await hostPage.reload();
      await requestRow.getByTestId('request-price-lines').waitFor({ timeout: 30_000 });
      await requestRow.scrollIntoViewIfNeeded();
      await keepScreenshot(hostPage, 'long-stays-host-request-desktop-ar');
      await hostContext.close();
    },
  );
});

/** The lines the booking card and the booking dialog show for a quote made by the monthly price, in en-US. */
function quoteLines(quote: Quote, pricePerMonth: number): Array<[string, string]> {
  return [
    [`${usd(quote.pricePerNight)} x ${quote.nights} nights`, usd(quote.subtotal)],
    [
      `Monthly price: ${quote.months} months${quote.extraNights ? ` and ${quote.extraNights} nights` : ''} at ${usd(pricePerMonth)} /month`,
      usd(-quote.discount),
    ],
    ['Service fee', usd(quote.serviceFee)],
    ['Total', usd(quote.total)],
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
