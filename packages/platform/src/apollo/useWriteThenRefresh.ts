import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

/**
 * A write, then a refresh of the lists it changes (by operation name), busy until both are done: as a mutation
 * with `refetchQueries` and `awaitRefetchQueries`, except that a failed refresh is not the write's failure.
 * Apollo rejects such a mutation when a refetch fails, and the screen then said 'Failed to approve' for an
 * approval the server had made; here `write` rejects only when the write does, and a list that could not be
 * refreshed shows its own error state.
 */
export function useWriteThenRefresh<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  refresh: readonly string[],
): [write: (variables: TVariables) => Promise<void>, state: { busy: boolean }] {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const write = async (variables: TVariables) => {
    setBusy(true);
    try {
      await client.mutate<TData, TVariables>({ mutation, variables });
      await client.refetchQueries({ include: [...refresh] }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };
  return [write, { busy }];
}
