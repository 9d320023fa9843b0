// The listings remote's server entry (built to dist/server/index.cjs by scripts/build-frontends.ts): the pages
// of its route table, for the gateway's first view of a public page (shell/src/server.tsx), and its catalogues.
import HomePage from './features/landing/HomePage';
import BrowsePage from './features/browse/BrowsePage';
import SearchPage from './features/search/SearchPage';
import PropertyPage from './features/property/PropertyPage';
import { listingsCatalogues } from './i18n/catalogues';

/** Keyed by the `module` of each row of src/routes.json (a test holds them in step). */
export const pages = { HomePage, BrowsePage, SearchPage, PropertyPage };
export const catalogues = listingsCatalogues;
