const { createConfig } = require('../scripts/webpack');

// Exposed modules are listed in docs/contracts.md; each file is a thin re-export of a feature page.
module.exports = createConfig({
  name: 'mfe_admin',
  title: 'Stays mfe-admin (standalone)',
  exposes: {
    './AdminLoginPage': './src/exposes/AdminLoginPage.ts',
    './AdminDashboardPage': './src/exposes/AdminDashboardPage.ts',
    './AdminAddPropertyPage': './src/exposes/AdminAddPropertyPage.ts',
  },
});
