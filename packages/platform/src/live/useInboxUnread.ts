import { useQuery } from '@apollo/client/react';
import { InboxUnreadDocument } from '../__generated__/graphql';
import { useSession } from '../session/SessionProvider';
import { useLiveEvent } from './LiveEvents';

/**
 * How many conversation entries the signed-in user has not read (0 when signed out or not known yet), kept
 * current by the live stream: a new message or a read elsewhere refreshes it.
 */
export function useInboxUnread(): number {
  const { isAuthenticated } = useSession();
  const { data, refetch } = useQuery(InboxUnreadDocument, {
    skip: !isAuthenticated,
    fetchPolicy: 'cache-and-network',
  });
  useLiveEvent(['message', 'conversation'], () => {
    if (isAuthenticated) void refetch().catch(() => undefined);
  });
  return isAuthenticated ? (data?.myConversations.unread ?? 0) : 0;
}
