import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS } from '@stays/contracts';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext } from '../../context';
import { runOperation } from '../../rest/execute';
import { SitemapPropertiesDocument } from '../../__generated__/graphql';
import { indexable } from './robots';

/** The protocol's limit of addresses in one sitemap file (sitemaps.org). */
export const URLS_PER_FILE = 50_000;
/** Rebuilt at most once a day, and after any write through the gateway (it empties this with the public cache). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** The largest page the properties list answers (subgraphs/properties MAX_PAGE_SIZE). */
const PAGE = 1000;

export interface SitemapEntry {
  path: string;
  /** ISO 8601: the last change known (a stay's creation: the graph keeps no later date). */
  lastmod?: string;
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** One `<urlset>` file. */
export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return xml(`<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>`);
}

/** The index: the static pages' file, then one file per URLS_PER_FILE stays (the newest change of each). */
export function sitemapIndex(origin: string, propertyFiles: ReadonlyArray<readonly SitemapEntry[]>): string {
  const files = [
    `<sitemap><loc>${escapeXml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>`,
    ...propertyFiles.map((entries, index) => {
      const newest = entries.reduce((max, { lastmod }) => (lastmod && lastmod > max ? lastmod : max), '');
      return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/properties-${index + 1}.xml`)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`;
    }),
  ];
  return xml(`<sitemapindex xmlns="${NAMESPACE}">\n${files.join('\n')}\n</sitemapindex>`);
}

/** Entries in files of at most `perFile`; none without entries (the protocol's `<urlset>` holds at least one). */
export function splitIntoFiles<T>(entries: readonly T[], perFile = URLS_PER_FILE): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < entries.length; start += perFile)
    files.push(entries.slice(start, start + perFile));
  return files;
}

/** Every approved stay, as anonymous visitors see them, oldest first. */
async function approvedStays(server: ApolloServer<GatewayContext>): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const answer = await runOperation(server, { caller: ANONYMOUS }, SitemapPropertiesDocument, {
      limit: PAGE,
      offset,
    });
    if (!answer.ok) throw new Error(`the properties list answered ${answer.status}: ${answer.message}`);
    for (const { id, createdAt, updatedAt } of answer.data.properties)
      entries.push({ path: `/property/${id}`, lastmod: new Date(updatedAt ?? createdAt).toISOString() });
    if (answer.data.properties.length < PAGE) return entries;
  }
}

/**
 * `/sitemap.xml` (a sitemap index) and the files it names: `/sitemaps/pages.xml` (the pages anyone can open,
 * from the shell's route table, only those `indexable`: not what robots.txt keeps out, nor the sign-in pages) and `/sitemaps/properties-N.xml` (every approved
 * stay). The list of stays is kept a day and emptied by every write that changes the lists (`clear`, app.ts).
 */
export function sitemapRoutes(options: {
  server: ApolloServer<GatewayContext>;
  /** One path per public page (the shell's server entry), or null while it is not built. */
  pagePaths: () => string[] | null;
  originOf: (req: Request) => string;
  log: (message: string) => void;
}) {
  let stays: { at: number; files: Promise<SitemapEntry[][]> } | null = null;
  const propertyFiles = () => {
    if (!stays || Date.now() - stays.at > KEEP_MS) {
      const files = approvedStays(options.server).then((entries) => splitIntoFiles(entries));
      const current = { at: Date.now(), files };
      files.catch((error: unknown) => {
        options.log(`sitemap: ${error instanceof Error ? error.message : String(error)}`);
        if (stays === current) stays = null;
      });
      stays = current;
    }
    return stays.files;
  };
  const send = (res: Response, body: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(body);
  };
  const unavailable = (res: Response) => {
    res.setHeader('Retry-After', '60');
    res.status(503).type('text/plain').send('The sitemap cannot be built right now.');
  };

  const router = Router();
  router.get('/sitemap.xml', (req, res) => {
    propertyFiles().then(
      (files) => send(res, sitemapIndex(options.originOf(req), files)),
      () => unavailable(res),
    );
  });
  router.get('/sitemaps/pages.xml', (req, res) => {
    const paths = options.pagePaths();
    if (!paths) return unavailable(res);
    send(
      res,
      urlSet(
        options.originOf(req),
        paths.filter(indexable).map((path) => ({ path })),
      ),
    );
  });
  router.get('/sitemaps/properties-:number.xml', (req, res) => {
    const number = Number(req.params.number);
    propertyFiles().then(
      (files) => {
        const entries = Number.isInteger(number) && number >= 1 ? files[number - 1] : undefined;
        if (!entries) res.status(404).type('text/plain').send('No such sitemap.');
        else send(res, urlSet(options.originOf(req), entries));
      },
      () => unavailable(res),
    );
  });
  return {
    router,
    /** Emptied with the public read cache: the next request reads the stays again. */
    clear() {
      stays = null;
    },
  };
}
