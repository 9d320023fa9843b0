import { nextTask } from '@stays/platform/next-task';

/** Loads (and so evaluates) one module; what `import()` of it returns. */
export type ModuleLoad = () => Promise<unknown>;

/**
 * The shared modules the bootstrap needs that take longest to evaluate: react-dom, styled-components,
 * react-intl, then the kit and the platform that build on them (Apollo Client is loaded when a screen needs it).
 */
export const HEAVY_SHARES: readonly ModuleLoad[] = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-intl'),
  () => import('@stays/ui'),
  () => import('@stays/platform'),
];

/**
 * Asks for every module at once (a drawn page preloads none of them: gateway/src/web/firstRoute.ts), so each is
 * evaluated in the task its chunk arrives in, and resolves a task after the last. Left to the bootstrap, every
 * shared module is evaluated in the one task that evaluates the bootstrap (160 ms and more under Lighthouse's 4x
 * slower phone CPU): a long task while the drawn page is on screen, which is what total blocking time adds up.
 * A module that fails to load is left for the bootstrap to fail on, where the app reports it.
 */
export async function evaluateInTurns(loads: readonly ModuleLoad[] = HEAVY_SHARES) {
  await Promise.allSettled(loads.map((load) => load()));
  await nextTask();
}
