// The integration tests that each start the whole stack (integration/fixtures), as `testPathIgnorePatterns` of
// this folder's jest project: `npm run test:fast` (jest.fast.config.js) leaves them out, `npm test` runs them.
// A new file in one of these folders is a stack test by where it lives.
module.exports = {
  STACK_TESTS: ['<rootDir>/api/', '<rootDir>/fuzz/', '<rootDir>/faults/supervision', '<rootDir>/shell/'],
};
