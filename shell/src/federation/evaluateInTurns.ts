import { nextTask } from '@stays/platform/next-task';

/** Loads (and so evaluates) one module; what `import()` of it returns. */
export type ModuleLoad = () => Promise<unknown>;

/**
 * The shared modules the bootstrap needs that take longest to evaluate, heaviest first (react-dom, Apollo Client
 * with graphql, styled-components, then the kit and the platform that build on them). Their chunks are preloaded
 * with the page (gateway/src/web/firstRoute.ts), so asking for them one after another costs no extra round trip.
 */
export const HEAVY_SHARES: readonly ModuleLoad[] = [
  () => import('react-dom/client'),
  () => import('@apollo/client'),
  () => import('styled-components'),
  () => import('react-intl'),
  () => import('@stays/ui'),
  () => import('@stays/platform'),
];

/**
 * Evaluates each module in a task of its own before the bootstrap imports them all. Left to the bootstrap, every
 * shared module is evaluated in the one task that evaluates it (160 ms and more under Lighthouse's 4x slower
 * phone CPU): a long task while the drawn page is on screen, which is what total blocking time adds up. A
 * module that fails to load is left for the bootstrap to fail on, where the app reports it.
 */
export async function evaluateInTurns(loads: readonly ModuleLoad[] = HEAVY_SHARES) {
  for (const load of loads) {
    try {
      await load();
    } catch {
      return;
    }
    await nextTask();
  }
}
