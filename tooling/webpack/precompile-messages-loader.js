// Webpack's side of precompile-messages.js: runs before swc-loader on the front ends' TypeScript.
const { precompileMessages } = require('./precompile-messages');

/** @this {import('webpack').LoaderContext<{}>} @param {string} source @param {object} [map] */
module.exports = function precompileMessagesLoader(source, map) {
  const result = precompileMessages(source, this.resourcePath, {
    sourceMaps: this.sourceMap,
    inputSourceMap: map,
  });
  if (!result) return this.callback(null, source, map);
  this.callback(null, result.code, result.map || undefined);
};
