// Builds the six front ends for production, one after another (the build machines have 2 cores; webpack
// already uses both for minification). `npm run build` at the root runs this; `npm start` runs it when a
// dist/ folder is missing. Usage: tsx scripts/build-frontends.ts [shell mfe_listings ...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { frontEnds } = require('./webpack/frontends.js') as {
  frontEnds: Array<{ name: string; dir: string }>;
};

const only = process.argv.slice(2);
const selected = only.length ? frontEnds.filter((f) => only.includes(f.name) || only.includes(path.basename(f.dir))) : frontEnds;
if (only.length && selected.length !== only.length) {
  console.error(`Unknown front end in: ${only.join(', ')}. Known: ${frontEnds.map((f) => f.name).join(', ')}`);
  process.exit(2);
}

const webpackCli = require.resolve('webpack-cli/bin/cli.js');
const started = Date.now();
for (const fe of selected) {
  const t0 = Date.now();
  console.log(`[build] ${fe.name} ...`);
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: fe.dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`[build] ${fe.name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  if (!existsSync(path.join(fe.dir, 'dist', 'mf-manifest.json'))) {
    console.error(`[build] ${fe.name}: dist/mf-manifest.json is missing`);
    process.exit(1);
  }
  console.log(`[build] ${fe.name} done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
console.log(`[build] ${selected.length} front end(s) built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
