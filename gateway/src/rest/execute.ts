import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { statusForCode } from '@stays/contracts';
import { type DocumentNode, print } from 'graphql';
import type { GatewayContext } from '../context';
import { fieldErrors } from '../graphql/errors';

export type OperationResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; errors?: Record<string, string> };

/**
 * What a REST call answers (400) when a variable holds no value of its GraphQL enum (a status, a role, a sort):
 * the message its clients know, and field errors for a form field.
 */
export interface InvalidValue {
  message: string;
  errors?: Record<string, string>;
}

/** graphql-js's variable coercion error, e.g. `Variable "$status" got invalid value "odd"; ...`. */
const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value/;

/**
 * Apollo Server prints a document it is given as an object on every call (its caches are keyed by the text);
 * an adapter's documents (and a page's, for the first view) are module constants, so each is printed once.
 */
const printed = new WeakMap<DocumentNode, string>();
export function operationText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/**
 * The variables of an operation as an adapter sends them: every name the document declares (a required one always),
 * each value as the client sent it (a wrong type included), so the graph's coercion or resolver refuses it with
 * the message clients know (400) rather than the adapter choosing another.
 */
export type SentVariables<TVariables> = { [Name in keyof TVariables]: unknown };

/**
 * Runs a GraphQL operation through the gateway's own Apollo server with the request's caller, so a REST
 * adapter and the same query on /graphql run the same resolvers with the same authorization.
 * The first error decides the HTTP status (by its code); unexpected failures answer 500 without details.
 * TVariables' default lets a caller with an untyped document (the first views' reads in web/) name TData alone.
 */
export async function runOperation<TData, TVariables = Record<string, unknown>>(
  server: ApolloServer<GatewayContext>,
  context: GatewayContext,
  /** A generated `...Document` (rest/*.graphql): its data and variables types come with it. */
  query: TypedDocumentNode<TData, TVariables>,
  variables: SentVariables<TVariables> = {} as SentVariables<TVariables>,
  /** By variable name: the answer when its value is not one of its enum's (otherwise GraphQL's own message). */
  invalidValues: Record<string, InvalidValue> = {},
): Promise<OperationResult<TData>> {
  const response = await server.executeOperation<TData>(
    { query: operationText(query), variables: variables as Record<string, unknown> },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') return { ok: false, status: 500, message: 'Internal server error' };
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const [first] = errors;
    const invalid = invalidValues[INVALID_VARIABLE.exec(first.message)?.[1] ?? ''];
    if (invalid) return { ok: false, status: 400, ...invalid };
    const status = statusForCode(first.extensions?.code);
    // Validation failures of the operation itself are our own bug in an adapter, not the client's.
    // A subgraph that is down (restarting) is 503 with its message: nothing changed, the client may retry.
    if (status === 503) return { ok: false, status, message: first.message };
    if (status >= 500) return { ok: false, status: 500, message: 'Internal server error' };
    const errorsByField = status === 400 ? fieldErrors(first.extensions?.errors) : undefined;
    return { ok: false, status, message: first.message, ...(errorsByField ? { errors: errorsByField } : {}) };
  }
  return { ok: true, data: data as TData };
}
