// `npm run test:fast`: every jest project of `npm test` except the integration tests that start the whole stack
// (database, four subgraphs and the gateway in child processes, tens of seconds a file). The subgraph harness,
// the gateway's in-process tests, components and the embedded database's own suites stay in.
const os = require('node:os');
const all = require('./jest.config.js');
const integration = require('./integration/jest.config.js');
const { STACK_TESTS } = require('./integration/stack-tests.js');

module.exports = {
  ...all,
  // Jest's default is one worker less than the cores: on two cores that is one, the whole lane in band. These files
  // wait on jsdom, child processes and timers as much as on the CPU, so two workers pay even on two cores.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    ...all.projects.filter((project) => !project.startsWith('<rootDir>/integration')),
    { ...integration, testPathIgnorePatterns: [...integration.testPathIgnorePatterns, ...STACK_TESTS] },
  ],
};
