import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, type FirstView, type FirstViewLanguage } from '@stays/contracts';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { GatewayContext } from '../context';
import { operationText } from '../rest/execute';
import type { TimedCache } from '../cache/timedCache';

/**
 * The first view of a public page, drawn here so a phone paints it from the HTML (issue 16): the shell's server
 * entry (shell/src/server.tsx) renders its layout with the owner remote's page from that remote's server entry,
 * or with one of its own pages (about, terms, the 404 page...), loaded from their builds
 * (`dist/server/index.cjs`). A remote's pages only for remotes this gateway serves itself: a remote moved to its
 * own origin (REMOTE_<NAME>_URL) may run other code than the build here, so its pages come without.
 */

interface ShellServerEntry {
  /** The route table's answer: is this path one of the product's pages (else the app shows its 404 page)? */
  isKnownPage?(pathname: string): boolean;
  /** One path per page anyone may open, for the sitemap. */
  publicPagePaths?(): string[];
  firstViewLocale(language: FirstViewLanguage): string;
  renderFirstView(request: {
    url: string;
    remote?: { name: string; entry: unknown };
    language: FirstViewLanguage;
    execute: (query: DocumentNode, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<FirstView | null>;
}

export interface FirstViewRequest {
  /** The owner remote's federation name; none for the shell's own pages and the 404 page. */
  remote?: string;
  /** Path and query string. */
  url: string;
  languageCookie?: string;
  /** Accept-Language's tags, most wanted first (express's `req.acceptsLanguages()`). */
  acceptedLanguages: readonly string[];
}

export type FirstViewOf = (request: FirstViewRequest) => Promise<FirstView | null>;

/** index.html waits this long at most; a render still running is kept for the next visitor. */
const WAIT_MS = 300;
/**
 * Renders running at once, and started per second: past either a page goes without. Every distinct URL is a
 * render, so a flood of made-up query strings costs the gateway at most this much CPU.
 */
const MAX_RENDERS = 2;
const MAX_RENDERS_PER_SECOND = 5;

/** A server entry from a build, loaded again when that build changes. */
function serverEntry<T>(file: string) {
  const load = createRequire(file);
  let known: { mtimeMs: number; entry: T } | null = null;
  return (): T | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (known?.mtimeMs !== mtimeMs) {
      delete load.cache[file];
      known = { mtimeMs, entry: load(file) as T };
    }
    return known.entry;
  };
}

/** The shell's server entry of a build, or null while it is not built or does not load (logged once per build). */
export function shellServerEntry(root: string, shellFolder: string, log: (message: string) => void) {
  const load = serverEntry<ShellServerEntry>(path.join(root, shellFolder, 'dist', 'server', 'index.cjs'));
  let reported: unknown = null;
  return (): ShellServerEntry | null => {
    try {
      return load();
    } catch (error) {
      if (String(error) !== String(reported))
        log(
          `the shell's server entry did not load: ${error instanceof Error ? error.message : String(error)}`,
        );
      reported = error;
      return null;
    }
  };
}

export function firstViewRenderer(options: {
  root: string;
  shellFolder: string;
  /** Remotes served by this gateway, by federation name: their folders. */
  localRemotes: Record<string, string>;
  server: ApolloServer<GatewayContext>;
  /** Drawn views by language and URL (cache/caches.ts: PAGE_CACHE_MS, emptied by every write). */
  cache: TimedCache<Promise<FirstView | null>>;
  log: (message: string) => void;
}): FirstViewOf {
  const entryFile = (folder: string) => path.join(options.root, folder, 'dist', 'server', 'index.cjs');
  const shell = serverEntry<ShellServerEntry>(entryFile(options.shellFolder));
  const remotes = Object.fromEntries(
    Object.entries(options.localRemotes).map(([name, folder]) => [
      name,
      serverEntry<unknown>(entryFile(folder)),
    ]),
  );
  let running = 0;
  let second = { at: 0, started: 0 };
  // Loaded now rather than while the first visitor waits (requiring React and two apps takes a few hundred ms).
  setImmediate(() => {
    try {
      for (const load of [shell, ...Object.values(remotes)]) load();
    } catch (error) {
      options.log(`a server entry did not load: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  const execute = async (query: DocumentNode, variables: Record<string, unknown>) => {
    const response = await options.server.executeOperation(
      { query: operationText(query), variables },
      { contextValue: { caller: ANONYMOUS } },
    );
    if (response.body.kind !== 'single') throw new Error('A first view read answered incrementally');
    return response.body.singleResult as FormattedExecutionResult;
  };

  const render = async (request: FirstViewRequest): Promise<FirstView | null> => {
    const remoteEntry = request.remote ? remotes[request.remote]?.() : null;
    const shellEntry = shell();
    if ((request.remote && !remoteEntry) || !shellEntry) return null;
    running += 1;
    const controller = new AbortController();
    // The data of a first view is a few reads; one that takes seconds means a subgraph is struggling.
    const stop = setTimeout(() => controller.abort(), 5_000).unref();
    try {
      return await shellEntry.renderFirstView({
        url: request.url,
        remote: request.remote && remoteEntry ? { name: request.remote, entry: remoteEntry } : undefined,
        language: { cookie: request.languageCookie, accepted: request.acceptedLanguages },
        execute,
        signal: controller.signal,
      });
    } catch (error) {
      options.log(
        `first view of ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    } finally {
      clearTimeout(stop);
      running -= 1;
    }
  };

  return (request) => {
    const shellEntry = shell();
    if (!shellEntry) return Promise.resolve(null);
    const language = { cookie: request.languageCookie, accepted: request.acceptedLanguages };
    const key = `${shellEntry.firstViewLocale(language)} ${request.url}`;
    // A view past its lifetime is served while it is drawn again; one that could not be drawn (null) is tried
    // again by the next visitor.
    const view = options.cache.shareOrRedraw(key, () => {
      const now = Date.now();
      if (now - second.at >= 1000) second = { at: now, started: 0 };
      if (running >= MAX_RENDERS || second.started >= MAX_RENDERS_PER_SECOND) return null;
      second.started += 1;
      return render(request);
    });
    if (!view) return Promise.resolve(null);
    return Promise.race([view, new Promise<null>((resolve) => setTimeout(resolve, WAIT_MS, null).unref())]);
  };
}
