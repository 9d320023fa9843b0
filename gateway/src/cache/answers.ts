import type { TimedCache } from './timedCache';

/** One cached answer: the JSON text and the headers that belong to it. */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

/** The public read cache's answers: each kept from the moment it is asked for (`share`), none if it failed. */
export type PublicAnswers = TimedCache<Promise<CachedAnswer | undefined>>;
