// The tests that need the whole back end (database, four subgraphs, gateway), each file with its own stack from
// ./fixtures, and the layer checks (lint zones, exports maps). Projects of the root jest config, so `npm test`
// runs them: this one on Node, ./shell in jsdom with the front ends' setup.
module.exports = {
  ...require('@stays/tooling/jest')(__dirname, { testTimeout: 120000 }),
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shell/'],
};
