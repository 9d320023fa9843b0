import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the first route of a page needs, written into index.html so the browser asks for it at once instead of
 * learning it step by step (shell scripts, then /remotes.json, then the remote's manifest, then its entry and
 * page chunk): the run-time remote configuration inline (the shell reads it instead of fetching /remotes.json),
 * and preloads of the owner remote's manifest, entry and exposed page chunks, read from that remote's
 * mf-manifest.json wherever REMOTE_<NAME>_URL put it (this gateway's files, or fetched from its origin).
 */

/** One row of a remote's src/routes.json (docs/conventions.md, "Add a page"). */
interface RouteRow {
  module: string;
  paths?: string[];
  roles?: string[];
}

interface OwnedRoute {
  remote: string;
  module: string;
  pattern: RegExp;
}

/** The parts of an mf-manifest.json the hints need (@module-federation/enhanced 2.x, `manifest: true`). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
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
        routes.push({ remote: federationName, module: row.module, pattern: routePattern(route) });
    }
  }
  return routes;
}

/** The URLs to preload for one exposed module of a remote whose manifest is at `manifestUrl`. */
export function hintsFromManifest(
  manifest: FederationManifest,
  manifestUrl: string,
  module: string,
): string[] {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the files sit beside the manifest (webpack's publicPath from the entry script's own URL).
  const base =
    !publicPath || publicPath === 'auto'
      ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
      : publicPath;
  const join = (file: string) => `${base}${file}`;
  const entry = manifest.metaData?.remoteEntry;
  const urls: string[] = [];
  if (entry?.name) urls.push(join(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`));
  const exposed = manifest.exposes?.find((expose) => expose.name === module || expose.path === `./${module}`);
  for (const file of exposed?.assets?.js?.sync ?? []) urls.push(join(file));
  return urls;
}

const MANIFEST_TTL_MS = 5_000;
const FETCH_TIMEOUT_MS = 1_000;

/**
 * Reads remote manifests for the hints: this gateway's own files by path (checked for changes by mtime, so a
 * rebuilt remote is seen at once), another origin's over HTTP (kept MANIFEST_TTL_MS; a slow or failing origin
 * gives no hints, never a slow page).
 */
export class ManifestReader {
  private readonly local = new Map<string, { mtimeMs: number; manifest: FederationManifest }>();
  private readonly remote = new Map<string, { at: number; manifest: Promise<FederationManifest | null> }>();

  constructor(
    private readonly root: string,
    private readonly remotes: RemoteSource[],
  ) {}

  async read(manifestUrl: string): Promise<FederationManifest | null> {
    if (/^https?:\/\//.test(manifestUrl)) return this.fetchRemote(manifestUrl);
    const owner = this.remotes.find(({ urlPrefix }) => manifestUrl.startsWith(urlPrefix));
    if (!owner) return null;
    const file = path.join(this.root, owner.folder, 'dist', manifestUrl.slice(owner.urlPrefix.length));
    try {
      const { mtimeMs } = await stat(file);
      const known = this.local.get(file);
      if (known?.mtimeMs === mtimeMs) return known.manifest;
      const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
      this.local.set(file, { mtimeMs, manifest });
      return manifest;
    } catch {
      return null;
    }
  }

  private fetchRemote(url: string): Promise<FederationManifest | null> {
    const known = this.remote.get(url);
    if (known && Date.now() - known.at < MANIFEST_TTL_MS) return known.manifest;
    const manifest = fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then((res) => (res.ok ? (res.json() as Promise<FederationManifest>) : null))
      .catch(() => null);
    this.remote.set(url, { at: Date.now(), manifest });
    return manifest;
  }
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
  hints: { manifestUrl: string; scripts: string[] } | null,
): string {
  const tags = [`<script type="application/json" id="${REMOTES_ELEMENT_ID}">${scriptJson(remotes)}</script>`];
  if (hints) {
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(hints.manifestUrl)}">`,
    );
    for (const url of hints.scripts)
      tags.push(`<link rel="preload" as="script" href="${escapeAttribute(url)}">`);
  }
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
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
}) {
  const routes = ownedRoutes(options.root, options.remotes);
  const manifests = new ManifestReader(options.root, options.remotes);
  let shell: { mtimeMs: number; html: string } | null = null;

  return async (requestPath: string): Promise<string> => {
    const { mtimeMs } = await stat(options.indexHtml);
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: await readFile(options.indexHtml, 'utf8') };
    const route = routes.find(({ pattern }) => pattern.test(requestPath));
    const manifestUrl = route ? options.manifest[route.remote] : undefined;
    const manifest = manifestUrl ? await manifests.read(manifestUrl) : null;
    const hints =
      route && manifestUrl && manifest
        ? { manifestUrl, scripts: hintsFromManifest(manifest, manifestUrl, route.module) }
        : null;
    return withFirstRouteHints(shell.html, options.manifest, hints);
  };
}
