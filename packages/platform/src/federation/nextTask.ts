/**
 * Resolves in a task of its own, so that whatever awaits it runs after the browser had a turn (to paint, to
 * answer a tap). `scheduler.yield()` where the browser has it (its continuation goes ahead of other tasks), else
 * a zero timeout. Imported before the federation's shared scope exists (shell/src/main.ts): it depends on nothing.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
