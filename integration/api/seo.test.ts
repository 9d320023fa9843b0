// What search engines and link previews read (issue 31): robots.txt, the sitemap, real status codes, and each
// public page's own head (title, description, canonical, hreflang, Open Graph, JSON-LD), in the reader's language.
import type { LodgingBusiness, WithContext } from 'schema-dts';
import { DRAWN_ROOT } from '@stays/contracts';
import { client, stackForFile, type PropertyJson } from '../fixtures/client';
import { serverDrawnFrontendRoot } from '../fixtures/frontendRoot';

const PUBLIC_URL = 'https://stays.example';
const root = serverDrawnFrontendRoot('seo');
const stack = stackForFile({ env: { FRONTEND_ROOT: root, PUBLIC_URL } });
const { call, signIn } = client(stack);

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${stack().url}${pathname}`, { headers: { accept: 'text/html', ...headers } });

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await get(pathname, headers);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function approved(): Promise<PropertyJson[]> {
  return (await call<PropertyJson[]>('GET', '/api/properties?status=approved')).json;
}

interface HeadProperty {
  id: string;
  title: string;
  description: string | null;
  location: string;
  pricePerNight: number;
  images: string[];
  rating: number | null;
  reviewCount: number;
  // What an anonymous reader is answered: the approximate point (issue 44).
  latitude: number | null;
  longitude: number | null;
}

async function visible(id: string): Promise<HeadProperty> {
  const response = await fetch(`${stack().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($id: ID!) { property(id: $id) { id title description location pricePerNight images rating reviewCount latitude longitude } }',
      variables: { id },
    }),
  });
  return ((await response.json()) as { data: { property: HeadProperty } }).data.property;
}

describe('robots.txt', () => {
  it('is plain text, keeps crawlers out of the signed-in areas and the API, and names the sitemap', async () => {
    const response = await fetch(`${stack().url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const path of [
      '/admin',
      '/host/',
      '/system/',
      '/staff',
      '/trips',
      '/inbox',
      '/dashboard',
      '/account',
      '/api/',
    ])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

/** The <loc> (and <lastmod>) of a sitemap file, checked against the protocol's structure on the way. */
function sitemapEntries(xml: string, root: 'urlset' | 'sitemapindex') {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toMatch(
    new RegExp(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">[\\s\\S]*</${root}>\\n$`),
  );
  const child = root === 'urlset' ? 'url' : 'sitemap';
  const entries = [...xml.matchAll(new RegExp(`<${child}>([\\s\\S]*?)</${child}>`, 'g'))].map(([, inner]) => {
    // Only loc and lastmod, in that order, each once (the schema's sequence; changefreq and priority are unused).
    expect(inner).toMatch(/^<loc>[^<]+<\/loc>(<lastmod>[^<]+<\/lastmod>)?$/);
    const loc = /<loc>([^<]+)<\/loc>/.exec(inner)![1];
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(inner)?.[1];
    expect(loc.length).toBeLessThanOrEqual(2048);
    expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    return { loc, lastmod };
  });
  expect(entries.length).toBeLessThanOrEqual(50_000);
  return entries;
}

async function sitemapFile(url: string) {
  const response = await fetch(url.replace(PUBLIC_URL, stack().url));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  return response.text();
}

async function sitemapPropertyEntries() {
  const index = sitemapEntries(await sitemapFile(`${PUBLIC_URL}/sitemap.xml`), 'sitemapindex');
  const files = index.filter(({ loc }) => /\/sitemaps\/properties-\d+\.xml$/.test(loc));
  const entries: Array<{ loc: string; lastmod?: string }> = [];
  for (const { loc } of files) entries.push(...sitemapEntries(await sitemapFile(loc), 'urlset'));
  return entries;
}

async function sitemapProperties(): Promise<string[]> {
  return (await sitemapPropertyEntries()).map((entry) => entry.loc);
}

describe('sitemap.xml', () => {
  it('is an index of the static pages and of every approved property, none other', async () => {
    const index = sitemapEntries(await sitemapFile(`${PUBLIC_URL}/sitemap.xml`), 'sitemapindex');
    expect(index.map(({ loc }) => loc)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/properties-1.xml`,
    ]);
    const pages = sitemapEntries(await sitemapFile(`${PUBLIC_URL}/sitemaps/pages.xml`), 'urlset').map(
      ({ loc }) => loc.slice(PUBLIC_URL.length),
    );
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/browse', '/search', '/help-center', '/about', '/terms']),
    );
    for (const path of pages)
      expect(path).not.toMatch(
        /^\/(admin|host\/|system\/|staff|trips|inbox|login|home$|dashboard|account|forgot-password|reset-password)/,
      );

    const listed = (await approved()).map(({ id }) => `${PUBLIC_URL}/property/${id}`);
    const inSitemap = await sitemapProperties();
    expect([...inSitemap].sort()).toEqual([...listed].sort());
  });

  it('lists a stay once it is approved, and not while it is pending (refreshed on writes)', async () => {
    const host = await signIn('host');
    const admin = await signIn('admin');
    await sitemapProperties(); // kept from here on, until a write
    const created = await call<PropertyJson>(
      'POST',
      '/api/properties',
      {
        title: 'Sitemap Test Flat',
        description: 'Near the beach.',
        location: 'Martil, Morocco',
        latitude: 35.6178,
        longitude: -5.2747,
        propertyType: 'apartment',
        pricePerNight: '70',
        maxGuests: 2,
        amenities: [],
        images: [],
        hostId: host.id,
      },
      { cookie: host.cookie },
    );
    expect(created.status).toBe(201);
    expect(await sitemapProperties()).not.toContain(`${PUBLIC_URL}/property/${created.json.id}`);
    const decided = await call('PATCH', `/api/dashboard/properties/${created.json.id}/approve`, undefined, {
      cookie: admin.cookie,
    });
    expect(decided.status).toBe(200);
    expect(await sitemapProperties()).toContain(`${PUBLIC_URL}/property/${created.json.id}`);
  });

  it("gives each stay's last change as its lastmod: an edit moves it on", async () => {
    const admin = await signIn('admin');
    const [stay] = await approved();
    const loc = `${PUBLIC_URL}/property/${stay.id}`;
    const lastmodOf = async () =>
      (await sitemapPropertyEntries()).find((entry) => entry.loc === loc)?.lastmod;
    const before = await lastmodOf();
    expect(before).toBeDefined();
    const editedAt = new Date().toISOString();
    const edited = await call(
      'PUT',
      `/api/properties/${stay.id}`,
      { pricePerNight: '95' },
      { cookie: admin.cookie },
    );
    expect(edited.status).toBe(200);
    const after = await lastmodOf();
    expect(after! >= editedAt).toBe(true);
    expect(after! > before!).toBe(true);
  });

  it('answers 404 for a properties file past the last one', async () => {
    expect((await fetch(`${stack().url}/sitemaps/properties-2.xml`)).status).toBe(404);
  });
});

describe('real status codes', () => {
  it('answers an unknown address 404 with the app, which shows its 404 page, kept out of indexes', async () => {
    const { status, html } = await page('/no-such-page/at-all');
    expect(status).toBe(404);
    // The app's page, drawn by the gateway when it had the view at hand, else by the app.
    expect(html).toMatch(/<div id="root"( data-drawn)?>/);
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('answers the pages of the route tables 200, guarded ones included', async () => {
    for (const path of [
      '/',
      '/home',
      '/browse',
      '/search?location=Martil',
      '/help-center',
      '/trips',
      '/admin',
    ])
      expect([path, (await get(path)).status]).toEqual([path, 200]);
  });

  it('answers the signed-in pages and the sign-in pages with noindex, in the head and the header (issue 46 #10j)', async () => {
    const { cookie: student } = await signIn('visitor');
    for (const path of [
      '/dashboard',
      '/host/dashboard',
      '/host/properties',
      '/trips',
      '/inbox',
      '/account',
      '/admin',
      '/staff/dashboard',
      '/login',
      '/reset-password',
    ]) {
      for (const headers of [{}, { cookie: student }] as Array<Record<string, string>>) {
        const answer = await page(path, headers);
        expect([path, answer.status]).toEqual([path, 200]);
        expect([path, answer.headers.get('x-robots-tag')]).toEqual([path, 'noindex']);
        expect([path, meta(answer.html, 'robots')]).toEqual([path, 'noindex']);
      }
    }
    for (const path of ['/', '/search', '/help-center', '/hosts']) {
      const answer = await page(path);
      expect([path, answer.headers.get('x-robots-tag')]).toEqual([path, null]);
      expect([path, meta(answer.html, 'robots')]).toEqual([path, undefined]);
    }
  });

  it('answers a missing property 404, and a malformed id', async () => {
    expect((await get('/property/000000000000000000000000')).status).toBe(404);
    expect((await get('/property/not-an-id')).status).toBe(404);
  });

  it('answers a pending property 404 to anyone who may not see it, and 200 to its host', async () => {
    const host = await signIn('host');
    const created = await call<PropertyJson>(
      'POST',
      '/api/properties',
      {
        title: 'Pending Status Flat',
        description: 'Awaiting review.',
        location: 'Tetouan, Morocco',
        latitude: 35.5785,
        longitude: -5.3684,
        propertyType: 'apartment',
        pricePerNight: '60',
        maxGuests: 2,
        amenities: [],
        images: [],
        hostId: host.id,
      },
      { cookie: host.cookie },
    );
    expect(created.json.status).toBe('pending');
    const path = `/property/${created.json.id}`;
    expect((await get(path)).status).toBe(404);
    const visitor = await signIn('visitor');
    expect((await get(path, { cookie: visitor.cookie })).status).toBe(404);
    expect((await get(path, { cookie: host.cookie })).status).toBe(200);
  });
});

describe("a property page's head", () => {
  const withReviews = async () => {
    for (const property of await approved()) {
      const full = await visible(property.id);
      if (full.reviewCount > 0 && full.images.length > 0) return full;
    }
    throw new Error('the seed has no reviewed stay with photos');
  };

  it('has its title, town and price in the title, and its first sentence in the description', async () => {
    const property = await withReviews();
    const { status, html } = await page(`/property/${property.id}`, { 'accept-language': 'en-US' });
    expect(status).toBe(200);
    const town = property.location.split(',')[0].trim();
    const price = `$${property.pricePerNight}`;
    expect(titleOf(html)).toBe(`${property.title} · ${town} · ${price}/night`.replace(/&/g, '&amp;'));
    const description = meta(html, 'description')!;
    expect(description.startsWith(`${price} a night in ${town}.`)).toBe(true);
    const sentence =
      /^.+?[.!?](?=\s|$)/.exec((property.description ?? '').replace(/\s+/g, ' ').trim())?.[0] ?? '';
    expect(description).toContain(sentence.slice(0, 60).replace(/&/g, '&amp;').replace(/&amp;/g, '&'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('names its canonical address under PUBLIC_URL and the same page in en, fr and ar', async () => {
    const property = await withReviews();
    const { html } = await page(`/property/${property.id}?utm_source=x&lang=en`);
    const base = `${PUBLIC_URL}/property/${property.id}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${base}?utm_source=x`);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, lang, href]) => [lang, href.replace(/&amp;/g, '&')],
      ),
    );
    expect(alternates).toEqual({
      en: `${base}?utm_source=x`,
      fr: `${base}?utm_source=x&lang=fr`,
      ar: `${base}?utm_source=x&lang=ar`,
      'x-default': `${base}?utm_source=x`,
    });
  });

  it('is drawn in the language its address names (?lang=), which the app keeps; Arabic right to left', async () => {
    const property = await withReviews();
    const french = await page(`/property/${property.id}?lang=fr`, { 'accept-language': 'en-US' });
    expect(french.html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(french.headers.get('set-cookie')).toMatch(/^language=fr;/);
    expect(titleOf(french.html)).toContain('/nuit');
    expect(attribute(french.html, /<link rel="canonical" href="([^"]+)">/)).toBe(
      `${PUBLIC_URL}/property/${property.id}?lang=fr`,
    );
    const arabic = await page(`/property/${property.id}`, { cookie: 'language=ar', 'accept-language': 'fr' });
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(meta(arabic.html, 'og:locale')).toBe('ar_MA');
    const byBrowser = await page('/help-center', { 'accept-language': 'fr-CA,en;q=0.5' });
    expect(byBrowser.html).toMatch(/<html lang="fr" dir="ltr">/);
  });

  it('has an Open Graph and Twitter card with its cover photo as an absolute URL', async () => {
    const property = await withReviews();
    const { html } = await page(`/property/${property.id}`);
    expect(meta(html, 'og:title')).toBe(titleOf(html)?.replace(/&amp;/g, '&'));
    expect(meta(html, 'og:type')).toBe('place');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/property/${property.id}`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${property.images[0]}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}${property.images[0]}`);
  });

  it('carries schema.org LodgingBusiness data: name, address, images, the nightly Offer, its rating', async () => {
    const property = await withReviews();
    const { html } = await page(`/property/${property.id}`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0][1]) as Exclude<WithContext<LodgingBusiness>, string> &
      Record<string, unknown>;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      '@id': `${PUBLIC_URL}/property/${property.id}`,
      name: property.title,
      url: `${PUBLIC_URL}/property/${property.id}`,
      ...(property.description ? { description: property.description } : {}),
      image: property.images.map((image) => `${PUBLIC_URL}${image}`),
      address: { '@type': 'PostalAddress', addressLocality: property.location.split(',')[0].trim() },
      // The point an anonymous reader is answered: the approximate one (issue 44).
      geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude },
      makesOffer: {
        '@type': 'Offer',
        url: `${PUBLIC_URL}/property/${property.id}`,
        price: property.pricePerNight,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: property.pricePerNight,
          priceCurrency: 'USD',
          unitCode: 'DAY',
          unitText: 'night',
        },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: property.rating,
        reviewCount: property.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('gives a stay without reviews no aggregateRating', async () => {
    const host = await signIn('host');
    const admin = await signIn('admin');
    const created = await call<PropertyJson>(
      'POST',
      '/api/properties',
      {
        title: 'Unreviewed Flat',
        description: 'New. Second sentence.',
        location: 'Martil, Morocco',
        latitude: 35.6178,
        longitude: -5.2747,
        propertyType: 'apartment',
        pricePerNight: '55',
        maxGuests: 2,
        amenities: [],
        images: [],
        hostId: host.id,
      },
      { cookie: host.cookie },
    );
    await call('PATCH', `/api/dashboard/properties/${created.json.id}/approve`, undefined, {
      cookie: admin.cookie,
    });
    const { status, html } = await page(`/property/${created.json.id}`);
    expect(status).toBe(200);
    expect(meta(html, 'description')).toBe('$55 a night in Martil. New.');
    const data = JSON.parse(
      /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1],
    ) as object;
    expect(data).not.toHaveProperty('aggregateRating');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'og:image')).toBeUndefined();
  });
});

describe('other public pages', () => {
  it('take their title from their drawn heading, with canonical and hreflang and no JSON-LD', async () => {
    let html = '';
    // The first visitor of a page may get it before its view is drawn (index.html waits 300 ms at most).
    for (let attempt = 0; attempt < 20 && !html.includes(DRAWN_ROOT); attempt += 1) {
      html = (await page('/browse')).html;
      if (!html.includes(DRAWN_ROOT)) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html.slice(html.indexOf(DRAWN_ROOT)))![1]
      .replace(/<[^>]+>/g, '')
      .trim();
    expect(titleOf(html)).toBe(`${heading} · Stays`);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${PUBLIC_URL}/browse`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(html).not.toContain('application/ld+json');
  });
});
