// One paged work list of the staff and admin screens: the first page's loading rows, a failed first page with
// Retry, the empty sentence, the rows, and the pager under them; and the queue's keyboard rule (after a row
// leaves, focus goes to the next row; a later page left empty steps back a page).
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Pager } from '../pager/Pager';
import { Empty, focusRow, LoadingRows, Row, Rows } from './WorkList';

export interface PagedWorkListProps<T> {
  /** The page shown; undefined until the first page arrived. */
  items: readonly T[] | undefined;
  loading: boolean;
  /** The last read failed. With rows already shown they stay (a failed refresh); else the error view shows. */
  failed: boolean;
  /** Reads the page again (Apollo's refetch); a rejection is the error view's to show, not an unhandled one. */
  retry: () => Promise<unknown>;
  /** The remote's failed-list view (its words) around the retry. */
  errorView: (retry: () => void) => ReactNode;
  /** The sentence of an empty list. */
  empty: ReactNode;
  rowKey: (item: T) => string;
  /** A row's content (text, then its actions). */
  children: (item: T, index: number) => ReactNode;
  /** Where the list is: the first row shown, rows a page, the server's total and whether more follow. */
  offset: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  onOffset: (offset: number) => void;
  /** From `useQueueFocus`, for lists whose rows leave on an action. */
  listRef?: RefObject<HTMLUListElement | null>;
  /** A test id on every row. */
  rowTestId?: string;
  /** Rows that are one control each (a button filling the item) sit in bare list items, not row cards. */
  plainRows?: boolean;
}

export function PagedWorkList<T>(props: PagedWorkListProps<T>) {
  const { items, loading, failed, retry, errorView, empty, rowKey, children, listRef, rowTestId, plainRows } =
    props;
  const ItemTag = plainRows ? 'li' : Row;
  const { offset, pageSize, total, hasMore, onOffset } = props;
  return (
    <>
      {failed && !items ? (
        errorView(() => void retry().catch(() => undefined))
      ) : !items && loading ? (
        <LoadingRows />
      ) : !items || items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Rows ref={listRef}>
          {items.map((item, index) => (
            <ItemTag key={rowKey(item)} data-testid={rowTestId}>
              {children(item, index)}
            </ItemTag>
          ))}
        </Rows>
      )}
      {items ? (
        <Pager
          offset={offset}
          count={items.length}
          total={total}
          hasMore={hasMore}
          busy={loading}
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
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  busy: boolean;
}) {
  const { items, offset, pageSize, onOffset, busy } = options;
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
