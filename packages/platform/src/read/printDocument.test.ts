import { parse } from 'graphql';
import { printDocument } from './printDocument';

/** A document's syntax tree as JSON, without whether a string was written as a block (the value is the same). */
function tree(text: string): string {
  return JSON.stringify(parse(text, { noLocation: true }), (key, value: unknown) =>
    key === 'block' ? undefined : value,
  );
}

/** Same document: graphql reads back what printDocument wrote as the document it was given. */
function expectSameDocument(text: string) {
  const printed = printDocument(parse(text, { noLocation: true }));
  expect(tree(printed)).toBe(tree(text));
  return printed;
}

describe('printDocument', () => {
  it('prints an operation with variables, defaults, aliases, arguments of every kind and directives', () => {
    const printed = expectSameDocument(`
      query Search($where: String = "Martil \\"centre\\"\\n", $first: Int! = 12, $ids: [ID!]!, $near: Boolean) @live {
        results: search(
          where: $where
          first: $first
          ids: $ids
          filter: { minPrice: 1.5, types: [APARTMENT, STUDIO], instant: true, host: null }
        ) @include(if: $near) {
          id
          ... on Property @skip(if: false) { title }
          ... @include(if: true) { price }
          ...Card @defer
        }
      }
      fragment Card on Property @deprecated { host { name } }
    `);
    expect(printed).not.toContain('\n');
  });

  it('prints mutations, subscriptions and an anonymous query', () => {
    expectSameDocument('mutation Send($body: String!) { send(body: $body) { id } }');
    expectSameDocument('subscription { messageAdded { id } }');
    expectSameDocument('{ me { id } }');
  });

  it('sends a block string as a plain string with the same value', () => {
    const printed = expectSameDocument('query { echo(text: """two\nlines""") }');
    expect(printed).toContain('"two\\nlines"');
  });

  it('refuses a document that is not a request', () => {
    expect(() => printDocument(parse('type Property { id: ID }'))).toThrow(
      'A request cannot carry a ObjectTypeDefinition',
    );
  });
});
