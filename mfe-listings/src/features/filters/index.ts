// What other listings features use of the filters: the bars above a result list and the state they keep in the URL.
export { CategoryBar } from './CategoryBar';
export { SortMenu } from './SortMenu';
export { isFiltered, serverFilters } from './filterState';
export { useListingFilters } from './useListingFilters';
