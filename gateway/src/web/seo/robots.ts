import type { Request, Response } from 'express';

/** Areas behind a sign-in, and the API: nothing in them is a page for a search engine (SPEC 2's guarded routes). */
export const NOT_FOR_CRAWLERS = ['/admin', '/host/', '/system/', '/staff', '/trips', '/inbox', '/api/'];

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
