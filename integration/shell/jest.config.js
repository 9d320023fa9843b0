// The shell against the real stack (run in a child process, since jsdom hides the globals the database needs).
const path = require('node:path');

module.exports = {
  ...require('../../jest.shared.js')(__dirname, {
    dom: true,
    setupFiles: [path.join(__dirname, '../../packages/platform/src/testing/jestSetup.ts')],
    testTimeout: 120000,
  }),
  testMatch: ['<rootDir>/**/*.test.tsx'],
};
