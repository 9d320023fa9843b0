// The shell's runtime plugin that hands its federation runtime to the remotes (their builds reference it instead of
// carrying their own: `experiments.externalRuntime`). It is the federation's own provider plugin, imported here
// through its ES module build: the plugin option `provideExternalRuntime` names the package's CommonJS build,
// which brings a second, CommonJS copy of the runtime into the shell next to the ES module one every build uses.
export { default } from '@module-federation/inject-external-runtime-core-plugin';
