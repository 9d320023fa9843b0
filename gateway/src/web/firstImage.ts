import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, isImageUrl, isObjectIdString } from '@stays/contracts';
import type { GatewayContext } from '../context';
import type { TimedCache } from '../cache/timedCache';
import { runOperation } from '../rest/execute';
import { FirstFeaturedImageDocument, FirstPropertyImageDocument } from '../__generated__/graphql';
import { propertyPageId } from './propertyPage';

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
    const id = propertyPageId(requestPath);
    let images: string[] | undefined;
    if (requestPath === '/' || requestPath === '/home') {
      const answer = await runOperation(server, context, FirstFeaturedImageDocument);
      images = answer.ok ? answer.data.featuredProperties[0]?.images : undefined;
    } else if (isObjectIdString(id)) {
      const answer = await runOperation(server, context, FirstPropertyImageDocument, { id });
      images = answer.ok ? answer.data.property?.images : undefined;
    } else return null;
    const first = images?.[0];
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
