import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, isObjectIdString } from '@stays/contracts';
import type { GatewayContext } from '../../context';
import { runOperation } from '../../rest/execute';
import type { TimedCache } from '../../cache/timedCache';
import { type HeadPropertyFragment, PropertyPageHeadDocument } from '../../__generated__/graphql';
import { propertyPageId } from '../propertyPage';

/** What the head of a property page is made of (pageFacts.graphql). */
export type HeadProperty = HeadPropertyFragment;

/** index.html waits this long at most: a slow subgraph costs the page its own head and status (200), never its answer. */
const LOOKUP_MS = 1000;

/**
 * What the gateway knows about an address before answering it: 404 for a path no route table has, and for a
 * property this reader may not see (missing, pending or rejected, unless they are its host or staff); the
 * property itself when it is visible. `unknown` when the answer did not come in time or a subgraph failed:
 * then the page is answered 200 as before, and the app says what it finds.
 */
export type PageFacts = { status: 404 } | { status: 200; property?: HeadProperty } | { status: 'unknown' };

export function pageFactsLookup(options: {
  server: ApolloServer<GatewayContext>;
  /** The shell's route table (its server entry): null when it is not built, so nothing is called unknown. */
  isKnownPage: (pathname: string) => boolean | null;
  /** Anonymous answers, by property id (cache/caches.ts: PAGE_CACHE_MS, emptied by every write). */
  cache: TimedCache<Promise<PageFacts>>;
}) {
  const propertyAs = async (context: GatewayContext, id: string): Promise<PageFacts> => {
    const answer = await runOperation(options.server, context, PropertyPageHeadDocument, { id });
    if (answer.ok)
      return answer.data.property ? { status: 200, property: answer.data.property } : { status: 404 };
    return answer.status === 400 || answer.status === 404 ? { status: 404 } : { status: 'unknown' };
  };

  const anonymous = (id: string) => {
    const key = `property ${id}`;
    const known = options.cache.get(key);
    if (known) return known;
    const facts = options.cache.share(key, propertyAs({ caller: ANONYMOUS }, id));
    // A failed or slow read is asked again by the next visitor, not kept.
    void facts.then((answer) => answer.status === 'unknown' && options.cache.delete(key, facts));
    return facts;
  };

  const lookup = async (
    pathname: string,
    caller: (() => Promise<GatewayContext>) | null,
  ): Promise<PageFacts> => {
    if (options.isKnownPage(pathname) === false) return { status: 404 };
    const id = propertyPageId(pathname);
    if (id === undefined) return { status: 200 };
    if (!isObjectIdString(id)) return { status: 404 };
    const seen = await anonymous(id);
    // A host opens their pending stay, staff a rejected one: hidden from everyone else, not from them.
    if (seen.status === 404 && caller) return propertyAs(await caller(), id);
    return seen;
  };

  return (pathname: string, caller: (() => Promise<GatewayContext>) | null): Promise<PageFacts> =>
    Promise.race([
      lookup(pathname, caller).catch((): PageFacts => ({ status: 'unknown' })),
      new Promise<PageFacts>((resolve) => setTimeout(resolve, LOOKUP_MS, { status: 'unknown' }).unref()),
    ]);
}

export type PageFactsOf = ReturnType<typeof pageFactsLookup>;
