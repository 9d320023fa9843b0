// The tests that need the whole back end (database, four subgraphs, gateway): each file starts its own stack
// through the fixtures in ./fixtures. A project of the root jest config, so `npm test` runs them.
module.exports = {
  ...require('../jest.shared.js')(__dirname, { testTimeout: 120000 }),
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
};
