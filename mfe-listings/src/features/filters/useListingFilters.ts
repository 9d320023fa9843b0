import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListingFilters, writeListingFilters, type ListingFilters } from './filterState';

/**
 * The listing filters of the current address and a setter that writes them back as a new history entry, so
 * Back returns to the previous filters and a shared link opens the same view.
 */
export function useListingFilters(): [ListingFilters, (next: ListingFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListingFilters(params), [params]);
  const setFilters = useCallback(
    (next: ListingFilters) => setParams((current) => writeListingFilters(current, next)),
    [setParams],
  );
  return [filters, setFilters];
}
