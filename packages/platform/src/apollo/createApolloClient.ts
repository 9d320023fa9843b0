import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export interface ApolloClientOptions {
  /** The gateway's graph; same origin in every environment (dev servers proxy it). */
  uri?: string;
  /** Tests and SSR-free tools can hand in their own fetch. */
  fetch?: typeof fetch;
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
      Query: {
        fields: {
          // A property already in the cache (from the landing grid) is found by id without a second
          // normalisation path; missing fields still go to the network.
          property: {
            read(existing, { args, toReference }) {
              return (
                existing ?? (args?.id ? toReference({ __typename: 'Property', id: args.id }) : undefined)
              );
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
export function createApolloClient({ uri = '/graphql', fetch: fetchImpl }: ApolloClientOptions = {}) {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include', fetch: fetchImpl }),
    cache: createCache(),
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
