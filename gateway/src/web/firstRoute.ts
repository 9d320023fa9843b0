import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DRAWN_ROOT, type FirstView } from '@stays/contracts';
import type { FirstViewOf, FirstViewRequest } from './firstView';

/**
 * What the first route of a page needs, written into index.html so the browser asks for it at once instead of
 * learning it step by step (shell scripts, then /remotes.json, then the remote's manifest, then its entry and
 * page chunk): the run-time remote configuration inline (the shell reads it instead of fetching /remotes.json),
 * a preload of the owner remote's manifest wherever REMOTE_<NAME>_URL put it, and preloads of the shell's shared
 * singletons.
 *
 * The remote's entry and page chunks are not preloaded: when a remote is unreachable, Chromium keeps the failed
 * preloads and hands them to the runtime again on Retry (the Retry test of e2e/foundation.test.ts failed with
 * them), so a recovered remote would stay broken until the page is reloaded.
 */

/** One row of a remote's src/routes.json (docs/conventions.md, "Add a page"). */
interface RouteRow {
  module: string;
  paths?: string[];
  roles?: string[];
}

interface OwnedRoute {
  remote: string;
  pattern: RegExp;
}

export interface RemoteSource {
  federationName: string;
  folder: string;
  urlPrefix: string;
}

/** `/property/:id` -> /^\/property\/[^/]+\/?$/ (the shell's React Router patterns: static segments and params). */
export function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}${segments.length ? '/?' : ''}$`);
}

/**
 * The page routes each remote owns, from its route table next to its build (the same file the shell was built
 * with). Guarded rows are left out: the guard may turn the visitor away before the page is fetched.
 */
export function ownedRoutes(root: string, remotes: RemoteSource[]): OwnedRoute[] {
  const routes: OwnedRoute[] = [];
  for (const { federationName, folder } of remotes) {
    let rows: RouteRow[];
    try {
      rows = JSON.parse(readFileSync(path.join(root, folder, 'src', 'routes.json'), 'utf8')) as RouteRow[];
    } catch {
      continue; // a remote deployed without its sources here: it still loads, without hints
    }
    for (const row of rows) {
      if (row.roles?.length) continue;
      for (const route of row.paths ?? [])
        routes.push({ remote: federationName, pattern: routePattern(route) });
    }
  }
  return routes;
}

/**
 * The shell's mf-manifest.json names the chunks of the singletons it provides (react-dom, Apollo, the kit...),
 * which its main chunk would only ask for once it has run. Read again when the file changes (a rebuilt shell).
 */
function shellSingletonScripts(manifestFile: string) {
  let known: { mtimeMs: number; scripts: string[] } | null = null;
  return async (): Promise<string[]> => {
    try {
      const { mtimeMs } = await stat(manifestFile);
      if (known?.mtimeMs !== mtimeMs) {
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
          shared?: Array<{ assets?: { js?: { sync?: string[] } } }>;
        };
        const files = new Set((manifest.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? []));
        known = { mtimeMs, scripts: [...files].map((file) => `/${file}`) };
      }
      return known.scripts;
    } catch {
      return [];
    }
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The id of the inline remote configuration (shell/src/federation/remoteRegistry.ts reads it). */
export const REMOTES_ELEMENT_ID = 'stays-remotes';

/**
 * index.html with the first route's needs before `</head>`: the remote configuration as a JSON data block (not
 * executed, so the script-src policy stays 'self'), then the owner remote's manifest (fetched by the federation
 * runtime: `as="fetch"`, CORS like its fetch) and its entry and page scripts (loaded by script elements).
 */
export function withFirstRouteHints(
  html: string,
  remotes: Record<string, string>,
  hints: { manifestUrl: string | null; scripts: string[]; image?: string | null; view?: FirstView | null },
): string {
  const tags = [`<script type="application/json" id="${REMOTES_ELEMENT_ID}">${scriptJson(remotes)}</script>`];
  // The phone's largest paint: fetched with the document instead of after the page's own query.
  if (hints.image)
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(hints.image)}">`);
  if (hints.manifestUrl)
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(hints.manifestUrl)}">`,
    );
  // A page that comes drawn paints first and starts the app after (shell/src/main.ts): the singletons would only
  // take the phone's bandwidth from the document and its first images, so they load when the app asks.
  if (!hints.view)
    for (const url of new Set(hints.scripts))
      tags.push(`<link rel="preload" as="script" href="${escapeAttribute(url)}">`);
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const page = `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
  return hints.view ? withFirstView(page, hints.view) : page;
}

/** #root as written by hand or by the minifier (`<div id=root>`). */
const ROOT_ELEMENT = /<div id="?root"?>/;

/** The first view's head and data block before `</head>`, its markup inside #root, its language on <html>. */
export function withFirstView(html: string, view: FirstView): string {
  const head = html.indexOf('</head>');
  const root = ROOT_ELEMENT.exec(html);
  if (head < 0 || !root || root.index < head) return html;
  const data = `<script type="application/json" id="${escapeAttribute(view.data.elementId)}">${scriptJson(view.data.answers)}</script>`;
  const afterRoot = root.index + root[0].length;
  return `${html.slice(0, head)}${view.head}${data}${html.slice(head, root.index)}${DRAWN_ROOT}${view.body}${html.slice(afterRoot)}`.replace(
    /<html[^>]*>/,
    `<html lang="${escapeAttribute(view.lang)}" dir="${view.dir === 'rtl' ? 'rtl' : 'ltr'}">`,
  );
}

/**
 * The index.html of a request path: the shell's file (re-read when it changes) with that path's hints. Paths no
 * remote owns (the shell's own pages, 404) get the remote configuration only.
 */
export function firstRoutePages(options: {
  root: string;
  indexHtml: string;
  remotes: RemoteSource[];
  manifest: Record<string, string>;
  /** The first image of the page a path opens (firstImage.ts), preloaded with the document. */
  firstImage?: (requestPath: string) => Promise<string | null>;
  /**
   * The page drawn on the server (firstView.ts): a remote's route when that remote has a server entry, and the
   * shell's own pages.
   */
  firstView?: FirstViewOf;
}) {
  const routes = ownedRoutes(options.root, options.remotes);
  const singletons = shellSingletonScripts(path.join(path.dirname(options.indexHtml), 'mf-manifest.json'));
  let shell: { mtimeMs: number; html: string } | null = null;

  return async (
    requestPath: string,
    /** Who asks, for a first view; null: none (a signed-in visitor). */
    visitor: Omit<FirstViewRequest, 'remote'> | null = { url: requestPath, acceptedLanguages: [] },
  ): Promise<string> => {
    const { mtimeMs } = await stat(options.indexHtml);
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: await readFile(options.indexHtml, 'utf8') };
    const route = routes.find(({ pattern }) => pattern.test(requestPath));
    const [scripts, image, view] = await Promise.all([
      singletons(),
      route && options.firstImage ? options.firstImage(requestPath) : null,
      // The shell's own pages and its 404 page are drawn by the shell alone (remote: none).
      visitor && options.firstView ? options.firstView({ ...visitor, remote: route?.remote }) : null,
    ]);
    return withFirstRouteHints(shell.html, options.manifest, {
      manifestUrl: route ? (options.manifest[route.remote] ?? null) : null,
      scripts,
      image,
      view,
    });
  };
}
