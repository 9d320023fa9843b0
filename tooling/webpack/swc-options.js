// How the front ends' TypeScript is compiled, in the browser builds (swc-loader) and in the server entries the
// gateway draws public pages with (scripts/serverEntry.ts): one set of options, so both sides make the same code.
// styled-components' plugin names each styled component from its file and its place in that file. Without it,
// styled-components counts components in the order they are created, which differs between the server bundles and
// the browser (where the shell, the kit and a lazily loaded remote are evaluated at different times), and the
// browser could not hydrate the server's markup: every class name would differ.
const STYLED_COMPONENTS_PLUGIN = require.resolve('@swc/plugin-styled-components');

/** @param {{ production: boolean }} options */
function swcOptions({ production }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: { runtime: 'automatic', development: !production },
      },
      experimental: {
        plugins: [[STYLED_COMPONENTS_PLUGIN, { displayName: false, ssr: true }]],
      },
    },
  };
}

module.exports = { swcOptions };
