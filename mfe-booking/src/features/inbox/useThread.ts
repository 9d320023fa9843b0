import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLiveEvent, useSession } from '@stays/platform';
import {
  ConversationOlderEntriesDocument,
  ConversationThreadDocument,
  MarkConversationReadDocument,
  SendMessageDocument,
  type ConversationEntryFieldsFragment,
} from '../../__generated__/graphql';
import { roleIn } from './people';

type Entry = ConversationEntryFieldsFragment;

/** How many entries the thread shows first, and how many each 'Load older messages' adds. */
export const THREAD_PAGE = 30;

/** Entries by id, oldest first (by time, then id for entries written in the same millisecond). */
export function mergeEntries(...lists: ReadonlyArray<readonly Entry[]>): Entry[] {
  const byId = new Map<string, Entry>();
  for (const list of lists) for (const entry of list) byId.set(entry.id, entry);
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * One thread: its newest page (refetched when a live event names it), the older pages asked for, and the
 * messages the caller sent, kept together so a refresh never drops what is already on screen. Opening it and
 * each new incoming entry mark it read (not for staff reading a reported thread).
 */
export function useThread(id: string) {
  const client = useApolloClient();
  const { user } = useSession();
  const query = useQuery(ConversationThreadDocument, {
    variables: { id, limit: THREAD_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const conversation = query.data?.conversation;
  const [kept, setKept] = useState<Entry[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState(false);
  const [sendMessage] = useMutation(SendMessageDocument);
  const [markRead] = useMutation(MarkConversationReadDocument);

  const page = conversation?.entries.items;
  useEffect(() => {
    if (page) setKept((current) => mergeEntries(current, page));
  }, [page]);
  const entries = useMemo(() => mergeEntries(kept, page ?? []), [kept, page]);

  const refetch = query.refetch;
  useLiveEvent(['message', 'conversation'], (event) => {
    const named = (event.data as { conversationId?: unknown } | null)?.conversationId;
    if (event.type === 'resync' || named === id) void refetch().catch(() => undefined);
  });

  const role = conversation ? roleIn(conversation, user?.id) : null;
  const unread = conversation?.unreadCount ?? 0;
  const marking = useRef(false);
  useEffect(() => {
    if (role === null || role === 'reader' || unread === 0 || marking.current) return;
    marking.current = true;
    // The header's unread badge asks again after this write, as every light read does (AppProviders' graph).
    markRead({ variables: { id } })
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [id, markRead, role, unread]);

  const loadOlder = useCallback(async () => {
    const first = entries[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    setOlderError(false);
    try {
      const result = await client.query({
        query: ConversationOlderEntriesDocument,
        variables: { id, before: first.id, limit: THREAD_PAGE },
        fetchPolicy: 'network-only',
      });
      const older = result.data?.conversation.entries;
      if (!older) throw result.error ?? new Error('No page');
      setKept((current) => mergeEntries(older.items, current));
      setOlderHasMore(older.hasMore);
    } catch {
      setOlderError(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [client, entries, id, loadingOlder]);

  const send = useCallback(
    async (body: string) => {
      const result = await sendMessage({ variables: { conversationId: id, body } });
      const entry = result.data?.sendMessage;
      if (entry) setKept((current) => mergeEntries(current, [entry]));
    },
    [id, sendMessage],
  );

  return {
    conversation,
    entries,
    role,
    loading: !conversation && query.loading,
    error: query.error,
    retry: () => void refetch().catch(() => undefined),
    hasOlder: olderHasMore ?? Boolean(conversation?.entries.hasMore),
    loadOlder,
    loadingOlder,
    olderError,
    send,
  };
}
