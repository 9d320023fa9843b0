import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { OperationDefinitionNode } from 'graphql';
import { tap } from 'rxjs';

export interface ApolloClientOptions {
  /** The gateway's graph; same origin in every environment (dev servers proxy it). */
  uri?: string;
  /** Tests and SSR-free tools can hand in their own fetch. */
  fetch?: typeof fetch;
  /** A server render's client (ssrMode): operations run through this link, in the gateway's own process. */
  serverLink?: ApolloLink;
  /** Called when a write has been answered (the page's light reads ask again: read/GraphClient.tsx). */
  onWrite?: () => void;
}

const isWrite = (operation: ApolloLink.Operation) =>
  operation.query.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (definition as OperationDefinitionNode).operation === 'mutation',
  );

/** Tells `onWrite` of every answered mutation. */
function writeWatch(onWrite: () => void) {
  return new ApolloLink((operation, forward) =>
    isWrite(operation) ? forward(operation).pipe(tap({ complete: onWrite })) : forward(operation),
  );
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
          // A property already in the cache (from a list a screen read) is found by id without a second
          // normalisation path; missing fields still go to the network. A stored answer is kept as it is, null
          // included: "no such property" stays that answer instead of a reference to nothing, which would read
          // as missing fields and show the skeleton again.
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
  onWrite,
}: ApolloClientOptions = {}) {
  const http = serverLink ?? new HttpLink({ uri, credentials: 'include', fetch: fetchImpl });
  return new ApolloClient({
    link: onWrite ? ApolloLink.from([writeWatch(onWrite), http]) : http,
    cache: createCache(),
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
