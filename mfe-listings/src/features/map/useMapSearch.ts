import { useMemo } from 'react';
import type { SearchMapPinsQueryVariables } from '../../__generated__/graphql';
import { serverFilters, useListingFilters } from '../filters';

type MapSearch = Omit<SearchMapPinsQueryVariables, 'bbox'>;

/**
 * The search a map's pins answer: the list's own search with the filters of the address (the category bar, price,
 * saved), all but the sort, which a map has no use for. Its own query: up to 100 pins, not a page.
 */
export function useMapSearch(search: MapSearch): MapSearch {
  const [filters] = useListingFilters();
  const key = JSON.stringify(search);
  return useMemo(() => {
    const { sort: _sort, ...mapFilters } = serverFilters(filters);
    return { ...search, ...mapFilters };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the search's values
  }, [key, filters]);
}
