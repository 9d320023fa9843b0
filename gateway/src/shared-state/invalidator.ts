import type { CacheChange, CacheInvalidator } from '../cache/invalidation';

/**
 * The invalidator every write path calls, for a fleet: it empties this gateway's caches at once, as before, and
 * appends the change to the log the other gateways follow (changeLog.ts), which empties theirs within a poll.
 * The write has already happened when this runs, so a failed append is logged, not thrown: the other gateways
 * then serve the old answer until their caches expire (PUBLIC_CACHE_MS), as a single gateway did before.
 */
export function sharedInvalidator(
  local: CacheInvalidator,
  append: (change: CacheChange) => Promise<void>,
  log: (message: string) => void = () => {},
): CacheInvalidator {
  return {
    invalidate(change) {
      local.invalidate(change);
      append(change).catch((error: unknown) =>
        log(`change not carried to other gateways (${change.reason}): ${String(error)}`),
      );
    },
  };
}
