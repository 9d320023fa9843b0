import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  AppProviders,
  browserGraph,
  detectLocale,
  loadMessages,
  hasStoredUser,
  type AppProvidersProps,
  type Graph,
} from '@stays/platform';
import { HydratingDrawnPage } from '@stays/ui';
import { App } from './App';
import { dropFirstView, hasFirstView } from './federation/firstView';
import { ensureRemotes } from './federation/remoteRegistry';
import { shellCatalogues } from './i18n/catalogues';

// Start fetching /remotes.json while React renders; a failure is shown (with Retry) by each remote route.
ensureRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function app(graph: Graph, providers: Pick<AppProvidersProps, 'locale' | 'messages'> = {}) {
  return (
    <BrowserRouter>
      <AppProviders graph={graph} catalogues={shellCatalogues} {...providers}>
        <App />
      </AppProviders>
    </BrowserRouter>
  );
}

// The server drew the page as an anonymous visitor sees it: a visitor this browser remembers as signed in sees
// another header, so the app draws that page itself.
if (hasFirstView() && hasStoredUser()) dropFirstView();

// Transitions: React builds (or hydrates) the first page in slices between frames instead of one long task, so
// the browser can paint and answer input while it works (Lighthouse's total blocking time on a phone).
async function start(container: HTMLElement) {
  // The page's one graph, made before React renders. React starts a first render over when an input arrives while
  // it hydrates (it then hydrates at once): a graph made inside that render would be made again, and the second
  // finds the drawn page's answers already taken, so the page rendered loading where the server drew data, the
  // hydration failed, and what the visitor had typed was lost.
  const graph = browserGraph();
  if (hasFirstView()) {
    // The page was drawn in the language on <html>; its catalogue comes first, so the first render matches it.
    const locale = detectLocale(document.documentElement.lang);
    try {
      const messages = await loadMessages(locale, shellCatalogues);
      startTransition(() => {
        hydrateRoot(
          container,
          <HydratingDrawnPage.Provider value>{app(graph, { locale, messages })}</HydratingDrawnPage.Provider>,
        );
      });
      return;
    } catch (error) {
      console.error('Could not load the messages of the page drawn on the server', error);
      dropFirstView();
    }
  }
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app(graph)));
}

void start(root);
