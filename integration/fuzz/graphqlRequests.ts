// Hostile GraphQL requests for the fuzz suite: operations built from the schema (docs/schema.graphql), with
// variables mostly of their type and sometimes hostile.
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isLeafType,
} from 'graphql';
import { hostileValue, idFrom, type KnownIds, type FuzzRequest, type Json, ROLES } from './generators';

/** A variable value for a GraphQL input type: mostly of the type, sometimes hostile. */
function inputValue(type: GraphQLInputType, ids: KnownIds, depth = 0): fc.Arbitrary<Json> {
  const plausible = (): fc.Arbitrary<Json> => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner))
      return fc.array(inputValue(inner.ofType as GraphQLInputType, ids, depth + 1), { maxLength: 3 });
    if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((value) => value.name));
    if (isInputObjectType(inner)) {
      if (depth > 3) return fc.constant({});
      const fields = inner.getFields();
      return fc.record(
        Object.fromEntries(
          Object.values(fields).map((field) => [field.name, inputValue(field.type, ids, depth + 1)]),
        ),
        { requiredKeys: [] },
      ) as fc.Arbitrary<Json>;
    }
    if (isScalarType(inner)) {
      switch (inner.name) {
        case 'Int':
          return fc.integer({ min: -5, max: 50 });
        case 'Float':
          return fc.double({ min: -5, max: 1000, noNaN: true });
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return idFrom(ids);
        case 'String':
          return fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.constantFrom('2030-02-01', '2030-02-05', 'wifi', 'pending'),
          );
        default:
          return fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;
      }
    }
    return fc.constant(null);
  };
  return fc.oneof({ weight: 4, arbitrary: plausible() }, { weight: 1, arbitrary: hostileValue });
}

/** A small selection of an output type: its leaf fields and one level of objects. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type))).map((field) => field.name);
  const objects =
    depth < 2
      ? fields
          .filter((field) => isObjectType(getNamedType(field.type)))
          .slice(0, 3)
          .map((field) => `${field.name} ${selection(field.type, depth + 1)}`)
      : [];
  return `{ ${['__typename', ...leaves, ...objects].join(' ')} }`;
}

const typeText = (arg: GraphQLArgument) => String(arg.type);

/** A GraphQL request: a root field with variables (typed, sometimes hostile), or a hostile document. */
export function graphqlRequest(schema: GraphQLSchema, ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  const roots: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
      kind: 'query' as const,
      field,
    })),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
      kind: 'mutation' as const,
      field,
    })),
  ];
  const typed = fc.constantFrom(...roots).chain(({ kind, field }) =>
    fc
      .record({
        role: fc.constantFrom(...ROLES),
        variables: fc.record(
          Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type, ids)])),
          { requiredKeys: [] },
        ),
        variablesAsText: fc.boolean(),
      })
      .map(({ role, variables, variablesAsText }) => {
        const declared = field.args.map((arg) => `$${arg.name}: ${typeText(arg)}`).join(', ');
        const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const query = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(field.type)} }`;
        return {
          role,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: {
            text: variablesAsText
              ? JSON.stringify({ query, variables: JSON.stringify(variables) })
              : JSON.stringify({ query, variables }),
          },
          label: `graphql ${kind} ${field.name}`,
        };
      }),
  );
  const hostileDocuments = fc
    .record({
      role: fc.constantFrom(...ROLES),
      document: fc.constantFrom(
        { query: `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: __typename`).join(' ')} }` },
        { query: `{ ${'properties { host { '.repeat(8)}id${' } }'.repeat(8)} }` },
        { query: 'query A { __typename } query B { __typename }', operationName: 'C' },
        { query: 'subscription { __typename }' },
        { query: 'fragment F on Query { ...F } { ...F }' },
        { query: `{ property(id: ${'['.repeat(3000)}${']'.repeat(3000)}) { id } }` },
        { query: '{ __schema { types { name fields { name } } } }' },
        { query: '{ propertis { id } }' },
        { query: 'mutation { login(username: {$gt: ""}, password: {$gt: ""}) { sessionVersion } }' },
        {
          query: 'query($id: ID!) { property(id: $id) { id } }',
          variables: JSON.parse('{"__proto__":{"id":"x"},"id":"ffffffffffffffffffffffff"}') as Json,
        },
        { query: 12 },
        { query: '' },
        { query: '{ ' },
        [{ query: '{ __typename }' }, { query: '{ __typename }' }],
      ),
    })
    .map(({ role, document }) => ({ role, text: JSON.stringify(document) }));
  const deepVariables = fc.record({
    role: fc.constantFrom(...ROLES),
    text: fc.constant(
      `{"query":"query($id: ID!) { property(id: $id) { id } }","variables":{"id":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
    ),
  });
  const hostileBodies = fc.oneof(hostileDocuments, deepVariables).map(({ role, text }): FuzzRequest => ({
    role,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: { text },
    label: 'graphql hostile document',
  }));
  const viaGet = fc
    .record({ role: fc.constantFrom(...ROLES), variables: hostileValue })
    .map(({ role, variables }) => ({
      role,
      method: 'GET',
      path: `/graphql?${new URLSearchParams({ query: '{ __typename }', variables: JSON.stringify(variables) ?? 'null' })}`,
      headers: { 'apollo-require-preflight': 'true' },
      label: 'graphql GET',
    }));
  return fc.oneof(
    { weight: 8, arbitrary: typed },
    { weight: 2, arbitrary: hostileBodies },
    { weight: 1, arbitrary: viaGet },
  );
}
