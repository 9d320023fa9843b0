import type { NextFunction, Request, Response } from 'express';

/** One cached answer: the JSON text and the headers that belong to it. */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

/** The public read cache's answers: each kept from the moment it is asked for (`share`), none if it failed. */
export type PublicAnswers = PublicReadCache<Promise<CachedAnswer | undefined>>;

/**
 * A tiny time-boxed cache of anonymous public reads (lists and searches every visitor gets alike, through REST
 * or /graphql, and the entities their plans fetch: graphql/dataSource.ts). Entries live `ttlMs` at most and
 * every successful write through the gateway drops them all (and those of the caches it `alsoClears`), so a
 * visitor sees a change made elsewhere (another gateway instance) at most `ttlMs` late. Bounded in size; a ttl
 * of 0 turns it off.
 */
export class PublicReadCache<T> {
  private readonly entries = new Map<string, { answer: T; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly alsoClears: ReadonlyArray<{ clear(): void }> = [],
  ) {}

  get(key: string): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
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
  share<A>(this: PublicReadCache<Promise<A>>, key: string, answer: Promise<A>): Promise<A> {
    this.set(key, answer);
    const forget = () => this.delete(key, answer);
    void answer.then((value) => {
      if (value === undefined || value === null) forget();
    }, forget);
    return answer;
  }

  clear(): void {
    this.entries.clear();
    for (const other of this.alsoClears) other.clear();
  }
}

/** Empties the cache once this response has gone out successfully (the write it answers happened). */
export function clearAfterSuccess(res: Response, cache: { clear(): void }): void {
  res.on('finish', () => {
    if (res.statusCode < 400) cache.clear();
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every REST write that succeeds empties the public read cache, whatever it changed. */
export function clearOnRestWrite(cache: { clear(): void }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!READ_METHODS.has(req.method)) clearAfterSuccess(res, cache);
    next();
  };
}
