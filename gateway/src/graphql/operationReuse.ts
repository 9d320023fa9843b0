import type { Operation, Schema } from '@apollo/federation-internals';
import { type DefinitionNode, type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';

type BuildOperation = (
  schema: Schema,
  document: DocumentNode,
  options?: { operationName?: string; validate?: boolean },
) => Operation;

/**
 * The module `@apollo/gateway` reads `operationFromDocument` from at each call (the package index re-exports it
 * through a getter), so replacing it there is seen by the executor. Loaded with `require`: a namespace import
 * may be a copy of the exports, and assigning to a copy would change nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const operations = require('@apollo/federation-internals/dist/operations') as {
  operationFromDocument: BuildOperation;
};

const stockBuild: BuildOperation = operations.operationFromDocument;

/** By schema, then by the executed operation's definition: its fragments' definitions and what was built. */
const built = new WeakMap<
  Schema,
  WeakMap<OperationDefinitionNode, { definitions: readonly DefinitionNode[]; operation: Operation }>
>();

const sameDefinitions = (a: readonly DefinitionNode[], b: readonly DefinitionNode[]) =>
  a.length === b.length && a.every((definition, i) => definition === b[i]);

/**
 * `operationFromDocument` as the executor calls it: after planning, once per request, the executor rebuilds the
 * operation from the parsed document (with `validate: false`) to shape the subgraphs' answers into the response.
 * Apollo Server hands every request of the same text the same parsed document (its document store), so the same
 * definitions build the same operation, which the shaping only reads: it is built once per operation and schema
 * and reused. Any other call (the planner's, with an operation name) builds as before.
 */
const reusingBuild: BuildOperation = (schema, document, options) => {
  const [operationDefinition] = document.definitions;
  if (
    options?.validate !== false ||
    options.operationName !== undefined ||
    operationDefinition?.kind !== Kind.OPERATION_DEFINITION
  )
    return stockBuild(schema, document, options);
  let bySchema = built.get(schema);
  if (!bySchema) built.set(schema, (bySchema = new WeakMap()));
  const known = bySchema.get(operationDefinition);
  if (known && sameDefinitions(known.definitions, document.definitions)) return known.operation;
  const operation = stockBuild(schema, document, options);
  bySchema.set(operationDefinition, { definitions: document.definitions, operation });
  return operation;
};

/**
 * Makes the gateway's executor reuse the operations it builds (about 5% of the gateway's CPU per request, and
 * the garbage of a whole operation tree, under the bench's featured read). Idempotent.
 */
export function reuseExecutedOperations(): void {
  operations.operationFromDocument = reusingBuild;
}

/** Whether `@apollo/gateway` now builds through the reusing function (the test holds the package to it). */
export function executorReusesOperations(): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const index = require('@apollo/federation-internals') as { operationFromDocument: BuildOperation };
  return index.operationFromDocument === reusingBuild;
}
