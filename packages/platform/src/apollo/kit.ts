// Apollo Client's chunk: loaded by the page's graph (read/GraphClient.tsx) the first time a screen writes or
// mounts an area that uses Apollo's hooks, never by a public page a visitor only reads.
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloKit } from '../read/GraphClient';
import { createApolloClient, type ApolloClientOptions } from './createApolloClient';

export function apolloKit(options: ApolloClientOptions): ApolloKit {
  return { client: createApolloClient(options), ApolloProvider };
}
