// `npm run test:fleet`: every *.fleet.test.ts, one fleet (database, two replicas of each subgraph, two gateways,
// nginx) per file, one file at a time.
module.exports = {
  ...require('@stays/tooling/jest')(__dirname, { testTimeout: 120000 }),
  displayName: 'fleet',
  testMatch: ['<rootDir>/*.fleet.test.ts'],
  // The fleet is stopped in afterAll; kept-alive client sockets to nginx would hold jest open for minutes.
  forceExit: true,
};
