// What other listings features use of the result lists: the lists themselves, a card's badge and rating labels.
export { ListingResults } from './ListingResults';
export { PropertyGrid, SKELETON_COUNT } from './PropertyGrid';
export { PAGE_SIZE } from './usePropertyPages';
export { translateBadge } from './badgeLabels';
export { shownRating } from './rating';
