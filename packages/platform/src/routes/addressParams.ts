import { useCallback, useState } from 'react';
import { type Location, useLocation, useSearchParams } from 'react-router-dom';

/** The query parameter a page's tabs are kept in (`/admin?tab=applications`). */
export const TAB_PARAM = 'tab';

/** The query string last written through `useAddressUpdate`, over the location it replaces. */
interface Written {
  over: Location;
  params: URLSearchParams;
}

// One for the whole page: every reader and writer of the address sees it until the router's next location lands
// (a location object is never reused, so a write is never taken for another router's or a later location's).
let lastWrite: Written | null = null;

/**
 * The page's query string and a function that changes it in place: `change` edits a copy, which replaces the
 * address (no history entry per click, so Back still leaves the page); parameters it does not touch stay, even
 * those another component wrote an instant before, and so does the entry's state (where the page was opened from).
 *
 * The router writes the address in a transition, but what was written shows at once, until the router's next
 * location lands. Otherwise a read keyed on it (an Apollo query's variables) sees the old and the new value
 * alternately while the transition waits: each render moves the query back and forth, and an answer that arrives
 * before the transition commits starts an urgent render with the old value, which interrupts the transition
 * again, forever (a fast network, or a mock link that answers at once).
 */
export function useAddressUpdate(): [
  params: URLSearchParams,
  update: (change: (next: URLSearchParams) => void) => void,
] {
  const [inAddress, setParams] = useSearchParams();
  const location = useLocation();
  // Renders the writer at once (urgently), with what it wrote.
  const [, setWritten] = useState<Written | null>(null);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(lastWrite?.over === location ? lastWrite.params : inAddress);
      change(next);
      lastWrite = { over: location, params: next };
      setWritten(lastWrite);
      setParams(next, { replace: true, state: location.state as unknown });
    },
    [inAddress, location, setParams],
  );
  return [lastWrite?.over === location ? lastWrite.params : inAddress, update];
}

/**
 * One query parameter of the page's address as view state (a tab, a month, a filter), so a reload or a shared
 * link shows the same view; null removes it.
 */
export function useAddressParam(name: string): [value: string | null, set: (value: string | null) => void] {
  const [params, update] = useAddressUpdate();
  const set = useCallback(
    (value: string | null) =>
      update((next) => {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }),
    [name, update],
  );
  return [params.get(name), set];
}

/**
 * A page's open tab, kept in its address (`?tab=`): the tab the address names (one of `tabs`), or null when it
 * names none, and the function that opens another.
 */
export function useTabInAddress<T extends string>(
  tabs: readonly T[],
): [tab: T | null, choose: (tab: T) => void] {
  const [named, set] = useAddressParam(TAB_PARAM);
  return [oneOf(tabs, named), set];
}

/**
 * A paged work list's filter (a status, a role), kept in the address under `name` so a reload shows the same
 * list: one of `choices`, or when the address names none of them, `fallback` as it was at the first render (a
 * default drawn from the data, such as 'pending' while anything is, does not move the list under the user's
 * feet). Its page offset is not kept (the pages move as the queue is worked); choosing another filter starts
 * again at the first page.
 */
export function useListFilterInAddress<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
): { filter: T; setFilter: (filter: T) => void; offset: number; setOffset: (offset: number) => void } {
  const [named, set] = useAddressParam(name);
  const [firstFallback] = useState(fallback);
  const [offset, setOffset] = useState(0);
  const setFilter = useCallback(
    (filter: T) => {
      set(filter);
      setOffset(0);
    },
    [set],
  );
  return { filter: oneOf(choices, named) ?? firstFallback, setFilter, offset, setOffset };
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((candidate) => candidate === value) ?? null;
}
