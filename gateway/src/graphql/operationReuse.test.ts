import { buildSchema, operationFromDocument } from '@apollo/federation-internals';
import { type DocumentNode, Kind, parse } from 'graphql';
import { executorReusesOperations, reuseExecutedOperations } from './operationReuse';

const schema = buildSchema(`
  type Query { stay(id: ID!): Stay featured: [Stay!]! }
  type Stay { id: ID! title: String! price: Int! }
`);

/** The document as the executor builds it on every request: the operation, then its fragments' definitions. */
function executorDocument(parsed: DocumentNode): DocumentNode {
  const [operation, ...fragments] = parsed.definitions;
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
}

beforeAll(() => reuseExecutedOperations());

test('the package index now hands the executor the reusing build', () => {
  expect(executorReusesOperations()).toBe(true);
});

test('the same parsed operation builds once and is reused by later requests', () => {
  const parsed = parse(
    'query Stay($id: ID!) { stay(id: $id) { ...Card } } fragment Card on Stay { id title }',
  );
  const first = operationFromDocument(schema, executorDocument(parsed), { validate: false });
  const second = operationFromDocument(schema, executorDocument(parsed), { validate: false });
  expect(second).toBe(first);
  expect(first.selectionSet.toString()).toContain('title');
});

test('another text, other fragments or another schema build their own operation', () => {
  const parsed = parse('query Featured { featured { ...Card } } fragment Card on Stay { id }');
  const operation = operationFromDocument(schema, executorDocument(parsed), { validate: false });

  const sameTextParsedAgain = parse('query Featured { featured { ...Card } } fragment Card on Stay { id }');
  expect(operationFromDocument(schema, executorDocument(sameTextParsedAgain), { validate: false })).not.toBe(
    operation,
  );

  const [definition] = parsed.definitions;
  const [, otherFragment] = parse(
    'query X { featured { ...Card } } fragment Card on Stay { id price }',
  ).definitions;
  const withOtherFragment = operationFromDocument(
    schema,
    { kind: Kind.DOCUMENT, definitions: [definition, otherFragment] },
    { validate: false },
  );
  expect(withOtherFragment).not.toBe(operation);
  expect(withOtherFragment.selectionSet.toString()).toContain('price');

  const otherSchema = buildSchema('type Query { featured: [Stay!]! } type Stay { id: ID! }');
  expect(operationFromDocument(otherSchema, executorDocument(parsed), { validate: false })).not.toBe(
    operation,
  );
});

test("the planner's calls (validated, by operation name) still build a new operation each time", () => {
  const parsed = parse('query Featured { featured { id } }');
  const planned = operationFromDocument(schema, parsed, { operationName: 'Featured' });
  expect(operationFromDocument(schema, parsed, { operationName: 'Featured' })).not.toBe(planned);
  expect(() => operationFromDocument(schema, parse('query Nope { nothing }'), { validate: false })).toThrow(
    /nothing/,
  );
});
