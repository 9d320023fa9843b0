import type { FirstView } from '@stays/contracts';
import type { PageFacts } from '../web/seo/pageFacts';
import type { CachedAnswer, PublicAnswers } from './answers';
import type { CacheConfig } from './config';
import { ImageBytes } from './imageBytes';
import { namesNoId } from './invalidation';
import { TimedCache } from './timedCache';

/**
 * The gateway's data caches: TimedCache (a lifetime from CacheConfig; a write empties the entries it touches,
 * invalidation.ts) and the images' bytes (ImageBytes, bounded in bytes). The session states
 * (auth/revocation.ts, SESSION_CACHE_MS) and the sitemap's list of stays (web/seo/sitemap.ts, a day) are the two
 * others the invalidator reaches (app.ts). Which entry is a list: one whose key names no id, and every anonymous
 * `/graphql` query (its text does not say what it lists).
 */
export function gatewayCaches(config: CacheConfig) {
  return {
    /** Anonymous public reads, REST and `/graphql`, by address or by query text, variables and Accept. */
    publicReads: new TimedCache(config.publicReadsMs, 500, {
      isList: (key) => key.startsWith('graphql\n') || namesNoId(key),
      textOf: (answer) => (answer as CachedAnswer | undefined)?.body,
    }) as PublicAnswers,
    /** The entities anonymous queries fetch (hosts, reviews' authors), as JSON (graphql/dataSource.ts). */
    entities: new TimedCache<Promise<string | undefined>>(config.publicReadsMs, 5000, {
      isList: () => false,
    }),
    /**
     * Drawn first views of public pages, by language and URL (web/firstView.ts); one past its lifetime is served
     * while it is drawn again, so a visitor after a quiet minute is not the one who waits.
     */
    firstViews: new TimedCache<Promise<FirstView | null>>(config.pagesMs, 300, { redrawInBackground: true }),
    /** The image a page's HTML asks the browser to load first, by path (web/firstImage.ts). */
    firstImages: new TimedCache<Promise<string | null>>(config.pagesMs, 1000),
    /** What a property page's status and head are made of, by property (web/seo/pageFacts.ts). */
    pageFacts: new TimedCache<Promise<PageFacts>>(config.pagesMs, 500, { isList: () => false }),
    /** The bytes of the images served, by id (web/images.ts): no lifetime, an id's bytes never change. */
    images: new ImageBytes(config.imageBytes),
  };
}

export type GatewayCaches = ReturnType<typeof gatewayCaches>;
