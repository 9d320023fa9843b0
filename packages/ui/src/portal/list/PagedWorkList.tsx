// One paged work list of the staff and admin screens: the first page's loading rows, a failed first page with
// Retry, the empty sentence, the rows, and the pager under them; and the queue's keyboard rule (after a row
// leaves, focus goes to the next row; a later page left empty steps back a page).
import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Pager } from '../pager/Pager';
import { Empty, focusRow, LoadingRows, Row, Rows } from './WorkList';

/** One page as the server answered it. */
export interface WorkListPage<T> {
  items: readonly T[];
  /** Every row of the list. */
  total: number;
  hasMore: boolean;
}

/** Where the list is: the first row shown, rows a page, and how to move (state of the tab). */
export interface WorkListPaging {
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}

export interface PagedWorkListProps<T> {
  /** The page shown; undefined until the first page arrived. */
  page: WorkListPage<T> | undefined;
  /**
   * The read (Apollo's query result): a failed read with rows already shown keeps them (a failed refresh), else
   * shows the error view, whose retry reads again (a rejection is the view's to show, not an unhandled one).
   */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  paging: WorkListPaging;
  /** The remote's failed-list view (its words). */
  errorView: ComponentType<{ onRetry: () => void }>;
  /** The sentence of an empty list. */
  empty: ReactNode;
  rowKey: (item: T) => string;
  /** A row's content (text, then its actions). */
  children: (item: T, index: number) => ReactNode;
  /** From `useQueueFocus`, for lists whose rows leave on an action. */
  listRef?: RefObject<HTMLUListElement>;
  /** A test id on every row. */
  rowTestId?: string;
  /** Rows that are one control each (a button filling the item) sit in bare list items, not row cards. */
  plainRows?: boolean;
}

export function PagedWorkList<T>(props: PagedWorkListProps<T>) {
  const { page, query, paging, errorView: ErrorView, empty, rowKey, children } = props;
  const { listRef, rowTestId, plainRows } = props;
  const { offset, pageSize, onOffset } = paging;
  const ItemTag = plainRows ? 'li' : Row;
  return (
    <>
      {query.error && !page ? (
        <ErrorView onRetry={() => void query.refetch().catch(() => undefined)} />
      ) : !page && query.loading ? (
        <LoadingRows />
      ) : !page || page.items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Rows ref={listRef}>
          {page.items.map((item, index) => (
            <ItemTag key={rowKey(item)} data-testid={rowTestId}>
              {children(item, index)}
            </ItemTag>
          ))}
        </Rows>
      )}
      {page ? (
        <Pager
          offset={offset}
          count={page.items.length}
          total={page.total}
          hasMore={page.hasMore}
          busy={query.loading}
          onPrevious={() => onOffset(Math.max(0, offset - pageSize))}
          onNext={() => onOffset(offset + pageSize)}
        />
      ) : null}
    </>
  );
}

/**
 * A queue whose rows leave when acted on: call `willLeave(index)` before the action (the refreshed page can
 * arrive before the action's promise settles) and `stayed()` when it failed. Once the page is back and the
 * action over (disabled buttons take no focus), the row now at that index takes focus; a later page left empty
 * steps back a page.
 */
export function useQueueFocus(options: {
  items: readonly unknown[] | undefined;
  paging: WorkListPaging;
  busy: boolean;
}) {
  const { items, busy } = options;
  const { offset, pageSize, onOffset } = options.paging;
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<number | null>(null);
  useEffect(() => {
    if (items && items.length === 0 && offset > 0) onOffset(Math.max(0, offset - pageSize));
    if (focusAfter.current !== null && items && !busy) {
      focusRow(listRef.current, focusAfter.current);
      focusAfter.current = null;
    }
  }, [items, offset, pageSize, onOffset, busy]);
  return {
    listRef,
    willLeave: (index: number) => {
      focusAfter.current = index;
    },
    stayed: () => {
      focusAfter.current = null;
    },
  };
}
