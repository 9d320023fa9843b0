/**
 * Every lifetime of the gateway's caches, read from the environment in this one place (the README's table lists
 * them). Each cache is also emptied by any write the invalidator is told of (invalidation.ts), so a lifetime only
 * bounds how late a change made where no gateway sees it (straight in the database) shows.
 */
export interface CacheConfig {
  /**
   * PUBLIC_CACHE_MS (default 1000, at most 5000, 0 off): anonymous public reads (the REST lists and searches,
   * `/graphql` queries sent without a session) and the entities those queries' plans fetch.
   */
  publicReadsMs: number;
  /**
   * PAGE_CACHE_MS (default 60000 while PUBLIC_CACHE_MS is on, else 0; at most 60000, 0 off): what the HTML of a
   * public page is drawn from, costlier to make than a read (a server render): first views, first images, page
   * facts (status and head).
   */
  pagesMs: number;
  /** SESSION_CACHE_MS (default 1000, at most 5000, 0 off): an account's session state (role, blocked, version). */
  sessionsMs: number;
  /** IMAGE_CACHE_MB (default 32, at most 1024, 0 off): the bytes of the images served, kept in memory. */
  imageBytes: number;
}

/** A whole number from `0` to `max`, or `fallback` when unset or not a number at all. */
function wholeNumber(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(Math.max(Math.floor(number), 0), max);
}

export function cacheConfigFromEnv(env: NodeJS.ProcessEnv): CacheConfig {
  const publicReadsMs = wholeNumber(env.PUBLIC_CACHE_MS, 1000, 5000);
  return {
    publicReadsMs,
    pagesMs: wholeNumber(env.PAGE_CACHE_MS, publicReadsMs > 0 ? 60_000 : 0, 60_000),
    sessionsMs: wholeNumber(env.SESSION_CACHE_MS, 1000, 5000),
    imageBytes: wholeNumber(env.IMAGE_CACHE_MB, 32, 1024) * 1024 * 1024,
  };
}
