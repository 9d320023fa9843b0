import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import { App } from './App';
import { ensureRemotes } from './federation/remoteRegistry';
import { shellCatalogues } from './i18n/catalogues';

// Start fetching /remotes.json while React renders; a failure is shown (with Retry) by each remote route.
ensureRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <BrowserRouter>
    <AppProviders catalogues={shellCatalogues}>
      <App />
    </AppProviders>
  </BrowserRouter>,
);
