// `npm test` runs every workspace's jest project from the root.
module.exports = {
  // A global option: Jest ignores `testTimeout` inside `projects`, so the stack-starting suites' hooks
  // (stopping five processes on a busy two-core machine) need it here.
  testTimeout: 60000,
  projects: [
    '<rootDir>/packages/*',
    '<rootDir>/subgraphs/*',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mfe-*',
    '<rootDir>/integration',
    '<rootDir>/integration/shell',
    // The supergraph check; the fleet's own tests run apart (npm run test:fleet).
    '<rootDir>/fleet',
  ],
};
