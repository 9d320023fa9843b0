// The shell against the real stack (run in a child process, since jsdom hides the globals the database needs).
module.exports = {
  ...require('@stays/tooling/jest')(__dirname, {
    dom: true,
    setupFiles: [require.resolve('@stays/platform/testing/jest-setup')],
    testTimeout: 120000,
  }),
  testMatch: ['<rootDir>/**/*.test.tsx'],
};
