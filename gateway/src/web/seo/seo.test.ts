import type { Request } from 'express';
import { headTags, withPageHead, type PageHead } from './head';
import { addressIn, readerLanguage } from './language';
import { originOf } from './origin';
import { drawnHeading, firstSentence, pageHead } from './pageHead';
import { crawlable } from './robots';
import { sitemapIndex, splitIntoFiles, urlSet } from './sitemap';

const at = (language: 'en' | 'fr' | 'ar', search = '') => ({
  origin: 'https://stays.example',
  pathname: '/browse',
  query: new URLSearchParams(search),
  language,
});

describe('the reader language', () => {
  it('is the address parameter, then the cookie, then Accept-Language, then English', () => {
    expect(readerLanguage({ parameter: 'ar', cookie: 'fr', accepted: ['en'] })).toBe('ar');
    expect(readerLanguage({ parameter: 'de', cookie: 'fr', accepted: ['en'] })).toBe('fr');
    expect(readerLanguage({ cookie: 'xx', accepted: ['de', 'ar-MA', 'fr'] })).toBe('ar');
    expect(readerLanguage({ accepted: ['de'] })).toBe('en');
  });

  it('is addressed with ?lang= (none for English), keeping the rest of the query', () => {
    const query = new URLSearchParams('location=Martil&lang=ar');
    expect(addressIn('fr', '/search', query)).toBe('/search?location=Martil&lang=fr');
    expect(addressIn('en', '/search', query)).toBe('/search?location=Martil');
    expect(addressIn('en', '/', new URLSearchParams())).toBe('/');
  });
});

describe('the site origin', () => {
  const request = { protocol: 'http', get: () => 'localhost:3000' } as unknown as Request;
  it("is PUBLIC_URL when set, else the request's own", () => {
    expect(originOf({ PUBLIC_URL: 'https://stays.example/' })(request)).toBe('https://stays.example');
    expect(originOf({})(request)).toBe('http://localhost:3000');
  });
});

describe('head tags', () => {
  const head: PageHead = { status: 200, title: 'Browse · Stays', description: 'All stays', kind: 'website' };

  it('replace the site title and description, set <html lang dir>, and name the page in every language', () => {
    const html = withPageHead(
      '<html lang=en dir=ltr><head><meta name=description content="Site."><title>Site</title></head><body></body></html>',
      head,
      at('ar', 'lang=ar'),
    );
    expect(html).toMatch(
      /^<html lang="ar" dir="rtl"><head><title>Browse · Stays<\/title><meta name="description" content="All stays">/,
    );
    expect(html).not.toContain('Site');
    expect(html).toContain('<link rel="canonical" href="https://stays.example/browse?lang=ar">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://stays.example/browse">');
    expect(html).toContain('<meta property="og:locale" content="ar_MA">');
  });

  it('escape what a host wrote', () => {
    const tags = headTags({ ...head, title: '"><script>x</script>' }, at('en'));
    expect(tags).not.toContain('<script>x');
    expect(tags).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('keep a 404 out of indexes, with nothing else', () => {
    expect(headTags({ ...head, status: 404 }, at('en'))).toBe('<meta name="robots" content="noindex">');
  });
});

describe("a page's head", () => {
  const property = {
    id: 'p1',
    title: 'Sea View',
    description: 'Bright flat by the sea. Two rooms.',
    location: 'Martil, Morocco',
    pricePerNight: 89.5,
    images: ['/images/aaaaaaaaaaaaaaaaaaaaaaaa'],
    rating: null,
    reviewCount: 0,
    latitude: 35.61712,
    longitude: -5.27304,
  };
  const context = {
    heading: null,
    origin: 'https://stays.example',
    canonical: 'https://stays.example/property/p1',
  };

  it("of a stay: its title, town and price in the reader's language; its first sentence", () => {
    const english = pageHead({ status: 200, property }, { ...context, language: 'en' });
    expect(english.title).toBe('Sea View · Martil · $89.50/night');
    expect(english.description).toBe('$89.50 a night in Martil. Bright flat by the sea.');
    expect(english.jsonLd).not.toHaveProperty('aggregateRating');
    expect(pageHead({ status: 200, property }, { ...context, language: 'fr' }).title).toMatch(
      /^Sea View · Martil · 89,50\s\$US\/nuit$/,
    );
  });

  it("of a stay: the point it was answered (the public's approximate one) as JSON-LD geo and place:location", () => {
    const english = pageHead({ status: 200, property }, { ...context, language: 'en' });
    expect(english.jsonLd).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 35.61712, longitude: -5.27304 },
    });
    const tags = headTags(english, at('en'));
    expect(tags).toContain('<meta property="place:location:latitude" content="35.61712">');
    expect(tags).toContain('<meta property="place:location:longitude" content="-5.27304">');
    const unplaced = pageHead(
      { status: 200, property: { ...property, latitude: null, longitude: null } },
      { ...context, language: 'en' },
    );
    expect(unplaced.jsonLd).not.toHaveProperty('geo');
    expect(headTags(unplaced, at('en'))).not.toContain('place:location');
  });

  it('of another page: its drawn heading, else the site title', () => {
    expect(pageHead({ status: 200 }, { ...context, language: 'en', heading: 'Help Center' }).title).toBe(
      'Help Center · Stays',
    );
    expect(pageHead({ status: 'unknown' }, { ...context, language: 'fr' }).title).toMatch(/^Stays : /);
    expect(pageHead({ status: 404 }, { ...context, language: 'ar' })).toMatchObject({
      status: 404,
      title: 'الصفحة غير موجودة · Stays',
    });
  });

  it('reads the heading of the drawn view only', () => {
    expect(
      drawnHeading(
        '<h1>Shell</h1><div id="root" data-drawn><h1 class="x">Stays &amp; <b>more</b></h1></div>',
      ),
    ).toBe('Stays & more');
    expect(drawnHeading('<h1>Not drawn</h1>')).toBeNull();
  });

  it('cuts a snippet at the first sentence', () => {
    expect(firstSentence('One. Two.')).toBe('One.');
    expect(firstSentence('  No stop at all ')).toBe('No stop at all');
    expect(firstSentence('a '.repeat(150))).toMatch(/^a( a)*…$/);
    expect(firstSentence(null)).toBe('');
  });
});

describe('robots and the sitemap', () => {
  it('keep crawlers to the public pages', () => {
    expect(['/', '/browse', '/property/1', '/host', '/help-center'].every(crawlable)).toBe(true);
    expect(
      [
        '/admin',
        '/admin/users',
        '/host/dashboard',
        '/system/x',
        '/staff',
        '/trips',
        '/inbox/1',
        '/api/properties',
      ].some(crawlable),
    ).toBe(false);
  });

  it('split the stays at 50,000 addresses a file', () => {
    const entries = Array.from({ length: 100_001 }, (_, index) => ({ path: `/property/${index}` }));
    expect(splitIntoFiles(entries).map((file) => file.length)).toEqual([50_000, 50_000, 1]);
    expect(splitIntoFiles([])).toEqual([]);
  });

  it('write the protocol elements, escaped, with the newest change of each file in the index', () => {
    expect(
      urlSet('https://s.example', [{ path: '/search?a=1&b=2', lastmod: '2026-01-02T00:00:00.000Z' }]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://s.example/search?a=1&amp;b=2</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>\n</urlset>\n',
    );
    const index = sitemapIndex('https://s.example', [
      [
        { path: '/property/1', lastmod: '2026-01-02T00:00:00.000Z' },
        { path: '/property/2', lastmod: '2026-03-01T00:00:00.000Z' },
      ],
    ]);
    expect(index).toContain('<sitemap><loc>https://s.example/sitemaps/pages.xml</loc></sitemap>');
    expect(index).toContain(
      '<sitemap><loc>https://s.example/sitemaps/properties-1.xml</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></sitemap>',
    );
  });
});
