import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

/**
 * A federation runtime plugin, in every front end's build (`runtimePlugins` in tooling/webpack/create-config.js).
 * When the shell's bootstrap starts, its runtime resolves every shared singleton it needs (react, the router,
 * Apollo, the kit...) and adds each one's script tags, all in one task: 130 to 160 ms on a phone-speed CPU, the
 * longest task of the app's start, during which the page the gateway drew cannot answer a tap. A remote's
 * container does the same for the modules its page shares. Waiting for the next task before each shared module
 * is resolved spreads that work over short tasks; the modules are the same and still load in parallel.
 */
export default function yieldBetweenShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'stays-yield-between-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
