const { createConfig } = require('../scripts/webpack');

// Exposed modules are listed in docs/contracts.md; each file is a thin re-export of a feature page.
module.exports = createConfig({
  name: 'mfe_listings',
  title: 'Stays listings (standalone)',
  exposes: {
    './HomePage': './src/exposes/HomePage.ts',
    './SearchPage': './src/exposes/SearchPage.ts',
    './BrowsePage': './src/exposes/BrowsePage.ts',
    './PropertyPage': './src/exposes/PropertyPage.ts',
  },
});
