// Builds the six front ends for production, one after another (the build machines have 2 cores; webpack
// already uses both for minification). `npm run build` at the root runs this.
// Usage: tsx scripts/build-frontends.ts [shell mfe_listings mfe-booking ...] (federation names or folders)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { FRONT_ENDS } from './frontends';
import { buildServerEntry } from './serverEntry';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '..');

const only = process.argv.slice(2);
const selected = only.length
  ? FRONT_ENDS.filter((f) => only.includes(f.name) || only.includes(f.folder))
  : FRONT_ENDS;
if (only.length && selected.length !== only.length) {
  console.error(
    `Unknown front end in: ${only.join(', ')}. Known: ${FRONT_ENDS.map((f) => f.name).join(', ')}`,
  );
  process.exit(2);
}

const webpackCli = require.resolve('webpack-cli/bin/cli.js');

async function main() {
  const started = Date.now();
  for (const fe of selected) {
    const t0 = Date.now();
    const dir = path.join(root, fe.folder);
    console.log(`[build] ${fe.name} ...`);
    const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`[build] ${fe.name} failed (exit ${result.status ?? result.signal})`);
      process.exit(result.status ?? 1);
    }
    if (!existsSync(path.join(dir, 'dist', 'mf-manifest.json'))) {
      console.error(`[build] ${fe.name}: dist/mf-manifest.json is missing`);
      process.exit(1);
    }
    await buildServerEntry(dir);
    console.log(`[build] ${fe.name} done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
  console.log(
    `[build] ${selected.length} front end(s) built in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}

main().catch((error: unknown) => {
  console.error('[build] failed:', error);
  process.exit(1);
});
