module.exports = require('@stays/tooling/jest')(__dirname, {
  dom: true,
  setupFiles: [require.resolve('@stays/platform/testing/jest-setup')],
});
