import { Types } from 'mongoose';

/** Fields that never leave a subgraph, whatever the GraphQL type says. */
const ALWAYS_HIDDEN = new Set(['_id', '__v', 'passwordHash', 'password']);

type Plain = Record<string, unknown>;

type GraphQLValue<V> = V extends Date
  ? string
  : V extends Types.ObjectId
    ? string
    : V extends readonly (infer E)[]
      ? GraphQLValue<E>[]
      : V;

/**
 * What toGraphQL makes of a stored record's type (a model's `InferSchemaType`): ids and dates as strings,
 * internal fields gone, `id` added. Resolvers name it as the parent type of their GraphQL type (codegen mappers).
 */
export type GraphQLObject<TRecord> = {
  [K in Exclude<keyof TRecord, '_id' | '__v' | 'passwordHash' | 'password'>]: GraphQLValue<TRecord[K]>;
} & { id: string };

function convert(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Types.ObjectId) return value.toHexString();
  if (Array.isArray(value)) return value.map(convert);
  return value;
}

interface ToGraphQLOptions {
  hide?: readonly string[];
}

/**
 * A mongoose document (or a lean one) as a GraphQL object: `id` as a string, dates as ISO 8601,
 * ObjectId references as hex strings, internal fields dropped. Nested objects are left as they are:
 * our documents are flat, and a nested object is its own type with its own mapping.
 */
export function toGraphQL<T extends Plain = Plain>(
  doc: object,
  options?: ToGraphQLOptions,
): T & { id: string };
export function toGraphQL<T extends Plain = Plain>(
  doc: unknown,
  options?: ToGraphQLOptions,
): (T & { id: string }) | null;
export function toGraphQL<T extends Plain = Plain>(
  doc: unknown,
  options: ToGraphQLOptions = {},
): (T & { id: string }) | null {
  if (doc === null || doc === undefined) return null;
  const source: Plain =
    typeof (doc as { toObject?: unknown }).toObject === 'function'
      ? (doc as { toObject(): Plain }).toObject()
      : (doc as Plain);
  const out: Plain = {};
  for (const key of Object.keys(source)) {
    if (ALWAYS_HIDDEN.has(key) || options.hide?.includes(key)) continue;
    out[key] = convert(source[key]);
  }
  out.id = convert(source._id ?? source.id);
  return out as T & { id: string };
}

export function toGraphQLList<T extends Plain = Plain>(docs: readonly unknown[]): Array<T & { id: string }> {
  return docs.map((doc) => toGraphQL<T>(doc)).filter((x): x is T & { id: string } => x !== null);
}
