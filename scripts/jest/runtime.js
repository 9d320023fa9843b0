// Jest's runtime with a V8 code cache kept by the worker process. Each test file has its own module registry and
// compiles every module it loads again (900-1,400 in a front-end file), and jest-runtime gives V8 no cached data.
// A worker runs many files: when a file ends, what V8 compiled of each module it was the first to load (the
// functions that ran included) is kept, keyed on the file name and the exact transformed source, and the next
// file that loads the module hands it back to V8 instead of parsing and compiling again.
const vm = require('node:vm');
const JestRuntime = require('jest-runtime').default;

/** module file name -> { source, data }: V8's code cache for that exact source, for every later test file. */
const codeCache = new Map();

module.exports = class CodeCachingRuntime extends JestRuntime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    // The same function jest-runtime compiles (`vm.compileFunction` with these parameters), written as a script
    // because only a script can give V8's cache back after it ran; the offset keeps columns of line 1 true.
    const prefix = `(function (${executor.injectedModuleParameters.join(', ')}) {`;
    /** The scripts this file compiled without a usable cache: their cache is taken when the file ends. */
    const fresh = [];
    this.codeCacheOfThisFile = fresh;
    executor.compile = (scriptSource, filename) => {
      if (executor.resolution.isCoreModule(filename)) return compile(scriptSource, filename);
      const vmContext = executor.environment.getVmContext();
      if (vmContext == null) return null;
      const cached = codeCache.get(filename);
      const usable = cached !== undefined && cached.source === scriptSource;
      let script;
      try {
        script = new vm.Script(`${prefix}${scriptSource}\n})`, {
          filename,
          columnOffset: -prefix.length,
          cachedData: usable ? cached.data : undefined,
          importModuleDynamically: (specifier, _script, importAttributes, phase) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, phase),
        });
      } catch {
        // A syntax error: Jest's own path reports it (and tells ESM from a broken file).
        return compile(scriptSource, filename);
      }
      if (!usable || script.cachedDataRejected) fresh.push({ filename, source: scriptSource, script });
      return script.runInContext(vmContext);
    };
  }

  teardown() {
    for (const { filename, source, script } of this.codeCacheOfThisFile ?? []) {
      codeCache.set(filename, { source, data: script.createCachedData() });
    }
    this.codeCacheOfThisFile = [];
    super.teardown();
  }
};
