import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import table from './webpack/frontends.json';

/** One front end (scripts/webpack/frontends.json: the table webpack and the gateway read too). */
export type FrontEnd = (typeof table)[number];

export const FRONT_ENDS: readonly FrontEnd[] = table;

/** The shell: the one front end served at the site root; every other one is a remote under its prefix. */
export const SHELL = FRONT_ENDS.find((f) => f.urlPrefix === '/') as FrontEnd;

/**
 * Builds every front end whose `dist` is missing (`npm run build -w <folder>`). A failed build is reported
 * loudly, and the gateway still serves the API (pages answer 503 until the shell is built).
 */
export function buildMissingFrontends(root: string, warn: (message: string) => void): void {
  for (const { folder } of FRONT_ENDS) {
    if (existsSync(path.join(root, folder, 'dist'))) continue;
    console.log(`[start] building ${folder} (its dist is missing)...`);
    const result = spawnSync('npm', ['run', 'build', '-w', folder], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0)
      warn(`!!! building ${folder} failed (exit ${result.status}); its pages will not load`);
  }
}
