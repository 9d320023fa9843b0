import { type CacheChange, type InvalidatedCache, namesNoId, touches } from './invalidation';

interface Entry<T> {
  answer: T;
  expires: number;
  /** What the answer holds, as text, once it is known (ids are looked for in it); undefined while it is made. */
  text: string | undefined;
  /** The redraw under way, if any (`shareOrRedraw`). */
  redrawing?: object;
  /** Writes that touched this entry: a redraw begun before one of them is not kept. */
  writes: number;
}

export interface TimedCacheOptions {
  /** Answers past their lifetime, and answers a write touched, are served while they are made again. */
  redrawInBackground?: boolean;
  /** Whether the entry under `key` is a list (emptied by every change of `lists`); default: its key names no id. */
  isList?: (key: string) => boolean;
  /** The text of a settled answer that ids are looked for in; default: its JSON. */
  textOf?: (value: unknown) => string | undefined;
}

const jsonOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : JSON.stringify(value);

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * A small time-boxed cache of answers every anonymous visitor gets alike (cache/caches.ts lists them). Entries
 * live `ttlMs` at most, and a change the invalidator is told of empties the entries it touches (`touches` in
 * invalidation.ts): every list for a change of `lists`, and every entry whose key or answer names a listing or
 * account the change names. Bounded in size (oldest out first); a ttl of 0 turns it off.
 *
 * With `redrawInBackground`, an answer past its lifetime, or one a write touched, is not dropped:
 * `shareOrRedraw` hands it out while a new one is made, as a page cache does (a visitor after a quiet minute, or
 * after a write, gets the page at once, never the page undrawn). A redraw begun before a write that touched the
 * entry is not kept, so the next request draws it again.
 */
export class TimedCache<T> implements InvalidatedCache {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly isList: (key: string) => boolean;
  private readonly textOf: (value: unknown) => string | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly options: TimedCacheOptions = {},
  ) {
    this.isList = options.isList ?? namesNoId;
    this.textOf = options.textOf ?? jsonOf;
  }

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
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      // Oldest first (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry: Entry<T> = { answer, expires: Date.now() + this.ttlMs, text: undefined, writes: 0 };
    if (isThenable(answer))
      answer.then(
        (value) => (entry.text = this.textOf(value) ?? ''),
        () => (entry.text = ''),
      );
    else entry.text = this.textOf(answer) ?? '';
    this.entries.delete(key);
    this.entries.set(key, entry);
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
   * The answer for `key`: a fresh one as it is; one past its lifetime or touched by a write (kept by
   * `redrawInBackground`) as it is too, while `make` draws its successor, which replaces it once it settles to
   * something; none, what `make` starts, shared as `share` does. `make` answers null when it may not start now (a
   * render budget): the stale answer is still handed out, and the next request tries again.
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
        const token = {};
        stale.redrawing = token;
        const writes = stale.writes;
        const done = (value: A | undefined) => {
          // Emptied, replaced, or a write began another redraw meanwhile.
          if (this.entries.get(key) !== stale || stale.redrawing !== token) return;
          if (value !== undefined && value !== null && writes === stale.writes) {
            this.set(key, next);
            const placed = this.entries.get(key);
            if (placed) placed.text = this.textOf(value) ?? '';
          } else stale.redrawing = undefined;
        };
        void next.then(done, () => done(undefined));
      }
    }
    return stale.answer;
  }

  invalidate(change: CacheChange): void {
    for (const [key, entry] of [...this.entries]) {
      if (!touches(change, { key, text: entry.text, isList: this.isList(key) })) continue;
      // A drawn answer is served while it is drawn again; one still being made may predate the write.
      if (this.options.redrawInBackground && entry.text !== undefined) {
        entry.expires = 0;
        entry.writes += 1;
        entry.redrawing = undefined;
      } else this.entries.delete(key);
    }
  }
}
