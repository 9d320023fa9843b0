// `npm test` runs every workspace's jest project from the root.
module.exports = {
  projects: [
    '<rootDir>/packages/*',
    '<rootDir>/subgraphs/*',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mfe-*',
  ],
};
