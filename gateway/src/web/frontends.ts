import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import frontEndTable from '@stays/contracts/frontends.json';
import { SESSION_COOKIE } from '../auth/session';
import type { GatewayContext } from '../context';
import { firstRoutePages } from './firstRoute';
import { staticFiles } from './staticFiles';
import type { FirstViewOf } from './firstView';
import { withPageHead } from './seo/head';
import { addressIn, languageParameter, LANGUAGE_PARAMETER, readerLanguage } from './seo/language';
import type { PageFacts, PageFactsOf } from './seo/pageFacts';
import { drawnHeading, pageHead } from './seo/pageHead';
import { indexable } from './seo/robots';

/**
 * The remotes of docs/contracts.md, from the one table of front ends (packages/contracts/frontends.json) that the
 * webpack builds and `npm start` read too: federation name, built folder, URL prefix, and the NAME of
 * REMOTE_<NAME>_URL (the federation name without `mfe_`).
 */
export const REMOTES = frontEndTable
  .filter((f) => f.urlPrefix !== '/')
  .map((f) => ({
    federationName: f.name,
    folder: f.folder,
    urlPrefix: f.urlPrefix,
    envName: `REMOTE_${f.name.replace(/^mfe_/, '').toUpperCase()}_URL`,
  }));

export const shellFolder: string =
  frontEndTable.find((f) => f.urlPrefix === '/')?.folder ??
  (() => {
    throw new Error('packages/contracts/frontends.json names no front end at "/" (the shell)');
  })();

/** Paths the shell's client routes never take: the API and the assets the gateway serves itself. */
const NOT_CLIENT_ROUTES = /^\/(api|graphql|images|ical|remotes|healthz)(\/|\.|$)/;

/** Remotes this gateway serves from its own builds (no REMOTE_<NAME>_URL), by federation name: their folders. */
export function localRemotes(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    REMOTES.filter(({ envName }) => !env[envName]).map(({ federationName, folder }) => [
      federationName,
      folder,
    ]),
  );
}

/** The run-time remote manifest: each entry overridable with REMOTE_<NAME>_URL, without rebuilding the shell. */
export function remoteManifest(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map(({ federationName, urlPrefix, envName }) => [
      federationName,
      env[envName] || `${urlPrefix}mf-manifest.json`,
    ]),
  );
}

/**
 * Serves the built front ends: `/remotes.json`, each remote's dist at `/remotes/<name>/`, and the shell's
 * dist at `/` with its index.html for every client route (GET requests that accept HTML). A missing dist is
 * reported in the log and answered 404/503, the gateway itself keeps working.
 */
export function mountFrontends(
  app: Express,
  options: {
    root: string;
    env: NodeJS.ProcessEnv;
    log: (m: string) => void;
    firstImage?: (requestPath: string) => Promise<string | null>;
    firstView?: FirstViewOf;
    /** Whether an address is a page this reader may see (404 otherwise), and its subject (seo/pageFacts.ts). */
    pageFacts?: PageFactsOf;
    /** The signed-in reader, for a page only they may see (their pending stay). */
    contextOf?: (req: Request) => Promise<GatewayContext>;
    /** Where the site is reached, for the head's absolute addresses (seo/origin.ts). */
    originOf?: (req: Request) => string;
  },
) {
  const manifest = remoteManifest(options.env);
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(manifest);
  });

  for (const { folder, urlPrefix } of REMOTES) {
    const dist = path.join(options.root, folder, 'dist');
    if (existsSync(dist)) app.use(urlPrefix.replace(/\/$/, ''), staticFiles(dist));
    else options.log(`front end ${folder} is not built (${dist} missing): ${urlPrefix} answers 404`);
  }
  app.use('/remotes', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  const shellDist = path.join(options.root, shellFolder, 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const shellBuilt = existsSync(indexHtml);
  if (shellBuilt) app.use(staticFiles(shellDist));
  else options.log(`front end shell is not built (${indexHtml} missing): pages answer 503 until it is`);

  // index.html carries the remote configuration and the first route's preloads (firstRoute.ts).
  const pageFor = firstRoutePages({
    root: options.root,
    indexHtml,
    remotes: REMOTES,
    manifest,
    firstImage: options.firstImage,
    firstView: options.firstView,
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !NOT_CLIENT_ROUTES.test(req.path) &&
      req.accepts('html') === 'html';
    if (!wantsPage) return next();
    if (!shellBuilt) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    // `?lang=fr` addresses the French page (hreflang); the choice is kept as the app's own, so the app agrees.
    const chosen = languageParameter(query.get(LANGUAGE_PARAMETER));
    if (chosen)
      res.cookie('language', chosen, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000 });
    const languageCookie = chosen ?? (typeof cookies?.language === 'string' ? cookies.language : undefined);
    const acceptedLanguages = req.acceptsLanguages();
    const language = readerLanguage({ cookie: languageCookie, accepted: acceptedLanguages });
    // A first view is what an anonymous visitor sees: a signed-in one (their header, their saved stays) gets the
    // app alone rather than a moment of someone else's page.
    const signedIn = typeof cookies?.[SESSION_COOKIE] === 'string';
    // The first view is in the visitor's language, so a page varies by both.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    const unknown: PageFacts = { status: 'unknown' };
    const contextOf = options.contextOf;
    Promise.all([
      pageFor(req.path, signedIn ? null : { url: req.originalUrl, languageCookie, acceptedLanguages }),
      options.pageFacts?.(req.path, signedIn && contextOf ? () => contextOf(req) : null) ?? unknown,
    ]).then(
      ([html, facts]) => {
        const origin = options.originOf?.(req) ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
        const at = { origin, pathname: req.path, query, language };
        const head = pageHead(facts, {
          language,
          heading: drawnHeading(html),
          origin,
          canonical: `${origin}${addressIn(language, req.path, query)}`,
        });
        // Signed-in and sign-in pages, and every 404, stay out of indexes: in the head and in the header.
        const noindex = head.status === 404 || !indexable(req.path);
        if (noindex) res.setHeader('X-Robots-Tag', 'noindex');
        // No soft 404s: an unknown address or a stay this reader may not see is the app's 404 page, with 404.
        res
          .status(head.status)
          .type('html')
          .send(withPageHead(html, { ...head, noindex }, at));
      },
      (error: unknown) => next(error),
    );
  });
}
