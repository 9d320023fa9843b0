import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a task of its own, so that whatever awaits it runs after the browser had a turn. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A federation runtime plugin, in every front end's build (`runtimePlugins` in scripts/webpack/create-config.js).
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
