import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useWriteThenRefresh } from './useWriteThenRefresh';

const LIST: TypedDocumentNode<
  { queue: Array<{ __typename: 'Item'; id: string }> },
  Record<string, never>
> = gql`
  query Queue {
    queue {
      id
    }
  }
`;
const APPROVE: TypedDocumentNode<{ approve: { __typename: 'Item'; id: string } }, { id: string }> = gql`
  mutation Approve($id: ID!) {
    approve(id: $id) {
      id
    }
  }
`;

function Queue() {
  const list = useQuery(LIST, { notifyOnNetworkStatusChange: true });
  const [approve, { busy }] = useWriteThenRefresh(APPROVE, ['Queue']);
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <output aria-label="list">{list.error ? 'list failed' : (list.data?.queue.length ?? 'loading')}</output>
      <output aria-label="outcome">{outcome}</output>
      <output aria-label="busy">{String(busy)}</output>
      <button
        type="button"
        onClick={() =>
          approve({ id: 'i1' }).then(
            () => setOutcome('approved'),
            () => setOutcome('approve failed'),
          )
        }
      >
        approve
      </button>
    </>
  );
}

const queue = (ids: string[]) => ({
  request: { query: LIST },
  result: { data: { queue: ids.map((id) => ({ __typename: 'Item', id })) } },
});
const approved = {
  request: { query: APPROVE, variables: { id: 'i1' } },
  result: { data: { approve: { __typename: 'Item', id: 'i1' } } },
};

async function approveIn(mocks: object[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <Queue />
    </MockedProvider>,
  );
  expect(await screen.findByText('2')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'approve' }).click());
}

describe('useWriteThenRefresh', () => {
  it('writes, then refreshes the named lists before it is done', async () => {
    await approveIn([queue(['i1', 'i2']), approved, queue(['i2'])]);
    expect(await screen.findByText('approved')).toBeInTheDocument();
    expect(screen.getByLabelText('list')).toHaveTextContent('1');
    expect(screen.getByLabelText('busy')).toHaveTextContent('false');
  });

  it('a write that worked is not failed by a refresh that did not: the list shows its own error', async () => {
    await approveIn([
      queue(['i1', 'i2']),
      approved,
      { request: { query: LIST }, error: new Error('Network down') },
    ]);
    expect(await screen.findByText('approved')).toBeInTheDocument();
    expect(await screen.findByText('list failed')).toBeInTheDocument();
  });

  it('a write that failed fails', async () => {
    await approveIn([
      queue(['i1', 'i2']),
      { request: { query: APPROVE, variables: { id: 'i1' } }, result: { errors: [{ message: 'No' }] } },
    ]);
    expect(await screen.findByText('approve failed')).toBeInTheDocument();
    expect(screen.getByLabelText('busy')).toHaveTextContent('false');
  });
});
