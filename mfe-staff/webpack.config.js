const { createConfig } = require('../scripts/webpack');

// Exposed modules are listed in docs/contracts.md; each file is a thin re-export of a feature page.
module.exports = createConfig({
  name: 'mfe_staff',
  title: 'Stays mfe-staff (standalone)',
  exposes: {
    './StaffLoginPage': './src/exposes/StaffLoginPage.ts',
    './StaffDashboardPage': './src/exposes/StaffDashboardPage.ts',
  },
});
