import { InboxUnreadDocument } from '../__generated__/graphql';
import { useGraphRead } from '../read/GraphClient';
import { useSession } from '../session/SessionProvider';
import { useLiveEvent } from './LiveEvents';

/**
 * How many conversation entries the signed-in user has not read (0 when signed out or not known yet), kept
 * current by the live stream: a new message or a read elsewhere refreshes it.
 */
export function useInboxUnread(): number {
  const { isAuthenticated } = useSession();
  const { data, refetch } = useGraphRead(InboxUnreadDocument, {
    skip: !isAuthenticated,
    fetchPolicy: 'cache-and-network',
  });
  useLiveEvent(['message', 'conversation'], () => {
    if (isAuthenticated) void refetch();
  });
  return isAuthenticated ? (data?.myConversations.unread ?? 0) : 0;
}
