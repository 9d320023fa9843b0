const { createConfig } = require('../scripts/webpack');

// Exposed modules are listed in docs/contracts.md; each file is a thin re-export of a feature page.
module.exports = createConfig({
  name: 'mfe_host',
  title: 'Stays mfe-host (standalone)',
  exposes: {
    './HostLandingPage': './src/exposes/HostLandingPage.ts',
    './BecomeHostPage': './src/exposes/BecomeHostPage.ts',
    './HostSignupPage': './src/exposes/HostSignupPage.ts',
    './HostDashboardPage': './src/exposes/HostDashboardPage.ts',
    './AddPropertyPage': './src/exposes/AddPropertyPage.ts',
    './EditPropertyPage': './src/exposes/EditPropertyPage.ts',
    './ManagePropertiesPage': './src/exposes/ManagePropertiesPage.ts',
    './CalendarPage': './src/exposes/CalendarPage.ts',
    './AnalyticsPage': './src/exposes/AnalyticsPage.ts',
  },
});
