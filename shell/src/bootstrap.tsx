import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import { App } from './App';
import { showAppEventually } from './federation/firstView';
import { ensureRemotes } from './federation/remoteRegistry';
import { shellCatalogues } from './i18n/catalogues';

// Start fetching /remotes.json while React renders; a failure is shown (with Retry) by each remote route.
ensureRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

showAppEventually();
const reactRoot = createRoot(root);
// A transition: React builds the first page in slices between frames instead of one long task, so the
// browser can paint and answer input while it works (Lighthouse's total blocking time on a phone).
startTransition(() => {
  reactRoot.render(
    <BrowserRouter>
      <AppProviders catalogues={shellCatalogues}>
        <App />
      </AppProviders>
    </BrowserRouter>,
  );
});
