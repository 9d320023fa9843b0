/**
 * Starts the engine's Intl data off the main thread (intlWarmup.worker.ts), for the language on <html>. A browser
 * without workers (or a policy that forbids this one) only loses the head start.
 */
export function warmIntlOffMainThread() {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { name: document.documentElement.lang });
  } catch {
    // the main thread makes the list when it first formats
  }
}
