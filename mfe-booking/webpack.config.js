const { createConfig } = require('../scripts/webpack');

// Exposed modules are listed in docs/contracts.md; each file is a thin re-export of a feature page.
module.exports = createConfig({
  name: 'mfe_booking',
  title: 'Stays mfe-booking (standalone)',
  exposes: {
    './TripsPage': './src/exposes/TripsPage.ts',
    './BookingDialog': './src/exposes/BookingDialog.ts',
    './MessageDialog': './src/exposes/MessageDialog.ts',
  },
});
