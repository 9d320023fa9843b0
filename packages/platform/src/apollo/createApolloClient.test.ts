import { gql } from '@apollo/client';
import { createApolloClient, FIRST_VIEW_DATA_ID } from './createApolloClient';

const TITLE = gql`
  query Title($id: ID!) {
    property(id: $id) {
      id
      title
    }
  }
`;

function handOver(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_VIEW_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => document.getElementById(FIRST_VIEW_DATA_ID)?.remove());

describe("the browser's client and the first view's answers", () => {
  it('starts from the answers the first view was drawn with, and takes them once', () => {
    handOver(
      JSON.stringify({
        'Property:p1': { __typename: 'Property', id: 'p1', title: 'Penthouse over the Marina' },
        ROOT_QUERY: { __typename: 'Query', 'property({"id":"p1"})': { __ref: 'Property:p1' } },
      }),
    );
    const client = createApolloClient({ fetch: () => Promise.reject(new Error('no network in this test')) });
    expect(client.readQuery({ query: TITLE, variables: { id: 'p1' } })).toEqual({
      property: { __typename: 'Property', id: 'p1', title: 'Penthouse over the Marina' },
    });
    expect(document.getElementById(FIRST_VIEW_DATA_ID)).toBeNull();
    const second = createApolloClient({ fetch: () => Promise.reject(new Error('no network in this test')) });
    expect(second.readQuery({ query: TITLE, variables: { id: 'p1' } })).toBeNull();
  });

  it('reads a property the first view found missing as missing, not as a property still to fetch (issue 46 #8)', () => {
    // The gateway drew "Property Not Found" from this answer; the app's first render must draw the same page
    // (a loading skeleton in its place was React's hydration mismatch #418).
    handOver(JSON.stringify({ ROOT_QUERY: { __typename: 'Query', 'property({"id":"gone"})': null } }));
    const client = createApolloClient({ fetch: () => Promise.reject(new Error('no network')) });
    expect(client.readQuery({ query: TITLE, variables: { id: 'gone' } })).toEqual({ property: null });
  });

  it('starts empty when the block is damaged', () => {
    handOver('{"ROOT_QUERY":');
    const client = createApolloClient({ fetch: () => Promise.reject(new Error('no network in this test')) });
    expect(client.cache.extract()).toEqual({});
  });
});
