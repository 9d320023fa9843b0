import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import HomePage from './features/landing/HomePage';
import SearchPage from './features/search/SearchPage';
import BrowsePage from './features/browse/BrowsePage';
import PropertyPage from './features/property/PropertyPage';
import { listingsCatalogues } from './i18n/catalogues';

// The remote's own pages without the shell (no header or footer); /graphql is proxied by the dev server.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <AppProviders catalogues={listingsCatalogues}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/browse" element={<BrowsePage />} />
        <Route path="/property/:id" element={<PropertyPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
