import type { Request, Response } from 'express';

/**
 * Areas behind a sign-in, and the API: nothing in them is a page for a search engine (SPEC 2's guarded routes, the
 * host dashboard at /dashboard and the account page, which show a signed-in account's own things).
 */
export const NOT_FOR_CRAWLERS = [
  '/admin',
  '/host/',
  '/system/',
  '/staff',
  '/trips',
  '/inbox',
  '/dashboard',
  '/account',
  '/api/',
];

/** Signing in and resetting a password: open to anyone, but no content to find (a reset address carries a token). */
const SIGN_IN_PAGES = new Set(['/login', '/forgot-password', '/reset-password']);

/** `/robots.txt`: the signed-in areas and the API are off limits; everything else may be read; where the sitemap is. */
export function robotsTxt(originOf: (req: Request) => string) {
  return (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
          'Allow: /',
          '',
          `Sitemap: ${originOf(req)}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  };
}

/** Whether robots.txt lets crawlers read a path (its rules are prefixes); the sitemap lists only those. */
export const crawlable = (path: string) => !NOT_FOR_CRAWLERS.some((prefix) => path.startsWith(prefix));

/**
 * Whether a page may be indexed: robots.txt lets crawlers read it and it is not a sign-in page. The sitemap lists
 * only these, and every other page answers `noindex` (meta robots and X-Robots-Tag), whoever asks.
 */
export const indexable = (path: string) => crawlable(path) && !SIGN_IN_PAGES.has(path);
