import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { operationLimitsRule } from './limits';

const schema = buildSchema(`
  type Node { id: ID! name: String child: Node }
  type Query { node: Node nodes: [Node!]! }
`);

const errorsOf = (query: string, limits = { maxDepth: 3, maxFields: 10 }) =>
  validate(schema, parse(query), [...specifiedRules, operationLimitsRule(limits)]).map(
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

  it('leaves introspection to its own switch', () => {
    expect(errorsOf('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toEqual([]);
  });
});
