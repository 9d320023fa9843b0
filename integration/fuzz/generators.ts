// Hostile requests for the fuzz suite (issue 18), generated with fast-check from the OpenAPI document of the
// `/api` calls and the GraphQL schema (docs/schema.graphql). Each request is plain data, so a run is reproduced
// from its seed alone.
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

export const ROLES = ['anonymous', 'visitor', 'host', 'staff', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];

export interface FuzzRequest {
  role: FuzzRole;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body as sent: text, or bytes given as base64 (bad encodings). */
  body?: { text: string } | { base64: string };
  /** What it exercises, for the report. */
  label: string;
}

/** Ids that exist (read before the run), so that some requests reach past "not found". */
export interface KnownIds {
  properties: string[];
  bookings: string[];
  users: string[];
  notifications: string[];
  reports: string[];
  hostApplications: string[];
  conversations: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const deep = (depth: number, leaf: Json = 1): Json => {
  let value: Json = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Values that once broke something somewhere: operators, prototype keys, sizes, depths, odd text. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.1,
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e999',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    '\ud800',
    '\u202e\u0644\u0639',
    '🏖️'.repeat(50),
    'ffffffffffffffffffffffff',
    '000000000000000000000000',
    '0123456789abcdef0123456', // 23 hex
    'ZZZZZZZZZZZZZZZZZZZZZZZZ',
    '2025-02-30',
    '9999-99-99',
    '1970-01-01',
    'approved',
    'admin',
    'javascript:alert(1)',
    '/images/ffffffffffffffffffffffff',
    'https://evil.example/x.png',
    { $gt: '' },
    { $ne: null },
    { $where: 'sleep(1000)' },
    { $regex: '.*' },
    { $expr: { $eq: [1, 1] } },
    // An own "__proto__" key (a literal would set the prototype, and JSON.stringify would drop it).
    JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}') as Json,
    { constructor: { prototype: { isAdmin: true } } },
    { toString: 'x', valueOf: 1 },
    [],
    [[]],
    {},
    [{ $gt: '' }],
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(100, 5_000, 70_000, 300_000).map((n) => 'x'.repeat(n)),
  // Thousands deep are sent as text (rawBodies): JSON.stringify itself would overflow on them.
  fc.constantFrom(20, 40, 200, 1_000).map((n) => deep(n)),
  fc.constantFrom(1_000, 20_000).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 5,
  }) as fc.Arbitrary<Json>,
);

/** A JSON value for an OpenAPI schema: mostly plausible, sometimes hostile. */
function valueFor(schema: Record<string, unknown> | undefined, ids: KnownIds): fc.Arbitrary<Json> {
  const plausible = (): fc.Arbitrary<Json> => {
    if (!schema) return fc.string({ maxLength: 20 });
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
    switch (schema.type) {
      case 'integer':
        return fc.integer({ min: -5, max: 20 });
      case 'number':
        return fc.double({ min: -10, max: 1000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items as Record<string, unknown>, ids), { maxLength: 4 });
      case 'object':
        return bodyFor(schema, ids);
      default:
        return fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('2030-01-10', '2030-01-15', 'a@b.co', 'wifi', 'apartment', 'Tamuda Bay'),
          idFrom(ids),
        );
    }
  };
  return fc.oneof({ weight: 3, arbitrary: plausible() }, { weight: 2, arbitrary: hostileValue });
}

function bodyFor(schema: Record<string, unknown>, ids: KnownIds): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, ids)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          '$where',
          '$set',
          'role',
          'isBlocked',
          'hostId',
          '_id',
        ),
        hostileValue,
        { maxKeys: 2 },
      ),
    )
    .map(([record, extra]) => ({ ...record, ...extra }) as Json);
}

const idFrom = (ids: KnownIds): fc.Arbitrary<string> => {
  const known = [
    ...ids.properties,
    ...ids.bookings,
    ...ids.users,
    ...ids.notifications,
    ...ids.reports,
    ...ids.hostApplications,
    ...ids.conversations,
  ];
  return fc.oneof(
    known.length ? fc.constantFrom(...known) : fc.constant('ffffffffffffffffffffffff'),
    fc.constantFrom(
      'ffffffffffffffffffffffff',
      'x',
      '..',
      '%2e%2e',
      '1',
      '-1',
      '%00',
      'a'.repeat(300),
      '$gt',
    ),
    fc.stringMatching(/^[0-9a-f]{24}$/),
  );
};

/** JSON text that parsers choke on, or that names prototype keys literally (JSON.stringify would drop them). */
const rawBodies = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"isAdmin":true},"username":"admin"}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1,"a":2}',
  `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  '\ufeff{"a":1}',
  '{"a":"\\ud800"}',
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/graphql',
);

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; schema?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
};

function resolveRef(document: OpenApiDocument, schema: Record<string, unknown> | undefined) {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return document.components?.schemas?.[ref.split('/').pop()!];
}

/** A request to one `/api` call of the document: path ids, query, body and content type, each maybe hostile. */
export function restRequest(document: OpenApiDocument, ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  return fc.constantFrom(...calls).chain(({ path, method, operation }) => {
    const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    const jsonSchema = resolveRef(document, operation.requestBody?.content?.['application/json']?.schema);
    const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
      {
        weight: 5,
        arbitrary: bodyFor(jsonSchema ?? { properties: {} }, ids).map((value) => ({
          text: JSON.stringify(value),
        })),
      },
      { weight: 1, arbitrary: hostileValue.map((value) => ({ text: JSON.stringify(value) ?? 'null' })) },
      { weight: 1, arbitrary: rawBodies.map((text) => ({ text })) },
      {
        weight: 1,
        arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
          base64: Buffer.from([0xff, 0xfe, 0xc3, ...bytes]).toString('base64'),
        })),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
    return fc
      .record({
        role: fc.constantFrom(...ROLES),
        pathValues: fc.tuple(...pathParams.map(() => idFrom(ids))),
        queryValues: fc.tuple(
          ...query.map((parameter) =>
            fc.option(valueFor(parameter.schema, ids), { nil: undefined, freq: 3 }),
          ),
        ),
        body: method === 'GET' || method === 'DELETE' ? fc.constant(undefined) : body,
        contentType: contentTypes,
      })
      .map(({ role, pathValues, queryValues, body: sent, contentType }): FuzzRequest => {
        let filled = path;
        pathParams.forEach((name, i) => {
          filled = filled.replace(`{${name}}`, encodeURIComponent(pathValues[i]));
        });
        const search = new URLSearchParams();
        query.forEach((parameter, i) => {
          const value = queryValues[i];
          if (value === undefined) return;
          search.append(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
        });
        const text = search.toString();
        return {
          role,
          method,
          path: `${filled}${text ? `?${text}` : ''}`,
          headers: sent ? { 'content-type': contentType } : {},
          ...(sent ? { body: sent } : {}),
          label: `${method} ${path}`,
        };
      });
  });
}

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

/** Everything a run sends: REST calls and GraphQL in about equal measure. */
export function fuzzRequest(
  document: OpenApiDocument,
  schema: GraphQLSchema,
  ids: KnownIds,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(restRequest(document, ids), graphqlRequest(schema, ids));
}
