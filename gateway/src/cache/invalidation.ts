/**
 * What a write changed, as every cache of the gateway is told of it. The one way a cache is emptied before its
 * lifetime ends: the REST adapters, the anonymous `/graphql` mutations and the session changes (logout, block,
 * role change) all call `CacheInvalidator.invalidate`, and a store that carries changes to the other gateways
 * (H-state: through MongoDB) wraps the local invalidator, so a write empties what it changed everywhere.
 */
export interface CacheChange {
  /** Properties the write changed (created, edited, booked, reviewed, removed). */
  propertyIds?: string[];
  /** Accounts the write changed (profile, role, block, logout): their session checks are made again. */
  userIds?: string[];
  /** Anything at all may have changed: every cache is emptied. */
  all?: boolean;
  /** Why, for logs and for whoever carries the change to other gateways ("PUT /api/properties/:id"). */
  reason: string;
}

/** Empties, in this process, what a change made stale. */
export interface CacheInvalidator {
  invalidate(change: CacheChange): void;
}

/** One of the gateway's caches, as the invalidator reaches it. */
export interface InvalidatedCache {
  invalidate(change: CacheChange): void;
}

/** The local invalidator: every cache of this process, told of each change in turn. */
export function localInvalidator(caches: readonly InvalidatedCache[]): CacheInvalidator {
  return {
    invalidate(change) {
      for (const cache of caches) cache.invalidate(change);
    },
  };
}
