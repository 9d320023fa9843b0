import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { transform } from '@swc/core';
/* eslint-disable @typescript-eslint/no-require-imports -- the webpack configuration's own CommonJS modules */
const { swcOptions } = require('@stays/tooling/webpack/swc-options') as {
  swcOptions(options: { production: boolean }): Record<string, unknown>;
};
const { precompileMessages } = require('@stays/tooling/webpack/precompile-messages') as {
  precompileMessages(source: string, filename: string): { code: string } | null;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Where a front end's server entry is built to, and where the gateway loads it from (gateway/src/web/firstView.ts). */
export const SERVER_ENTRY_FILE = path.join('dist', 'server', 'index.cjs');

const REPO = path.resolve(__dirname, '..');
/**
 * The shared kit's server build (`@stays/ui` with its entry points, and `@stays/platform`), from the repository
 * root: one file that every
 * front end's server entry requires, so the shell's and a remote's pages share one kit in the gateway, as the
 * browser shares it as a federation singleton.
 */
export const SERVER_KIT = path.join('packages', 'platform', 'dist', 'server', 'kit.cjs');
const SERVER_KIT_FILE = path.join(REPO, SERVER_KIT);
/** The kit's entry points as the front ends import them; each is a key of the kit's exports. */
const KIT_MODULES = ['@stays/ui', '@stays/ui/datepicker', '@stays/ui/portal', '@stays/platform'];
const KIT_MODULE = /^@stays\/(ui|platform)(\/[a-z-]+)?$/;
const KIT_SPECIFIER = 'stays-server-kit';

/**
 * Compiles the workspace's TypeScript as the browser build's loaders do (messages precompiled, then swc with
 * tooling/webpack/swc-options.js), so a styled component gets the same class name on the server as in the browser
 * (the styled-components plugin names it from the code it is handed), which then hydrates the server's markup
 * (shell/src/bootstrap.tsx).
 */
const compileLikeTheBrowser: Plugin = {
  name: 'compile-like-the-browser',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const { code } = await transform(precompileMessages(source, args.path)?.code ?? source, {
        ...swcOptions({ production: true }),
        filename: args.path,
      });
      return { contents: code, loader: 'js' };
    });
  },
};

/** Every package outside the bundle, except the ones `inside` names (resolved as usual and compiled here). */
function externalPackages(inside: RegExp): Plugin {
  return {
    name: 'external-packages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
        inside.test(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/** A front end's imports of the kit become one `require` of the kit's server build, relative to `outfile`. */
function kitFromServerBuild(outfile: string): Plugin {
  return {
    name: 'kit-from-server-build',
    setup(esbuild) {
      esbuild.onResolve({ filter: KIT_MODULE }, (args) =>
        KIT_MODULES.includes(args.path) ? { path: args.path, namespace: KIT_SPECIFIER } : undefined,
      );
      esbuild.onLoad({ filter: /.*/, namespace: KIT_SPECIFIER }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(KIT_SPECIFIER)})[${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
      esbuild.onResolve({ filter: new RegExp(`^${KIT_SPECIFIER}$`) }, () => ({
        path: path.relative(path.dirname(outfile), SERVER_KIT_FILE).split(path.sep).join('/'),
        external: true,
      }));
    },
  };
}

const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
} as const;

let kitBuild: Promise<void> | null = null;

/** The kit's server build, once per process; written whole (a gateway may be loading it). */
function buildServerKit(): Promise<void> {
  kitBuild ??= (async () => {
    const entry = KIT_MODULES.map((name) => `${JSON.stringify(name)}: require(${JSON.stringify(name)})`);
    const { outputFiles } = await build({
      ...COMMON,
      stdin: { contents: `module.exports = { ${entry.join(', ')} };`, resolveDir: REPO, loader: 'js' },
      write: false,
      outfile: SERVER_KIT_FILE,
      plugins: [externalPackages(KIT_MODULE), compileLikeTheBrowser],
    });
    mkdirSync(path.dirname(SERVER_KIT_FILE), { recursive: true });
    const partial = `${SERVER_KIT_FILE}.${process.pid}.tmp`;
    writeFileSync(partial, outputFiles[0].contents);
    renameSync(partial, SERVER_KIT_FILE);
  })();
  return kitBuild;
}

/**
 * A front end with a server entry (src/server.ts or .tsx: the shell, and a remote whose public pages the gateway
 * draws) gets dist/server/index.cjs beside its browser build. Every package stays outside the bundle, so the
 * shell's and the remote's entries share one React, one styled-components and one kit (SERVER_KIT_FILE) in the
 * gateway. CommonJS, like the workspace packages the gateway loads through tsx, so each package is loaded once.
 * Returns the file written, or null.
 */
export async function buildServerEntry(frontEndDir: string, outDir = frontEndDir): Promise<string | null> {
  const entry = ['src/server.tsx', 'src/server.ts']
    .map((file) => path.join(frontEndDir, file))
    .find(existsSync);
  if (!entry) return null;
  await buildServerKit();
  const outfile = path.join(outDir, SERVER_ENTRY_FILE);
  await build({
    ...COMMON,
    entryPoints: [entry],
    outfile,
    plugins: [kitFromServerBuild(outfile), externalPackages(/^$/), compileLikeTheBrowser],
  });
  return outfile;
}
