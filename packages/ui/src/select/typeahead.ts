import { useCallback, useEffect, useRef } from 'react';

// Radix UI's select type-ahead: typed characters gather in a buffer that empties 1 s after the last key;
// typing one letter repeatedly ("b", "b", "b") cycles through the items starting with it.

export const TYPEAHEAD_RESET_MS = 1000;

/** The next item whose text starts with `search`, after `current` and wrapping; undefined when none. */
export function nextTypeaheadMatch<T extends { text: string }>(
  items: readonly T[],
  search: string,
  current?: T,
): T | undefined {
  const repeated = search.length > 1 && Array.from(search).every((c) => c === search[0]);
  const needle = (repeated ? search[0] : search).toLocaleLowerCase();
  const start = current ? Math.max(items.indexOf(current), 0) : 0;
  let ordered = [...items.slice(start), ...items.slice(0, start)];
  // A one-letter search moves on from the current item instead of matching it again.
  if (needle.length === 1) ordered = ordered.filter((item) => item !== current);
  const match = ordered.find((item) => item.text.toLocaleLowerCase().startsWith(needle));
  return match !== current ? match : undefined;
}

/** Feeds printable keys into a buffer; `onSearch` gets the whole buffer each time. Returns the key handler. */
export function useTypeahead(onSearch: (search: string) => void): (key: string) => boolean {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (key: string) => {
      // One printable character, and a space only continues a search already under way.
      if (key.length !== 1 || (key === ' ' && buffer.current === '')) return false;
      buffer.current += key;
      onSearch(buffer.current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, TYPEAHEAD_RESET_MS);
      return true;
    },
    [onSearch],
  );
}
