// The workspace packages' `exports` maps: the deliberate subpaths resolve, a deep `/src/` import does not, for
// each tool that resolves them (jest, TypeScript with `moduleResolution: Bundler`, Node through tsx).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

const EXPOSED: Array<[specifier: string, file: string]> = [
  ['@stays/contracts', 'packages/contracts/src/index.ts'],
  ['@stays/subgraph-shared', 'subgraphs/shared/src/index.ts'],
  ['@stays/subgraph-shared/database', 'subgraphs/shared/src/database.ts'],
  ['@stays/subgraph-shared/testing', 'subgraphs/shared/src/testing/harness.ts'],
  ['@stays/subgraph-users/accounts', 'subgraphs/users/src/user/accountKeys.ts'],
  ['@stays/gateway/auth', 'gateway/src/auth/index.ts'],
  ['@stays/gateway/shared-state', 'gateway/src/shared-state/index.ts'],
  ['@stays/gateway/security-headers', 'gateway/src/web/security.ts'],
  ['@stays/embedded-mongo', 'packages/embedded-mongo/src/index.ts'],
  ['@stays/ui', 'packages/ui/src/index.ts'],
  ['@stays/ui/datepicker', 'packages/ui/datepicker.ts'],
  ['@stays/ui/portal', 'packages/ui/portal.ts'],
  ['@stays/ui/drawn-images', 'packages/ui/drawn-images.ts'],
  ['@stays/ui/map', 'packages/ui/map.ts'],
  ['@stays/ui/map-testing', 'packages/ui/map-testing.ts'],
  ['@stays/platform', 'packages/platform/src/index.ts'],
  ['@stays/platform/testing', 'packages/platform/testing.ts'],
  ['@stays/platform/standalone', 'packages/platform/standalone.tsx'],
  ['@stays/platform/property-form', 'packages/platform/src/property-form/index.ts'],
  ['@stays/platform/next-task', 'packages/platform/src/federation/nextTask.ts'],
  ['@stays/platform/testing/jest-setup', 'packages/platform/src/testing/jestSetup.ts'],
  [
    '@stays/platform/federation/yield-between-shares',
    'packages/platform/src/federation/yieldBetweenShares.ts',
  ],
  ['@stays/contracts/frontends.json', 'packages/contracts/frontends.json'],
];
/** The tooling's JavaScript modules, which only Node (webpack's and jest's configs) requires. */
const EXPOSED_TO_NODE: Array<[specifier: string, file: string]> = [
  ['@stays/tooling/webpack', 'tooling/webpack/index.js'],
  ['@stays/tooling/webpack/compile-hints', 'tooling/webpack/compile-hints.js'],
  ['@stays/tooling/webpack/precompile-messages', 'tooling/webpack/precompile-messages.js'],
  ['@stays/tooling/webpack/swc-options', 'tooling/webpack/swc-options.js'],
  ['@stays/tooling/webpack/index.html', 'tooling/webpack/index.html'],
  ['@stays/tooling/jest', 'tooling/jest/config.js'],
];
const HIDDEN = [
  '@stays/subgraph-shared/src/caller',
  '@stays/subgraph-shared/src/database',
  '@stays/subgraph-users/src/user/model',
  '@stays/gateway/src/auth',
  '@stays/ui/src/index',
  '@stays/platform/src/testing/catalogueCheck',
  '@stays/contracts/src/caller',
  '@stays/tooling/webpack/create-config',
  '@stays/tooling/jest/config.js',
];

describe('jest', () => {
  it.each([...EXPOSED, ...EXPOSED_TO_NODE])('resolves %s to %s', (specifier, file) => {
    expect(path.relative(ROOT, require.resolve(specifier))).toBe(file);
  });

  it.each(HIDDEN)('refuses %s', (specifier) => {
    expect(() => require.resolve(specifier)).toThrow();
  });
});

describe('TypeScript', () => {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const containing = path.join(ROOT, 'scripts/stack.ts');
  const resolve = (specifier: string) =>
    ts.resolveModuleName(specifier, containing, options, ts.sys).resolvedModule?.resolvedFileName;

  it.each(EXPOSED)('resolves %s to %s', (specifier, file) => {
    expect(path.relative(ROOT, resolve(specifier) ?? '')).toBe(file);
  });

  it.each(HIDDEN)('refuses %s', (specifier) => {
    expect(resolve(specifier)).toBeUndefined();
  });
});

it('Node (tsx) refuses a deep import at run time', () => {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('@stays/subgraph-shared/src/caller').then(() => console.log('loaded'))",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(run.stdout).not.toContain('loaded');
  expect(run.stderr).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
}, 30_000);
