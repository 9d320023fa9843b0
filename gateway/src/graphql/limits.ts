import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface OperationLimits {
  /** Deepest chain of nested fields (a root field is depth 1). */
  maxDepth: number;
  /** Fields selected in all, fragments expanded where they are used: a simple cost measure. */
  maxFields: number;
}

/** Generous for every screen (the deepest, a booking's property's host, is 4), tight for abuse. */
export const DEFAULT_LIMITS: OperationLimits = { maxDepth: 10, maxFields: 500 };

interface Size {
  depth: number;
  fields: number;
}

/** Past this the exact count does not matter; it keeps exponentially nested fragments from overflowing. */
const SATURATED = 1_000_000;

/**
 * A validation rule that refuses operations nested too deeply or selecting too many fields, before anything is
 * planned or sent to a subgraph: 400 GRAPHQL_VALIDATION_FAILED with a message saying which limit and by how much.
 * Fragments are measured once each (so a fragment used a thousand times costs nothing to measure); cycles are
 * left to graphql's own NoFragmentCycles rule. Introspection (`__schema`, `__type`) is not counted: it is off in
 * production, and developer tools need it deep.
 */
export function operationLimitsRule(limits: OperationLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const measured = new Map<string, Size>();

    const measure = (selectionSet: SelectionSetNode, visiting: Set<string>): Size => {
      let depth = 0;
      let fields = 0;
      for (const selection of selectionSet.selections) {
        let inner: Size = { depth: 0, fields: 0 };
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          if (name === '__schema' || name === '__type') continue;
          if (selection.selectionSet) inner = measure(selection.selectionSet, visiting);
          inner = { depth: inner.depth + 1, fields: inner.fields + 1 };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet, visiting);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue;
          if (!measured.has(name)) {
            visiting.add(name);
            measured.set(name, measure(fragment.selectionSet, visiting));
            visiting.delete(name);
          }
          inner = measured.get(name)!;
        }
        depth = Math.max(depth, inner.depth);
        fields = Math.min(fields + inner.fields, SATURATED);
      }
      return { depth, fields };
    };

    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet, new Set());
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep: ${depth} levels, the limit is ${limits.maxDepth}`, {
              nodes: [operation],
            }),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(
              `Query is too complex: ${fields >= SATURATED ? 'over a million' : fields} fields, the limit is ${limits.maxFields}`,
              { nodes: [operation] },
            ),
          );
        }
      },
    };
  };
}
