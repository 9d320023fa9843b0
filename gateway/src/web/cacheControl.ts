import path from 'node:path';

/** Files that name other files: always revalidated, so a deploy is seen at once. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remotes.json', 'remoteEntry.js']);
/** Content-hashed file names (main.3f2a91c0.js, 412.9ab34cd1e0.css): never change, cached for a year. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long a browser may keep a built file without asking again. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}
