// mongoose's own test suite (test/*.test.js of a mongoose checkout) against a fresh embedded server.
// Run: MONGOOSE_REPO=/path/to/mongoose npm run conformance:mongoose [-- test/model.test.js ...]
import path from 'node:path';
import { runSuite } from './suite';

void runSuite({
  name: 'mongoose test suite',
  repoEnv: 'MONGOOSE_REPO',
  setup: [
    'git clone --depth 1 https://github.com/Automattic/mongoose.git ../mongoose',
    'npm --prefix ../mongoose install --ignore-scripts --no-audit --no-fund',
    'MONGOOSE_REPO=../mongoose npm run conformance:mongoose',
  ],
  // The checkout's .mocharc.yml adds its fixtures; with MONGOOSE_TEST_URI set they start no mongod of their own.
  mochaArgs: ['--exit', '--timeout', '20000', ...(process.argv.length > 2 ? [] : ['test/*.test.js'])],
  uriEnv: 'MONGOOSE_TEST_URI',
  group: (test, repo) => (test.file ? path.relative(repo, test.file) : '(unknown file)'),
});
