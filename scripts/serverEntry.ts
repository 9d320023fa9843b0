import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where a front end's server entry is built to, and where the gateway loads it from (gateway/src/web/firstView.ts). */
export const SERVER_ENTRY_FILE = path.join('dist', 'server', 'index.cjs');

/**
 * A front end with a server entry (src/server.ts or .tsx: the shell, and a remote whose public pages the gateway
 * draws a first view of) gets dist/server/index.cjs beside its browser build. Every package stays outside the
 * bundle, so the shell's and the remote's entries share one React, one styled-components and one platform in
 * the gateway, as the browser shares them as federation singletons. CommonJS, like the workspace packages the
 * gateway loads through tsx, so each package is loaded once. Returns the file written, or null.
 */
export async function buildServerEntry(frontEndDir: string, outDir = frontEndDir): Promise<string | null> {
  const entry = ['src/server.tsx', 'src/server.ts']
    .map((file) => path.join(frontEndDir, file))
    .find(existsSync);
  if (!entry) return null;
  const outfile = path.join(outDir, SERVER_ENTRY_FILE);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return outfile;
}
