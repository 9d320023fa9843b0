import { callInternal } from '@stays/subgraph-shared';

/**
 * Of `guestIds`, the users who have a booking (any status) at one of the host's properties: the bookings
 * subgraph's `POST /internal/host-guests`, which owns that fact.
 */
export async function guestsOfHost(hostId: string, guestIds: string[]): Promise<string[]> {
  const answer = await callInternal<{ guestIds?: unknown }>('bookings', '/internal/host-guests', {
    hostId,
    guestIds,
  });
  return Array.isArray(answer?.guestIds) ? answer.guestIds.map(String) : [];
}
