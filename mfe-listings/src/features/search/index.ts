// What other listings features use of the search: the bar, the guest counter, the dates a search carries in the URL.
export { SearchBar } from './SearchBar';
export { GuestCounter } from './GuestCounter';
export { DatesCorrected, useCorrectedStayDates } from './DatesCorrected';
export { destinationNames } from './destinations';
export {
  clampGuests,
  emptySearch,
  fromISODate,
  readSearch,
  SEARCH_PATH,
  stayLinkQuery,
} from './searchParams';
