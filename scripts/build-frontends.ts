// `npm run build`: builds the front ends that are missing or stale (their sources, a shared package, the lockfile
// or the build configuration changed since their build), each with its server entry; `--force` builds them all.
// `npm start`, CI and bench:web build through the same path (scripts/frontends.ts `buildFrontends`).
// Usage: tsx scripts/build-frontends.ts [--force] [shell mfe_listings mfe-booking ...] (federation names or folders)
import path from 'node:path';
import { buildFrontends, FRONT_ENDS } from './frontends';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((arg) => arg !== '--force');
const selected = only.length
  ? FRONT_ENDS.filter((f) => only.includes(f.name) || only.includes(f.folder))
  : FRONT_ENDS;
if (only.length && selected.length !== only.length) {
  console.error(
    `Unknown front end in: ${only.join(', ')}. Known: ${FRONT_ENDS.map((f) => f.name).join(', ')}`,
  );
  process.exit(2);
}

buildFrontends(root, { only: selected, force }).then(
  (failed) => {
    if (failed.length) {
      console.error(`[build] failed: ${failed.join(', ')}`);
      process.exit(1);
    }
  },
  (error: unknown) => {
    console.error('[build] failed:', error);
    process.exit(1);
  },
);
