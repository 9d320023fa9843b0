import { renderStandalone } from '@stays/platform/standalone';
import { adminCatalogues } from './i18n/catalogues';
import routes from './routes.json';

// This remote's pages at their own URLs, without the shell; /graphql and /api are proxied by the dev server.
renderStandalone({
  routes,
  catalogues: adminCatalogues,
  // One lazy chunk per page file (webpack reads the folder and the patterns written here).
  loadPage: (file) =>
    import(/* webpackInclude: /features\/.+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./${file}.tsx`),
});
