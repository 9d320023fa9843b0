// What a fuzz run sends: REST calls (generators.ts) and GraphQL (graphqlRequests.ts) in about equal measure.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { type FuzzRequest, type KnownIds, type OpenApiDocument, restRequest } from './generators';
import { graphqlRequest } from './graphqlRequests';

/** Everything a run sends: REST calls and GraphQL in about equal measure. */
export function fuzzRequest(
  document: OpenApiDocument,
  schema: GraphQLSchema,
  ids: KnownIds,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(restRequest(document, ids), graphqlRequest(schema, ids));
}
