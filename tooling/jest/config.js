// One jest setup for every workspace: TypeScript through swc, node or jsdom per workspace.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @param {string} dir the workspace folder @param {{ dom?: boolean, setupFiles?: string[], testTimeout?: number }} [opts] */
module.exports = function jestConfig(dir, opts = {}) {
  return {
    displayName: path.relative(root, dir),
    rootDir: dir,
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    // styled-components adds its rules through the CSS object model, as in production, instead of appending text
    // to a <style> node, which jsdom parses again whole at every rule (a fifth of a page test's CPU).
    globals: opts.dom ? { SC_DISABLE_SPEEDY: false } : {},
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-intl and its formatjs packages are published as ES modules only; everything else in node_modules
    // is CommonJS and runs as it is.
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
    moduleNameMapper: {
      '^rxjs$': path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist/bundles/rxjs.umd.js'),
      '\\.(css|png|jpg|jpeg|svg|webp|gif)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFilesAfterEnv: opts.dom
      ? [path.join(__dirname, 'dom-setup.ts'), ...(opts.setupFiles || [])]
      : opts.setupFiles || [],
    testTimeout: opts.testTimeout || 30000,
  };
};
