/** @jest-environment node */
import { gql } from '@apollo/client';
import { createApolloClient } from './createApolloClient';

const TITLE = gql`
  query Title($id: ID!) {
    property(id: $id) {
      id
      title
    }
  }
`;

const RENAME = gql`
  mutation Rename($id: ID!) {
    renameProperty(id: $id) {
      id
      title
    }
  }
`;

const answering = (data: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } }),
  );

describe("the browser's Apollo Client and the page's light reads", () => {
  it('tells of an answered write, so the light reads ask again', async () => {
    const writes: string[] = [];
    const client = createApolloClient({
      fetch: answering({ renameProperty: { __typename: 'Property', id: 'p1', title: 'Riad' } }),
      onWrite: () => writes.push('write'),
    });
    await client.mutate({ mutation: RENAME, variables: { id: 'p1' } });
    expect(writes).toEqual(['write']);
  });

  it('says nothing of a read', async () => {
    const writes: string[] = [];
    const client = createApolloClient({
      fetch: answering({ property: { __typename: 'Property', id: 'p1', title: 'Riad' } }),
      onWrite: () => writes.push('write'),
    });
    await client.query({ query: TITLE, variables: { id: 'p1' } });
    expect(writes).toEqual([]);
  });
});
