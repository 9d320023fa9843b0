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
  /** Depth allowed under `__schema`/`__type` (the standard introspection query's type references need 15). */
  maxIntrospectionDepth: number;
  /** `__schema` and `__type` fields per operation: each answers the whole schema or a type of it. */
  maxIntrospectionFields: number;
}

/**
 * Generous for every screen (the deepest, a booking's property's host, is 4), tight for abuse. The full
 * introspection query (graphql's getIntrospectionQuery) is 229 fields 15 deep, so developer tools still fit.
 */
export const DEFAULT_LIMITS: OperationLimits = {
  maxDepth: 10,
  maxFields: 500,
  maxIntrospectionDepth: 15,
  maxIntrospectionFields: 2,
};

interface Size {
  depth: number;
  fields: number;
  /** Depth of the deepest introspection subtree, counted from its `__schema`/`__type` field. */
  introspectionDepth: number;
  introspectionFields: number;
}

const NOTHING: Size = { depth: 0, fields: 0, introspectionDepth: 0, introspectionFields: 0 };

/** Past this the exact count does not matter; it keeps exponentially nested fragments from overflowing. */
const SATURATED = 1_000_000;

/**
 * A validation rule that refuses operations nested too deeply or selecting too many fields, before anything is
 * planned or sent to a subgraph: 400 GRAPHQL_VALIDATION_FAILED with a message saying which limit and by how much.
 * Fragments are measured once each (so a fragment used a thousand times costs nothing to measure); cycles are
 * left to graphql's own NoFragmentCycles rule. Introspection (`__schema`, `__type`; off in production) counts
 * like any field, with its own depth (developer tools need it deep) and at most `maxIntrospectionFields` of
 * them: an anonymous query of hundreds of aliased `__schema` once cost the gateway seconds of CPU.
 */
export function operationLimitsRule(limits: OperationLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const measured = new Map<string, Size>();

    const measure = (selectionSet: SelectionSetNode, visiting: Set<string>): Size => {
      let total = NOTHING;
      for (const selection of selectionSet.selections) {
        let inner = NOTHING;
        if (selection.kind === Kind.FIELD) {
          if (selection.selectionSet) inner = measure(selection.selectionSet, visiting);
          const name = selection.name.value;
          const introspection = name === '__schema' || name === '__type';
          inner = {
            // An introspection subtree is measured against its own depth limit, not the graph's.
            depth: introspection ? 0 : inner.depth + 1,
            fields: inner.fields + 1,
            introspectionDepth: introspection ? inner.depth + 1 : inner.introspectionDepth,
            introspectionFields: inner.introspectionFields + (introspection ? 1 : 0),
          };
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
        total = {
          depth: Math.max(total.depth, inner.depth),
          fields: Math.min(total.fields + inner.fields, SATURATED),
          introspectionDepth: Math.max(total.introspectionDepth, inner.introspectionDepth),
          introspectionFields: Math.min(total.introspectionFields + inner.introspectionFields, SATURATED),
        };
      }
      return total;
    };

    return {
      OperationDefinition(operation) {
        const { depth, fields, introspectionDepth, introspectionFields } = measure(
          operation.selectionSet,
          new Set(),
        );
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
        if (introspectionFields > limits.maxIntrospectionFields) {
          context.reportError(
            new GraphQLError(
              `Query is too complex: ${introspectionFields} introspection fields, the limit is ${limits.maxIntrospectionFields}`,
              { nodes: [operation] },
            ),
          );
        }
        if (introspectionDepth > limits.maxIntrospectionDepth) {
          context.reportError(
            new GraphQLError(
              `Query is too deep: ${introspectionDepth} levels of introspection, the limit is ${limits.maxIntrospectionDepth}`,
              { nodes: [operation] },
            ),
          );
        }
      },
    };
  };
}
