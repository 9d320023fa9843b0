import { useDeferredValue, useMemo, useState } from 'react';
import { useGraphFetch, useGraphRead } from '@stays/platform';
import {
  PropertyPageDocument,
  type ListingPropertyFieldsFragment,
  type PropertyPageQueryVariables,
} from '../../__generated__/graphql';

/** How many cards one page (and each 'Load more') brings. */
export const PAGE_SIZE = 24;

type Search = Omit<PropertyPageQueryVariables, 'limit' | 'offset'>;

const NO_ITEMS: ListingPropertyFieldsFragment[] = [];

interface LoadedMore {
  /** The search these pages belong to; pages of an earlier search are dropped when it changes. */
  key: string;
  items: ListingPropertyFieldsFragment[];
  nextOffset: number | null;
  error: Error | null;
}

/**
 * The first page of a server search as a graph read (loading, error and Retry as usual), and 'Load more'
 * pages appended after it. Changing the search starts again from its first page.
 */
export function usePropertyPages(search: Search) {
  const fetchPage = useGraphFetch();
  const key = JSON.stringify(search);
  const first = useGraphRead(PropertyPageDocument, { variables: { ...search, limit: PAGE_SIZE, offset: 0 } });
  const [more, setMore] = useState<LoadedMore>({ key, items: [], nextOffset: null, error: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const current = more.key === key ? more : { key, items: NO_ITEMS, nextOffset: null, error: null };

  // A new answer reaches React as an urgent update, so 24 cards would be built in one long task: the
  // grid follows the answer in a transition instead (the loading state stays until it has).
  const answer = useDeferredValue(first.data);
  const settling = answer !== first.data;
  const page = answer?.searchProperties;
  const nextOffset = current.items.length > 0 ? current.nextOffset : (page?.nextOffset ?? null);

  const loadMore = async () => {
    if (nextOffset === null || loadingMore) return;
    setLoadingMore(true);
    try {
      const result = await fetchPage(PropertyPageDocument, {
        ...search,
        limit: PAGE_SIZE,
        offset: nextOffset,
      });
      const next = result.searchProperties;
      setMore({ key, items: [...current.items, ...next.items], nextOffset: next.nextOffset, error: null });
    } catch (error) {
      setMore({ ...current, error: error instanceof Error ? error : new Error(String(error)) });
    } finally {
      setLoadingMore(false);
    }
  };

  // The same array while nothing changed, so the memoized grid is not rebuilt by an unrelated update.
  const items = page?.items;
  const moreItems = current.items;
  const properties = useMemo(() => (items ? [...items, ...moreItems] : []), [items, moreItems]);

  return {
    properties,
    total: page?.total ?? null,
    hasMore: nextOffset !== null,
    loading: first.loading || settling,
    error: first.error ?? null,
    data: page,
    refetch: first.refetch,
    loadMore,
    loadingMore,
    loadMoreError: current.error,
  };
}

export type PropertyPages = ReturnType<typeof usePropertyPages>;
