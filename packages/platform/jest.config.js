const path = require('node:path');

module.exports = require('../../jest.shared.js')(__dirname, {
  dom: true,
  setupFiles: [path.join(__dirname, '../platform/src/testing/jestSetup.ts')],
});
