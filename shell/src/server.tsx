// The shell's server entry (built to dist/server/index.cjs by scripts/build-frontends.ts): the gateway renders
// the first view of a public page with it, so a phone paints the page from the HTML instead of after the whole
// app has arrived and run. The browser hydrates that markup (shell/src/bootstrap.tsx): the same tree, rendered
// from the same data; nothing here runs in the browser.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import {
  AppProviders,
  detectLocale,
  graphWith,
  GraphReads,
  FIRST_VIEW_DATA_ID,
  directionOf,
  intlTag,
  loadCatalogues,
  loadMessages,
  type CatalogueLoader,
  type Locale,
} from '@stays/platform';
import { createApolloClient } from '@stays/platform/apollo';
import type { FirstView, FirstViewLanguage } from '@stays/contracts';
import { App } from './App';
import { keptStyleTags } from './federation/keptStyles';
import { loadedPageLoader, RemotePageLoaderContext } from './federation/remotePages';
import { shellCatalogues } from './i18n/catalogues';
import { routeTable, type RouteEntry } from './routes/routeTable';
import { LoadedShellPages, loadShellPage } from './routes/shellPages';

/** What a remote's server entry exports (mfe-listings/src/server.ts): its pages by module, and its catalogues. */
export interface RemoteServerEntry {
  pages: Readonly<Record<string, ComponentType<Record<string, never>>>>;
  catalogues: readonly CatalogueLoader[];
}

export interface FirstViewRequest {
  /** Path and query string, as the browser asked for them. */
  url: string;
  /**
   * The owner remote's federation name (`mfe_listings`) and its server entry; none for the shell's own pages and
   * the 404 page.
   */
  remote?: { name: string; entry: RemoteServerEntry };
  /** The `language` cookie the app writes, then the Accept-Language tags, most wanted first. */
  language: FirstViewLanguage;
  /** Runs a GraphQL operation as an anonymous visitor (the gateway's own graph, in process). */
  execute: (query: DocumentNode, variables: OperationVariables) => Promise<FormattedExecutionResult>;
  /** Stops waiting for data: the first view is then not rendered. */
  signal: AbortSignal;
}

function executeLink(execute: FirstViewRequest['execute']) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(operation.query, operation.variables).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** A page's reads follow from one another (a page, then what it shows): the passes a first view may take. */
const MAX_PASSES = 5;

/** Whether the reads answered before the first view stopped waiting. */
function answeredBefore(asked: Promise<void>[], signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const stop = () => resolve(false);
    signal.addEventListener('abort', stop, { once: true });
    void Promise.all(asked).then(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    });
  });
}

const pageRoutes = routeTable.map((entry) => ({ path: entry.path, entry }));

/** The route-table entry of a path; null for an address the app answers with its 404 page. */
function entryAt(pathname: string): RouteEntry | null {
  return matchRoutes(pageRoutes, pathname)?.[0]?.route.entry ?? null;
}

/**
 * Whether a path is one of the product's pages, by the route table the app routes with (the shell's pages and
 * every remote's table): the gateway answers anything else 404 with the app, which shows its 404 page.
 */
export function isKnownPage(pathname: string): boolean {
  return matchRoutes(pageRoutes, pathname) !== null;
}

/**
 * One address per page anyone may open without signing in to a role (an alias such as /home is left out), for
 * the gateway's sitemap: the route table's paths without parameters, in its order.
 */
export function publicPagePaths(): string[] {
  const seen = new Set<string>();
  return routeTable.flatMap((entry) => {
    const page = entry.owner === 'shell' ? entry.page : `${entry.owner}/${entry.module}`;
    if (entry.path.includes(':') || ('roles' in entry && entry.roles?.length) || seen.has(page)) return [];
    seen.add(page);
    return [entry.path];
  });
}

/** The language a first view is drawn in: the app's own choice (its cookie), then the browser's. */
export function firstViewLocale(language: FirstViewRequest['language']): Locale {
  return detectLocale(language.cookie, language.accepted);
}

/**
 * What the page of `url` needs loaded before it is drawn in one pass: the shell's own page component, or the
 * owner remote's pages. Null when this render cannot draw it (a remote's page without that remote's entry).
 */
async function pagesFor(url: string, remote: FirstViewRequest['remote']) {
  if (remote)
    return {
      shell: {},
      remote: Object.fromEntries(
        Object.entries(remote.entry.pages).map(([module, page]) => [`${remote.name}/${module}`, page]),
      ),
    };
  const entry = entryAt(new URL(url, 'http://localhost').pathname);
  if (!entry) return { shell: { 'not-found': await loadShellPage('not-found') }, remote: {} };
  if (entry.owner !== 'shell') return null;
  return { shell: { [entry.page]: await loadShellPage(entry.page) }, remote: {} };
}

/**
 * The first view of `url` as an anonymous visitor sees it, in the visitor's language: the shell's layout with the
 * page (the owner remote's, or the shell's own), its data fetched through `execute`. Null when the data did not
 * come in time, or when the page belongs to a remote and no remote entry came with the request.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  const locale = firstViewLocale(request.language);
  const [messages, pages] = await Promise.all([
    loadMessages(locale, shellCatalogues),
    pagesFor(request.url, request.remote),
    // The page's own I18nScope finds its catalogue loaded and renders at once.
    loadCatalogues(locale, request.remote?.entry.catalogues ?? []),
  ]);
  if (!pages) return null;
  const client = createApolloClient({ serverLink: executeLink(request.execute) });
  const reads = new GraphReads((query, variables) => request.execute(query, variables));
  const graph = graphWith(reads, { client, ApolloProvider }, { server: true });
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(
    <StaticRouter location={request.url}>
      <AppProviders graph={graph} locale={locale} messages={messages} catalogues={shellCatalogues}>
        <RemotePageLoaderContext.Provider value={loadedPageLoader(pages.remote)}>
          <LoadedShellPages.Provider value={pages.shell}>
            <App />
          </LoadedShellPages.Provider>
        </RemotePageLoaderContext.Provider>
      </AppProviders>
    </StaticRouter>,
  );
  try {
    // A pass draws what has answered and asks for what it found missing (a light read, or Apollo's own, which
    // prerenderStatic waits for); the page is done when a pass asks for nothing more.
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const { result, aborted } = await prerenderStatic({
        tree,
        renderFunction: renderToString,
        signal: request.signal,
        maxRerenders: 4,
      });
      if (aborted) return null;
      const asked = reads.pending();
      if (asked.length === 0)
        return {
          head: keptStyleTags(sheet.getStyleTags()),
          data: { elementId: FIRST_VIEW_DATA_ID, answers: reads.extract() },
          body: result,
          lang: intlTag(locale),
          dir: directionOf(locale),
        };
      if (!(await answeredBefore(asked, request.signal))) return null;
    }
    return null;
  } finally {
    sheet.seal();
    client.stop();
  }
}
