// MongoDB's CRUD unified spec tests (test/spec/crud/unified) through the Node driver's unified runner, from a
// checkout of the driver, against a fresh embedded server.
// Run: MONGODB_DRIVER_REPO=/path/to/node-mongodb-native npm run conformance:crud
import { runSuite } from './suite';

void runSuite({
  name: 'CRUD unified spec tests',
  repoEnv: 'MONGODB_DRIVER_REPO',
  setup: [
    'git clone --depth 1 https://github.com/mongodb/node-mongodb-native.git ../node-mongodb-native',
    'npm --prefix ../node-mongodb-native ci --ignore-scripts --no-audit --no-fund',
    'MONGODB_DRIVER_REPO=../node-mongodb-native npm run conformance:crud',
  ],
  mochaArgs: ['--config', 'test/mocha_mongodb.js', 'test/integration/crud/crud.spec.test.ts'],
  uriEnv: 'MONGODB_URI',
  // "CRUD unified <file description> <test>": one row per spec file.
  group: (test) => test.fullTitle.slice(0, test.fullTitle.length - test.title.length).trim(),
});
