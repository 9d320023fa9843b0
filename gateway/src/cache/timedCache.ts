import type { CacheChange, InvalidatedCache } from './invalidation';

/**
 * A small time-boxed cache of answers every anonymous visitor gets alike (gateway.ts lists them). Entries live
 * `ttlMs` at most, and any change the invalidator is told of empties it whole: what it keeps is composed of many
 * properties and accounts (a search page, the landing's featured row, a page drawn from those), so a write
 * empties every answer rather than guessing which ones held what it changed. Bounded in size (oldest out first);
 * a ttl of 0 turns it off.
 *
 * With `redrawInBackground`, an answer past its lifetime is not dropped: `shareOrRedraw` hands it out while a
 * new one is made, as a page cache does (a visitor after a quiet minute gets the page at once, not a slower
 * one). A write still empties it whole, so what a write changed is never served from before the write.
 */
export class TimedCache<T> implements InvalidatedCache {
  private readonly entries = new Map<string, { answer: T; expires: number; redrawing?: boolean }>();
  /** Counts the invalidations, so an answer begun before a write is not kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly options: { redrawInBackground?: boolean } = {},
  ) {}

  get(key: string): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      if (!this.options.redrawInBackground) this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  set(key: string, answer: T): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { answer, expires: Date.now() + this.ttlMs });
  }

  /** Drops `key`; with `only`, only while it still holds that answer (a newer one stays). */
  delete(key: string, only?: T): void {
    if (only === undefined || this.entries.get(key)?.answer === only) this.entries.delete(key);
  }

  /**
   * Keeps a promised answer from the moment it is asked for, so a request that needs the same answer meanwhile
   * waits for it instead of asking again: when an entry expires under load, every request in flight would
   * otherwise miss it at the same moment and all ask at once. An answer that settles to nothing (undefined or
   * null: it could not be had) or fails leaves the cache, and the next request asks again.
   */
  share<A>(this: TimedCache<Promise<A>>, key: string, answer: Promise<A>): Promise<A> {
    this.set(key, answer);
    const forget = () => this.delete(key, answer);
    void answer.then((value) => {
      if (value === undefined || value === null) forget();
    }, forget);
    return answer;
  }

  /**
   * The answer for `key`: a fresh one as it is; one past its lifetime (kept by `redrawInBackground`) as it is
   * too, while `make` draws its successor, which replaces it once it settles to something; none, what `make`
   * starts, shared as `share` does. `make` answers null when it may not start now (a render budget): the stale
   * answer is still handed out, and the next request tries again.
   */
  shareOrRedraw<A>(
    this: TimedCache<Promise<A>>,
    key: string,
    make: () => Promise<A> | null,
  ): Promise<A> | undefined {
    const fresh = this.get(key);
    if (fresh) return fresh;
    const stale = this.options.redrawInBackground ? this.entries.get(key) : undefined;
    if (!stale) {
      const answer = make();
      return answer ? this.share(key, answer) : undefined;
    }
    if (!stale.redrawing) {
      const next = make();
      if (next) {
        stale.redrawing = true;
        const generation = this.generation;
        const done = (value: A | undefined) => {
          if (this.entries.get(key) !== stale) return; // emptied by a write, or replaced meanwhile
          if (value !== undefined && value !== null && generation === this.generation) {
            this.entries.delete(key);
            this.set(key, next);
          } else stale.redrawing = false;
        };
        void next.then(done, () => done(undefined));
      }
    }
    return stale.answer;
  }

  invalidate(_change: CacheChange): void {
    this.generation += 1;
    this.entries.clear();
  }
}
