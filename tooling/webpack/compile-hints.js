// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
// functions compiled eagerly, on the background thread that streams the script in, instead of each one on the
// main thread the first time it is called. A front end's chunk is fetched when a page is about to run it, so
// most of its functions (module factories, React's work loop, the federation runtime) are called at once:
// compiling them lazily came to about half of the landing's blocking time on a phone (docs/frontend.md).
// Engines without the hint read a comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before the real content hash names the files.
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
