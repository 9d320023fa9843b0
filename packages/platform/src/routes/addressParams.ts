import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter a page's tabs are kept in (`/admin?tab=applications`). */
export const TAB_PARAM = 'tab';

/**
 * One query parameter of the page's address as view state (a tab, a month, a filter), so a reload or a shared
 * link shows the same view. Setting it replaces the address (no history entry per click, so Back still leaves
 * the page) and keeps the other parameters; null removes it.
 */
export function useAddressParam(name: string): [value: string | null, set: (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value === null) updated.delete(name);
          else updated.set(name, value);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
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
  return [tabs.find((candidate) => candidate === named) ?? null, set];
}
