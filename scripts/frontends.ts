import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import table from '@stays/contracts/frontends.json';
import { precompress } from './precompress';
import { buildServerEntry, SERVER_ENTRY_FILE, SERVER_KIT } from './serverEntry';

/** One front end (packages/contracts/frontends.json: the table webpack and the gateway read too). */
export type FrontEnd = (typeof table)[number];

export const FRONT_ENDS: readonly FrontEnd[] = table;

/** The shell: the one front end served at the site root; every other one is a remote under its prefix. */
export const SHELL = FRONT_ENDS.find((f) => f.urlPrefix === '/') as FrontEnd;

/** Written into a front end's dist after a whole build (browser and server entry): what it was built from. */
export const BUILD_STAMP_FILE = path.join('dist', 'build-stamp.json');

/** Shared by every build: the locked dependencies and the build configuration itself. */
const SHARED_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'tooling/webpack',
  'scripts/serverEntry.ts',
  'scripts/precompress.ts',
];
/**
 * Never inputs of a build: what it writes (its output, and the caches it keeps: swc-loader puts its compiled
 * styled-components plugin in the front end's `.swc` during the first build, which must not make the second one
 * stale), installed packages, and tests with their kits (a `test` or `testing` folder, a package's `testing`
 * entry): no build imports them, and a change to the test kit rebuilds nothing.
 */
const SKIPPED_DIRECTORY = new Set(['node_modules', 'dist', '.cache', '.swc', 'coverage', 'test', 'testing']);
const TEST_FILE = /(\.test\.[cm]?[jt]sx?|^testing\.[cm]?[jt]sx?)$/;
const WORKSPACE_REFERENCE = /@stays\/([a-z0-9-]+)/g;

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRECTORY.has(entry.name) ? [] : filesUnder(root, child);
      return entry.isFile() && !TEST_FILE.test(entry.name) ? [child] : [];
    });
}

/** A file, or every file under a folder. */
function inputFiles(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  return statSync(full).isDirectory() ? filesUnder(root, relative) : [relative];
}

/**
 * Everything a front end's build reads, as paths from the repository root: its own folder, the shared packages
 * its sources (and theirs) name (`@stays/ui`, `@stays/platform`...), every front end's route table (the shell
 * builds its routes from them), the lockfile and the build configuration.
 */
export function buildInputs(root: string, frontEnd: Pick<FrontEnd, 'folder'>): string[] {
  const files = new Set<string>();
  const seenPackages = new Set<string>();
  const queue = [frontEnd.folder];
  while (queue.length) {
    const folder = queue.shift() as string;
    for (const file of filesUnder(root, folder)) {
      files.add(file);
      if (!/\.(tsx?|jsx?|json|mjs|cjs)$/.test(file)) continue;
      for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(WORKSPACE_REFERENCE)) {
        const packageFolder = path.join('packages', name);
        if (seenPackages.has(packageFolder) || !existsSync(path.join(root, packageFolder, 'package.json')))
          continue;
        seenPackages.add(packageFolder);
        queue.push(packageFolder);
      }
    }
  }
  for (const { folder } of FRONT_ENDS) files.add(path.join(folder, 'src', 'routes.json'));
  for (const shared of SHARED_INPUTS) for (const file of inputFiles(root, shared)) files.add(file);
  return [...files].filter((file) => existsSync(path.join(root, file))).sort();
}

/** The content hash of a front end's build inputs (names and bytes). */
export function sourceHash(root: string, frontEnd: Pick<FrontEnd, 'folder'>): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(root, frontEnd)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const hasServerEntry = (dir: string) =>
  ['src/server.tsx', 'src/server.ts'].some((file) => existsSync(path.join(dir, file)));

/** Why a front end needs building (missing or stale), or null when its dist is what its sources make now. */
export function staleness(
  root: string,
  frontEnd: Pick<FrontEnd, 'folder'>,
  hash = sourceHash(root, frontEnd),
) {
  const dir = path.join(root, frontEnd.folder);
  if (!existsSync(path.join(dir, 'dist', 'mf-manifest.json'))) return 'its dist is missing';
  if (hasServerEntry(dir) && !existsSync(path.join(dir, SERVER_ENTRY_FILE)))
    return `its server entry (${SERVER_ENTRY_FILE}) is missing`;
  if (hasServerEntry(dir) && !existsSync(path.join(root, SERVER_KIT)))
    return `the kit's server build its server entry requires (${SERVER_KIT}) is missing`;
  let stamp: { hash?: unknown };
  try {
    stamp = JSON.parse(readFileSync(path.join(dir, BUILD_STAMP_FILE), 'utf8')) as { hash?: unknown };
  } catch {
    return 'its dist has no build stamp (built by another command)';
  }
  return stamp.hash === hash
    ? null
    : 'its sources, a shared package, the lockfile or the build configuration changed since it was built';
}

const webpackCli = () => createRequire(__filename).resolve('webpack-cli/bin/cli.js');

/** One whole build of a front end: the browser build (webpack), its brotli copies, its server entry, its stamp. */
async function buildFrontend(root: string, frontEnd: FrontEnd, hash: string): Promise<void> {
  const dir = path.join(root, frontEnd.folder);
  const result = spawnSync(process.execPath, [webpackCli(), '--mode', 'production'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`webpack exited with ${result.status ?? result.signal}`);
  if (!existsSync(path.join(dir, 'dist', 'mf-manifest.json')))
    throw new Error('dist/mf-manifest.json is missing');
  precompress(path.join(dir, 'dist'));
  await buildServerEntry(dir);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(
    path.join(dir, BUILD_STAMP_FILE),
    `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`,
  );
}

/**
 * The one build path of `npm run build`, `npm start` and CI: builds, one after another (two cores; webpack
 * already uses both), every selected front end that is missing or stale (or all with `force`), saying which and
 * why. Returns the names that failed; a failed one keeps no stamp, so the next run tries it again.
 */
export async function buildFrontends(
  root: string,
  options: { only?: readonly FrontEnd[]; force?: boolean; log?: (message: string) => void } = {},
): Promise<string[]> {
  const log = options.log ?? ((message: string) => console.log(`[build] ${message}`));
  const failed: string[] = [];
  const started = Date.now();
  let built = 0;
  for (const frontEnd of options.only ?? FRONT_ENDS) {
    const hash = sourceHash(root, frontEnd);
    const reason = options.force ? 'a full build was asked for (--force)' : staleness(root, frontEnd, hash);
    if (!reason) {
      log(`${frontEnd.folder} is up to date`);
      continue;
    }
    log(`building ${frontEnd.folder}: ${reason}`);
    const t0 = Date.now();
    try {
      await buildFrontend(root, frontEnd, hash);
      built += 1;
      log(`${frontEnd.folder} built in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    } catch (error) {
      failed.push(frontEnd.name);
      log(`!!! ${frontEnd.folder} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (built) log(`${built} front end(s) built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return failed;
}
