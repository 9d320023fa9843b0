import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { DEFAULT_LIMITS, type OperationLimits, operationLimitsRule } from './limits';

const schema = buildSchema(`
  type Node { id: ID! name: String child: Node }
  type Query { node: Node nodes: [Node!]! }
`);

const small = { maxDepth: 3, maxFields: 10, maxIntrospectionDepth: 15, maxIntrospectionFields: 2 };
const errorsOf = (query: string, limits: Partial<OperationLimits> = {}) =>
  validate(schema, parse(query), [...specifiedRules, operationLimitsRule({ ...small, ...limits })]).map(
    (error) => error.message,
  );

describe('operationLimitsRule', () => {
  it('accepts operations within both limits', () => {
    expect(errorsOf('{ node { id child { id name } } }')).toEqual([]);
  });

  it('refuses depth beyond the limit, through fragments and inline fragments too', () => {
    expect(errorsOf('{ node { child { child { child { id } } } } }')).toEqual([
      'Query is too deep: 5 levels, the limit is 3',
    ]);
    expect(
      errorsOf('{ node { ...F } } fragment F on Node { child { ... on Node { child { id } } } }'),
    ).toEqual(['Query is too deep: 4 levels, the limit is 3']);
  });

  it('counts every field, aliases and fragment uses included', () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: node { id }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`, { maxDepth: 3, maxFields: 21 })).toEqual([
      'Query is too complex: 22 fields, the limit is 21',
    ]);
    // Each level doubles the fields: 2^20 fields from a document of a few hundred bytes, measured at once.
    const levels = Array.from(
      { length: 20 },
      (_, i) => `fragment F${i} on Node { a: child { ...F${i + 1} } b: child { ...F${i + 1} } }`,
    ).join(' ');
    const started = performance.now();
    const errors = errorsOf(`{ node { ...F0 } } ${levels} fragment F20 on Node { id }`, {
      maxDepth: 100,
      maxFields: 500,
    });
    expect(errors).toEqual(['Query is too complex: over a million fields, the limit is 500']);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('lets developer tools introspect: the full introspection query fits the default limits', () => {
    const full = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    expect(errorsOf(full, DEFAULT_LIMITS)).toEqual([]);
    expect(errorsOf('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toEqual([]);
  });

  it('counts introspection: aliased __schema fields are refused, and their fields count', () => {
    // Issue 18: 400 aliased introspections in one anonymous query cost 1.4 s of gateway CPU.
    const aliases = Array.from({ length: 400 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`, DEFAULT_LIMITS)).toEqual([
      'Query is too complex: 1200 fields, the limit is 500',
      'Query is too complex: 400 introspection fields, the limit is 2',
    ]);
    expect(errorsOf('{ a: __type(name: "Node") { name } b: __type(name: "Node") { name } }')).toEqual([]);
    expect(errorsOf('{ __schema { types { name fields { name } } } }', { maxFields: 3 })).toEqual([
      'Query is too complex: 5 fields, the limit is 3',
    ]);
    const deep = `{ __type(name: "Node") { ${'ofType { '.repeat(15)}name${' }'.repeat(15)} } }`;
    expect(errorsOf(deep, { maxFields: 100 })).toEqual([
      'Query is too deep: 17 levels of introspection, the limit is 15',
    ]);
  });
});
