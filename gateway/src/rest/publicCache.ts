import type { NextFunction, Request, Response } from 'express';

/** One cached answer: the JSON text and the headers that belong to it. */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

/**
 * A tiny time-boxed cache of anonymous public reads (lists and searches every visitor gets alike, through REST
 * or /graphql, and the entities their plans fetch: graphql/dataSource.ts). Entries live `ttlMs` at most and
 * every successful write through the gateway drops them all (and those of the caches it `alsoClears`), so a
 * visitor sees a change made elsewhere (another gateway instance) at most `ttlMs` late. Bounded in size; a ttl
 * of 0 turns it off.
 */
export class PublicReadCache<T = CachedAnswer> {
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

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    for (const other of this.alsoClears) other.clear();
  }
}

/** Empties the cache once this response has gone out successfully (the write it answers happened). */
export function clearAfterSuccess(res: Response, cache: PublicReadCache): void {
  res.on('finish', () => {
    if (res.statusCode < 400) cache.clear();
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every REST write that succeeds empties the public read cache, whatever it changed. */
export function clearOnRestWrite(cache: PublicReadCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!READ_METHODS.has(req.method)) clearAfterSuccess(res, cache);
    next();
  };
}
