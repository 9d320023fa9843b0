// The one webpack config factory behind all six front ends (shell + five remotes). Each front end's
// webpack.config.js only names itself and, for a remote, hands in its route table (src/routes.json), whose rows
// become the exposed modules; everything else is decided here once.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { frontEnds, devRemotesManifest } = require('./frontends');
const { sharedSingletons } = require('./shared');
const { CompileHintsPlugin } = require('./compile-hints');
const { swcOptions } = require('./swc-options');

const GATEWAY = process.env.GATEWAY_URL || 'http://localhost:3000';
const YIELD_BETWEEN_SHARES = require.resolve('@stays/platform/federation/yield-between-shares');
const PROVIDE_FEDERATION_RUNTIME = path.join(__dirname, 'provide-federation-runtime.mjs');

/**
 * @param {object} opts
 * @param {string} opts.name federation name (shell, mfe_listings, ...), a key of frontends.js
 * @param {Array<{ module: string, file: string }>} [opts.routes] a remote's route table: each row's module is
 *   exposed as `./<module>` from `src/<file>` (docs/contracts.md)
 * @param {string} [opts.title] document title of the page webpack-dev-server (or dist/index.html) serves
 */
function createConfig({ name, routes = [], title = 'Stays' }) {
  const frontEnd = frontEnds.find((f) => f.name === name);
  if (!frontEnd) throw new Error(`Unknown front end "${name}" (see packages/contracts/frontends.json)`);
  const isRemote = frontEnd.remote;
  const exposes = Object.fromEntries(routes.map((row) => [`./${row.module}`, `./src/${row.file}`]));

  return (_env, argv = {}) => {
    const isProd = (argv.mode || process.env.NODE_ENV) === 'production';
    const isServe = Boolean(process.env.WEBPACK_SERVE);
    // A remote's own page (src/main.ts) exists to run it alone in development; a production remote is only
    // its container (remoteEntry.js + exposed chunks) and the manifest.
    const standalone = !isRemote || !isProd;

    /** @type {import('webpack').Configuration} */
    const config = {
      name,
      context: frontEnd.dir,
      mode: isProd ? 'production' : 'development',
      // The shell's entry is a tiny file that only does import('./bootstrap'): the async boundary lets the
      // federation runtime agree on shared singletons before React is evaluated (no eager sharing).
      // A remote's entry is the same kind of file running the remote alone (DESIGN.md: a remote can run on
      // its own in development); the shell never loads it, it loads remoteEntry.js through the manifest.
      entry: standalone ? { main: './src/main.ts' } : {},
      target: 'web',
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(frontEnd.dir, 'dist'),
        // Remotes are served under a prefix chosen by whoever hosts them (/remotes/listings/ at the gateway,
        // a dev server's origin in development): 'auto' derives it from the script's own URL. The shell
        // owns the site root and deep links like /property/1 must still find /main.js.
        publicPath: isRemote ? 'auto' : '/',
        filename: isProd ? hashedWhenKnown : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        // Each build gets its own chunk-loading global, so two front ends' chunks never collide on a page.
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Workspace packages (@stays/ui, @stays/platform) point "main" at TypeScript sources.
        mainFields: ['browser', 'module', 'main'],
        // Every message is compiled by the build (precompile-messages.js), so the browser never parses one.
        alias: {
          '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules\/(?!@stays)/,
            // Loaders run last to first: messages are compiled on the TypeScript, then swc strips it.
            use: [
              { loader: 'swc-loader', options: swcOptions({ production: isProd }) },
              { loader: require.resolve('./precompile-messages-loader') },
            ],
            // Our code importing a missing export is a build error, not a run-time undefined (this is what
            // keeps the slim react-router-dom build honest).
            parser: { exportsPresence: 'error' },
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
          // The shell reads the remotes' route tables for paths, modules, titles and roles; a row's `file` only
          // matters to the remote's own build, so the shell's bundle leaves it out.
          ...(isRemote
            ? []
            : [
                {
                  test: /[\\/]mfe-[^\\/]+[\\/]src[\\/]routes\.json$/,
                  type: 'json',
                  parser: { parse: (text) => JSON.parse(text).map(({ file: _file, ...row }) => row) },
                },
              ]),
        ],
      },
      optimization: {
        // Production: let webpack split vendor code that several lazy chunks share, but keep the minimum
        // size high enough that a page is a handful of requests, not dozens of slivers.
        splitChunks: isProd
          ? {
              chunks: 'async',
              minSize: 20000,
              cacheGroups: {
                // Leaflet, loaded with the map's own chunk when a map is shown: named, so the tests and the
                // bench can tell a page that loaded it (`leaflet.<hash>.js`).
                leaflet: {
                  test: /[\\/]node_modules[\\/]leaflet[\\/]/,
                  name: 'leaflet',
                  chunks: 'async',
                  priority: 10,
                },
              },
            }
          : false,
        moduleIds: isProd ? 'deterministic' : 'named',
        chunkIds: isProd ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: isRemote ? exposes : undefined,
          // Remote URLs are not baked in: the shell reads /remotes.json at run time and registers them.
          remotes: {},
          shared: sharedSingletons(),
          // A shared module asked for after the start (Apollo Client, loaded when a screen needs it) takes the copy
          // already loaded or the shell's: 'version-first' would first load every registered remote's entry to
          // compare versions, and one remote that cannot load would then keep Apollo Client, and every page
          // behind it, from loading.
          shareStrategy: 'loaded-first',
          manifest: true,
          // Each build's runtime resolves its shared modules in short tasks, not one long one (the plugin says why).
          // The shell hands its federation runtime to the remotes it loads (below).
          runtimePlugins: isRemote
            ? [YIELD_BETWEEN_SHARES]
            : [YIELD_BETWEEN_SHARES, PROVIDE_FEDERATION_RUNTIME],
          // Type generation wants the network and a TypeScript program per build; types come from the
          // workspace packages instead.
          dts: false,
          // One federation runtime per page: a production remote references the shell's instead of carrying its
          // own (17 KB gzipped of every remote entry, bench/RESULTS.md). A remote running alone in development has
          // no shell to provide it, so it keeps its own there.
          experiments: {
            ...(isRemote && isProd ? { externalRuntime: true } : {}),
            // Browser-only builds: drop the runtime's Node loading paths.
            optimization: { target: 'web' },
          },
        }),
        ...(isProd ? [new CompileHintsPlugin()] : []),
        ...(standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      devServer: devServer(frontEnd, isServe),
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
    return config;
  };
}

/**
 * Entry chunks are named with their content hash, except while the federation runtime module is generated:
 * it asks for the entry's file name only to work out the folder depth, before webpack has hashed anything,
 * and a [contenthash] then throws "not implemented in this context". Same folder either way.
 * @param {import('webpack').PathData} pathData
 */
function hashedWhenKnown(pathData) {
  const hash =
    pathData.chunk && 'contentHash' in pathData.chunk ? pathData.chunk.contentHash.javascript : undefined;
  return hash ? '[name].[contenthash:8].js' : '[name].js';
}

function devServer(frontEnd, isServe) {
  if (!isServe) return undefined;
  const base = {
    port: frontEnd.devPort,
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    client: { overlay: { errors: true, warnings: false } },
  };
  const proxy = [
    { context: ['/graphql', '/api', '/images', '/healthz'], target: GATEWAY, changeOrigin: false, ws: false },
  ];
  if (!frontEnd.remote) {
    return {
      ...base,
      proxy,
      // The shell's dev server answers /remotes.json itself, pointing at each remote's dev server, so the
      // same run-time registration code path runs in development as behind the gateway.
      setupMiddlewares(middlewares, server) {
        server.app.get('/remotes.json', (_req, res) => {
          res.set('Cache-Control', 'no-store');
          res.json(devRemotesManifest());
        });
        return middlewares;
      },
    };
  }
  return {
    ...base,
    proxy,
    // The shell on :3100 fetches this dev server's manifest and chunks cross-origin.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
  };
}

module.exports = { createConfig };
