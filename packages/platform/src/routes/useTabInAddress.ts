import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter a page's tabs are kept in (`/admin?tab=applications`). */
export const TAB_PARAM = 'tab';

/**
 * A page's open tab, kept in its address: a reload, a shared link or a return to the page opens the same tab.
 * Answers the tab the address names (one of `tabs`), or null when it names none; choosing a tab replaces the
 * address (no history entry per tab, so Back still leaves the page) and keeps its other parameters.
 */
export function useTabInAddress<T extends string>(
  tabs: readonly T[],
): [tab: T | null, choose: (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get(TAB_PARAM);
  const tab = tabs.find((candidate) => candidate === named) ?? null;
  const choose = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(TAB_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, choose];
}
