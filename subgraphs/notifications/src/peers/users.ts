import { callInternal } from '@stays/subgraph-shared';

/**
 * The accounts among `ids` that are blocked, asked of the users subgraph (which owns accounts) through its
 * session-state route. The gateway already treats a blocked caller as signed out; this also covers the second
 * before its session cache sees a block, and the account being written to.
 */
export async function blockedAccounts(ids: readonly string[]): Promise<Set<string>> {
  const answer = await callInternal<{ states?: Array<{ id: string; isBlocked: boolean }> }>(
    'users',
    '/internal/session-states',
    { ids },
  );
  return new Set((answer?.states ?? []).filter((state) => state.isBlocked).map((state) => String(state.id)));
}
