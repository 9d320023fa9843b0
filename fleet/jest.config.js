// The supergraph check, a project of the root jest config (`npm test`). The fleet's own tests (*.fleet.test.ts,
// each file starting a whole fleet behind nginx) run apart: `npm run test:fleet` (jest.fleet.config.js).
module.exports = {
  ...require('@stays/tooling/jest')(__dirname),
  testMatch: ['<rootDir>/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.fleet\\.test\\.ts$'],
};
