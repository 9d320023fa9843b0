// `npm run test:fast`: every jest project of `npm test` except the integration tests that start the whole stack
// (database, four subgraphs and the gateway in child processes, tens of seconds a file). The subgraph harness,
// the gateway's in-process tests, components and the embedded database's own suites stay in.
const all = require('./jest.config.js');
const integration = require('./integration/jest.config.js');
const { STACK_TESTS } = require('./integration/stack-tests.js');

module.exports = {
  ...all,
  projects: [
    ...all.projects.filter((project) => !project.startsWith('<rootDir>/integration')),
    { ...integration, testPathIgnorePatterns: [...integration.testPathIgnorePatterns, ...STACK_TESTS] },
  ],
};
