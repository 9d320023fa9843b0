import type { ApolloServer } from '@apollo/server';
import { statusForCode } from '@stays/contracts';
import type { DocumentNode } from 'graphql';
import type { GatewayContext } from '../graphql/context';
import { fieldErrors } from '../graphql/errors';

export type OperationResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; errors?: Record<string, string> };

/**
 * Runs a GraphQL operation through the gateway's own Apollo server with the request's caller, so a REST
 * adapter and the same query on /graphql run the same resolvers with the same authorization.
 * The first error decides the HTTP status (by its code); unexpected failures answer 500 without details.
 */
export async function runOperation<T>(
  server: ApolloServer<GatewayContext>,
  context: GatewayContext,
  query: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<OperationResult<T>> {
  const response = await server.executeOperation<T>({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') return { ok: false, status: 500, message: 'Internal server error' };
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const [first] = errors;
    const status = statusForCode(first.extensions?.code);
    // Validation failures of the operation itself are our own bug in an adapter, not the client's.
    if (status >= 500) return { ok: false, status: 500, message: 'Internal server error' };
    const errorsByField = status === 400 ? fieldErrors(first.extensions?.errors) : undefined;
    return { ok: false, status, message: first.message, ...(errorsByField ? { errors: errorsByField } : {}) };
  }
  return { ok: true, data: data as T };
}
