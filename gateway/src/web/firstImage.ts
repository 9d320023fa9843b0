import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, isImageUrl } from '@stays/contracts';
import { parse } from 'graphql';
import type { GatewayContext } from '../graphql/context';
import type { TimedCache } from '../cache/timedCache';
import { runOperation } from '../rest/execute';

/** The photo a phone paints largest on a page people land on: the first featured card, a property's first photo. */
const FEATURED_FIRST = parse('query FirstFeaturedImage { featuredProperties(limit: 1) { images } }');
const PROPERTY_FIRST = parse('query FirstPropertyImage($id: ID!) { property(id: $id) { images } }');
const PROPERTY_PATH = /^\/property\/([0-9a-f]{24})\/?$/;

/** index.html waits this long at most for it: a slow or restarting subgraph only costs the hint. */
const LOOKUP_MS = 250;

export type FirstImageOf = (requestPath: string) => Promise<string | null>;

/**
 * The first image of the page a path opens (the landing's first featured stay, a property's first photo), as an
 * anonymous caller sees it, so index.html can start loading it with the document rather than after the shell,
 * the remote and the page's query. Null when there is none, it is not one of our `/images/` URLs, or the
 * lookup fails or takes longer than LOOKUP_MS. Kept by path in `cache` (cache/caches.ts: PAGE_CACHE_MS, emptied
 * by every write), a failed lookup too: it only costs the hint.
 */
export function firstImageLookup(
  server: ApolloServer<GatewayContext>,
  cache: TimedCache<Promise<string | null>>,
): FirstImageOf {
  const lookup = async (requestPath: string): Promise<string | null> => {
    const context: GatewayContext = { caller: ANONYMOUS };
    const id = PROPERTY_PATH.exec(requestPath)?.[1];
    let images: unknown;
    if (requestPath === '/' || requestPath === '/home') {
      const answer = await runOperation<{ featuredProperties: Array<{ images?: string[] | null }> }>(
        server,
        context,
        FEATURED_FIRST,
      );
      images = answer.ok ? answer.data.featuredProperties[0]?.images : null;
    } else if (id) {
      const answer = await runOperation<{ property: { images?: string[] | null } | null }>(
        server,
        context,
        PROPERTY_FIRST,
        { id },
      );
      images = answer.ok ? answer.data.property?.images : null;
    } else return null;
    const first = Array.isArray(images) ? (images[0] as unknown) : null;
    return isImageUrl(first) ? first : null;
  };
  return (requestPath) => {
    let image = cache.get(requestPath);
    if (!image) {
      image = lookup(requestPath).catch(() => null);
      cache.set(requestPath, image);
    }
    return Promise.race([
      image,
      new Promise<null>((resolve) => setTimeout(resolve, LOOKUP_MS, null).unref()),
    ]);
  };
}
