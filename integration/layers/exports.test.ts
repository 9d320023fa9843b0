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
  ['@stays/gateway/auth', 'gateway/src/auth/index.ts'],
  ['@stays/embedded-mongo', 'packages/embedded-mongo/src/index.ts'],
  ['@stays/ui', 'packages/ui/src/index.ts'],
  ['@stays/ui/datepicker', 'packages/ui/datepicker.ts'],
  ['@stays/ui/portal', 'packages/ui/portal.ts'],
  ['@stays/platform', 'packages/platform/src/index.ts'],
  ['@stays/platform/testing', 'packages/platform/testing.ts'],
  ['@stays/platform/standalone', 'packages/platform/standalone.tsx'],
];
const HIDDEN = [
  '@stays/subgraph-shared/src/caller',
  '@stays/subgraph-shared/src/database',
  '@stays/subgraph-users/src/user/model',
  '@stays/gateway/src/auth',
  '@stays/ui/src/index',
  '@stays/platform/src/testing/catalogueCheck',
  '@stays/contracts/src/caller',
];

describe('jest', () => {
  it.each(EXPOSED)('resolves %s to %s', (specifier, file) => {
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
