import type { LodgingBusiness, WithContext } from 'schema-dts';
import { HEAD_COPY } from './copy';
import { addressIn, directionOf, PAGE_LANGUAGES, type PageLanguage } from './language';

/** What a page says about itself to search engines and link previews (pageHead.ts decides it per address). */
export interface PageHead {
  status: 200 | 404;
  /** Kept out of indexes (a signed-in or sign-in page, robots.ts `indexable`); a 404 always is. */
  noindex?: boolean;
  title: string;
  description: string;
  /** The cover photo: a path on this site (`/images/…`) or an absolute URL. */
  image?: string | null;
  /** schema.org data of the page's subject (a property). */
  jsonLd?: WithContext<LodgingBusiness>;
  /** Open Graph's type: a stay is a place people book, everything else the site. */
  kind: 'website' | 'place';
  /** Where a place is: the approximate point the public sees (issue 44), as Open Graph's place:location. */
  geo?: { latitude: number; longitude: number } | null;
}

export interface HeadAddress {
  /** Where the site is reached (PUBLIC_URL, else the request's origin), without a trailing slash. */
  origin: string;
  pathname: string;
  query: URLSearchParams;
  language: PageLanguage;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * The head tags of a page: its canonical address (in the language it is drawn in), the same page in every
 * language (hreflang, x-default the English one), an Open Graph and Twitter card with the cover photo as an
 * absolute URL, and its JSON-LD. A 404 and a page that is not `indexable` are kept out of indexes, with that tag alone.
 */
export function headTags(head: PageHead, at: HeadAddress): string {
  const copy = HEAD_COPY[at.language];
  const url = (language: PageLanguage) => `${at.origin}${addressIn(language, at.pathname, at.query)}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  if (head.status === 404 || head.noindex) return meta('name', 'robots', 'noindex');
  const canonical = url(at.language);
  const image = head.image ? absolute(at.origin, head.image) : null;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...PAGE_LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url(language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`,
    meta('property', 'og:site_name', copy.siteName),
    meta('property', 'og:type', head.kind === 'place' ? 'place' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', copy.ogLocale),
    ...PAGE_LANGUAGES.filter((language) => language !== at.language).map((language) =>
      meta('property', 'og:locale:alternate', HEAD_COPY[language].ogLocale),
    ),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.geo)
    tags.push(
      meta('property', 'place:location:latitude', String(head.geo.latitude)),
      meta('property', 'place:location:longitude', String(head.geo.longitude)),
    );
  if (image)
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:alt', head.title),
      meta('name', 'twitter:image', image),
    );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="?description"?[^>]*>/;

/**
 * index.html with a page's own head: its title and description in place of the site's, the tags above before
 * `</head>`, and `<html lang dir>` in the language it is drawn in.
 */
export function withPageHead(html: string, head: PageHead, at: HeadAddress): string {
  const page = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const end = page.indexOf('</head>');
  if (end < 0) return html;
  const own = `<title>${escapeHtml(head.title)}</title><meta name="description" content="${escapeHtml(head.description)}">`;
  return `${page.slice(0, end)}${own}${headTags(head, at)}${page.slice(end)}`.replace(
    /<html[^>]*>/,
    `<html lang="${at.language === 'en' ? 'en-US' : at.language}" dir="${directionOf(at.language)}">`,
  );
}
