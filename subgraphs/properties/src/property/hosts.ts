import { callInternal, invalidFields } from '@stays/subgraph-shared';

export const NO_SUCH_HOST = 'No host account has this ID';

/**
 * An admin lists a property for a host id (SPEC: 'for any host ID'): the id must name an existing, unblocked
 * host or admin account, asked of the users subgraph (which owns accounts) through its session-state route.
 */
export async function assertHostAccount(hostId: string): Promise<void> {
  const answer = await callInternal<{ states?: Array<{ id: string; role: string; isBlocked: boolean }> }>(
    'users',
    '/internal/session-states',
    { ids: [hostId] },
  );
  const account = answer?.states?.find((state) => state.id === hostId);
  if (!account || account.isBlocked || (account.role !== 'host' && account.role !== 'admin'))
    throw invalidFields({ hostId: NO_SUCH_HOST });
}
