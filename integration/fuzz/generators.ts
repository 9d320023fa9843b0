// Hostile requests for the fuzz suite (issue 18), generated with fast-check: the values and ids every request draws
// from, and the `/api` calls from the OpenAPI document (GraphQL in graphqlRequests.ts). Each request is plain data,
// so a run is reproduced from its seed alone.
import fc from 'fast-check';

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

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

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

export const idFrom = (ids: KnownIds): fc.Arbitrary<string> => {
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
