// The rule `npm start`, `npm run build`, CI and bench:web decide with (scripts/frontends.ts): a front end is
// rebuilt when its dist is missing, has no server entry it should have (or the kit's server build that entry
// requires), or was built from other sources, shared packages, lockfile or build configuration than the ones in
// the tree now.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_STAMP_FILE, buildInputs, sourceHash, staleness } from '../../scripts/frontends';

let root: string;
const frontEnd = { folder: 'shell' };

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const stamp = () =>
  write(path.join('shell', BUILD_STAMP_FILE), JSON.stringify({ hash: sourceHash(root, frontEnd) }));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'stays-staleness-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tooling/webpack/create-config.js', 'module.exports = {};');
  write('shell/package.json', '{"name":"@stays/shell"}');
  write('shell/src/App.tsx', "import { Button } from '@stays/ui';");
  write('shell/src/App.test.tsx', 'test');
  write('shell/src/server.tsx', 'export {};');
  write('shell/dist/mf-manifest.json', '{}');
  write('shell/dist/server/index.cjs', '');
  write('packages/platform/dist/server/kit.cjs', '');
  write('packages/ui/package.json', '{"name":"@stays/ui"}');
  write('packages/ui/src/index.ts', "export * from '@stays/contracts';");
  write('packages/contracts/package.json', '{"name":"@stays/contracts"}');
  write('packages/contracts/src/index.ts', 'export const A = 1;');
  write('packages/embedded-mongo/package.json', '{"name":"@stays/embedded-mongo"}');
  write('mfe-listings/src/routes.json', '[]');
  stamp();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a front end is rebuilt when it is missing or stale', () => {
  it('is up to date right after its build', () => {
    expect(staleness(root, frontEnd)).toBeNull();
  });

  it('reads its folder, the packages its sources name (and theirs), every route table, the lockfile and the build configuration', () => {
    expect(buildInputs(root, frontEnd)).toEqual(
      [
        'mfe-listings/src/routes.json',
        'package-lock.json',
        'packages/contracts/package.json',
        'packages/contracts/src/index.ts',
        'packages/ui/package.json',
        'packages/ui/src/index.ts',
        'tooling/webpack/create-config.js',
        'shell/package.json',
        'shell/src/App.tsx',
        'shell/src/server.tsx',
      ].sort(),
    );
  });

  it.each([
    ['one of its sources', 'shell/src/App.tsx'],
    ['a shared package it names', 'packages/ui/src/index.ts'],
    ['a package named by a shared package', 'packages/contracts/src/index.ts'],
    ['a remote route table', 'mfe-listings/src/routes.json'],
    ['the lockfile', 'package-lock.json'],
    ['the build configuration', 'tooling/webpack/create-config.js'],
  ])('is stale once %s changes', (_what, file) => {
    write(file, '// changed');
    expect(staleness(root, frontEnd)).toMatch(/changed since it was built/);
  });

  it('is not stale when only tests or their kits change', () => {
    write('shell/src/App.test.tsx', 'test again');
    write('shell/src/test/renderShell.tsx', "import { Button } from '@stays/ui';");
    write('packages/ui/src/testing/renderWithTheme.tsx', 'export {};');
    write('packages/ui/testing.ts', "export * from './src/testing/renderWithTheme';");
    expect(staleness(root, frontEnd)).toBeNull();
  });

  it("stays up to date when its build writes its own caches (swc's plugin cache in the front end)", () => {
    write('shell/.swc/plugins/linux_x86_64/plugin.wasmer', 'compiled');
    write('shell/.cache/webpack/0.pack', 'cached');
    expect(staleness(root, frontEnd)).toBeNull();
  });

  it('is stale when a source is added', () => {
    write('shell/src/NewPage.tsx', 'export {};');
    expect(staleness(root, frontEnd)).toMatch(/changed since it was built/);
  });

  it('stays up to date when only a test or a package nobody names changes', () => {
    write('shell/src/App.test.tsx', 'test changed');
    write('packages/embedded-mongo/src/index.ts', 'changed');
    expect(staleness(root, frontEnd)).toBeNull();
  });

  it('is built when its dist, its server entry or its stamp is missing', () => {
    rmSync(path.join(root, 'shell/dist/server'), { recursive: true });
    expect(staleness(root, frontEnd)).toMatch(/server entry .* is missing/);
    rmSync(path.join(root, 'shell/dist'), { recursive: true });
    expect(staleness(root, frontEnd)).toBe('its dist is missing');
    write('shell/dist/mf-manifest.json', '{}');
    write('shell/dist/server/index.cjs', '');
    expect(staleness(root, frontEnd)).toMatch(/no build stamp/);
  });

  it("is built when the kit's server build its server entry requires is missing", () => {
    rmSync(path.join(root, 'packages/platform/dist'), { recursive: true });
    expect(staleness(root, frontEnd)).toMatch(/kit's server build .* is missing/);
  });
});
