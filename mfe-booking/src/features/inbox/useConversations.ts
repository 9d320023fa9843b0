import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLiveEvent } from '@stays/platform';
import { MyConversationsDocument } from '../../__generated__/graphql';

/** How many conversations the list shows first, and how many more each 'Load more' adds. */
export const PAGE_SIZE = 20;
/** The graph's largest page (myConversations' limit is 1..100). */
const MAX_LIMIT = 100;

/**
 * The caller's conversations as one growing page (20, 40, ... up to 100), so a live refresh asks for exactly
 * what is on screen in one request and the order (newest first) is the server's.
 */
export function useConversations() {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const query = useQuery(MyConversationsDocument, {
    variables: { limit, offset: 0 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While a longer page loads, the shorter one stays on screen.
  const page = (query.data ?? query.previousData)?.myConversations;
  useLiveEvent(['message', 'conversation'], () => void query.refetch().catch(() => undefined));
  return {
    page,
    loading: !page && query.loading,
    loadingMore: page !== undefined && query.loading && page.items.length < limit,
    error: query.error,
    hasMore: Boolean(page?.hasMore) && limit < MAX_LIMIT,
    loadMore: () => setLimit((current) => Math.min(MAX_LIMIT, current + PAGE_SIZE)),
    retry: () => void query.refetch().catch(() => undefined),
  };
}
