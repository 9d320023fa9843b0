import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  type ApolloLink,
  type NormalizedCacheObject,
} from '@apollo/client';

export interface ApolloClientOptions {
  /** The gateway's graph; same origin in every environment (dev servers proxy it). */
  uri?: string;
  /** Tests and SSR-free tools can hand in their own fetch. */
  fetch?: typeof fetch;
  /** A server render's client (ssrMode): operations run through this link, in the gateway's own process. */
  serverLink?: ApolloLink;
}

/**
 * The id of the JSON block in which the gateway hands over the answers its first view of the page was rendered
 * with (gateway/src/web/firstView.ts): the page's first render finds them in the cache instead of asking again.
 */
export const FIRST_VIEW_DATA_ID = 'stays-first-data';

/** The first view's answers, taken once: a second client on the page (a remote run alone) starts empty. */
function takeFirstViewData(): NormalizedCacheObject | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(FIRST_VIEW_DATA_ID);
  if (!block) return null;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? '');
    return data && typeof data === 'object' ? (data as NormalizedCacheObject) : null;
  } catch {
    return null; // a damaged block costs the head start, never the page
  }
}

/** One normalized cache for the whole page: every entity is keyed by its id. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Property: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
      Booking: { keyFields: ['id'] },
      Review: { keyFields: ['id'] },
      Notification: { keyFields: ['id'] },
      // The host dashboard and the analytics page read different fields of one host's figures.
      HostAnalytics: { keyFields: ['hostId'] },
      Query: {
        fields: {
          // A property already in the cache (from the landing grid) is found by id without a second
          // normalisation path; missing fields still go to the network. A stored answer is kept as it is, null
          // included: "no such property", drawn by the server, is read as such at hydration (issue 46 #8: a
          // reference in its place had the page render its skeleton, React's mismatch #418).
          property: {
            read(existing, { args, toReference }) {
              if (existing !== undefined) return existing;
              return args?.id ? toReference({ __typename: 'Property', id: args.id }) : undefined;
            },
          },
        },
      },
    },
  });
}

/**
 * The Apollo client every front end shares (the shell creates it once; a remote running alone makes its
 * own). SPEC 7: cookies on every call, reads not retried, cached data never goes stale by itself, no polling
 * and no refetch on focus. Apollo never refetches on focus; cache-first with a cache-first follow-up keeps
 * a mounted query from going back to the network unless a screen asks (refetch, Retry).
 */
export function createApolloClient({
  uri = '/graphql',
  fetch: fetchImpl,
  serverLink,
}: ApolloClientOptions = {}) {
  const cache = createCache();
  const firstView = serverLink ? null : takeFirstViewData();
  if (firstView) cache.restore(firstView);
  return new ApolloClient({
    link: serverLink ?? new HttpLink({ uri, credentials: 'include', fetch: fetchImpl }),
    cache,
    ssrMode: Boolean(serverLink),
    defaultOptions: {
      watchQuery: {
        fetchPolicy: 'cache-first',
        nextFetchPolicy: 'cache-first',
        notifyOnNetworkStatusChange: true,
      },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
