import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The front-end workspaces, with the dev-server port of each (docs/contracts.md). */
export const FRONTEND_WORKSPACES = [
  { workspace: 'shell', devPort: 3100 },
  { workspace: 'mfe-listings', devPort: 3101 },
  { workspace: 'mfe-booking', devPort: 3102 },
  { workspace: 'mfe-host', devPort: 3103 },
  { workspace: 'mfe-staff', devPort: 3104 },
  { workspace: 'mfe-admin', devPort: 3105 },
] as const;

export function hasScript(root: string, workspace: string, script: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return typeof manifest.scripts?.[script] === 'string';
  } catch {
    return false;
  }
}

/**
 * Builds every front end whose `dist` is missing (`npm run build -w <workspace>`). A workspace without a
 * build script is skipped with a warning; a failed build is reported loudly, and the gateway still serves
 * the API (pages answer 503 until the shell is built).
 */
export function buildMissingFrontends(root: string, warn: (message: string) => void): void {
  for (const { workspace } of FRONTEND_WORKSPACES) {
    if (existsSync(path.join(root, workspace, 'dist'))) continue;
    if (!hasScript(root, workspace, 'build')) {
      warn(`${workspace} has no build script yet: skipped`);
      continue;
    }
    console.log(`[start] building ${workspace} (its dist is missing)...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0)
      warn(`!!! building ${workspace} failed (exit ${result.status}); its pages will not load`);
  }
}
