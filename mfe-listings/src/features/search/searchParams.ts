// Search state and its URL (SPEC 2 and 5): /search?location=&checkIn=&checkOut=&guests=, dates YYYY-MM-DD,
// guests 1 to 16; a Months search (issue 43) has moveIn= and months= instead of the dates, and either may be
// near= a place of the gazetteer. Pure functions so the rules are unit-tested apart from the form.

import { addMonths, MAX_GUESTS, MAX_MONTHS, MIN_GUESTS, MIN_MONTHS, placeById } from '@stays/contracts';

export type SearchMode = 'nights' | 'months';

export interface SearchState {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  mode: SearchMode;
  /** A Months search: the move-in day and 1 to 12 months. */
  moveIn: string;
  months: number;
  /** A place id of the gazetteer (`PLACES`), or empty. */
  near: string;
}

export const emptySearch: SearchState = {
  location: '',
  checkIn: '',
  checkOut: '',
  guests: 1,
  mode: 'nights',
  moveIn: '',
  months: 4,
  near: '',
};

export const clampMonths = (n: number) =>
  Number.isFinite(n) ? Math.min(MAX_MONTHS, Math.max(MIN_MONTHS, Math.round(n))) : 4;

export { type SemesterPreset, semesterPresets } from '@stays/contracts';

/** A Months search's move-out day (the server's rule: the same day that many calendar months later). */
export const moveOutOf = (moveIn: string, months: number) => addMonths(moveIn, clampMonths(months));

export function clampGuests(n: number): number {
  if (!Number.isFinite(n)) return MIN_GUESTS;
  return Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, Math.round(n)));
}

/** A local calendar date as YYYY-MM-DD (not toISOString, which would shift across midnight in UTC). */
export function toISODate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The search results page: the search box's address, with or without its script. */
export const SEARCH_PATH = '/search';

export function buildSearchUrl(state: SearchState): string {
  const params = new URLSearchParams({ location: state.location.trim() });
  if (state.mode === 'months' && state.moveIn) {
    params.set('moveIn', state.moveIn);
    params.set('months', String(clampMonths(state.months)));
  } else {
    params.set('checkIn', state.checkIn);
    params.set('checkOut', state.checkOut);
  }
  params.set('guests', String(clampGuests(state.guests)));
  if (state.near && placeById(state.near)) params.set('near', state.near);
  return `${SEARCH_PATH}?${params.toString()}`;
}

/**
 * What a result opens its page with (its card's link and its pin's card): the searched stay (a Months search's
 * move-in to move-out) with the guests, and the place searched near, so the page quotes that stay and says how far
 * it is. Undefined when the search has neither.
 */
export function stayLinkQuery(search: SearchState): string | undefined {
  const link = new URLSearchParams();
  const span =
    search.mode === 'months' && search.moveIn
      ? { checkIn: search.moveIn, checkOut: moveOutOf(search.moveIn, search.months) }
      : search.checkIn && search.checkOut
        ? { checkIn: search.checkIn, checkOut: search.checkOut }
        : null;
  if (span) {
    link.set('checkIn', span.checkIn);
    link.set('checkOut', span.checkOut);
    link.set('guests', String(search.guests));
  }
  if (search.near) link.set('near', search.near);
  return link.toString() || undefined;
}

/** The search page reads every value as a string (SPEC 2); guests falls back to 1. */
export function readSearch(params: URLSearchParams): SearchState {
  const guests = Number(params.get('guests') ?? '');
  const moveIn = params.get('moveIn') ?? '';
  const near = params.get('near') ?? '';
  return {
    location: params.get('location') ?? '',
    checkIn: moveIn ? '' : (params.get('checkIn') ?? ''),
    checkOut: moveIn ? '' : (params.get('checkOut') ?? ''),
    guests: params.get('guests') ? clampGuests(guests) : 1,
    mode: moveIn ? 'months' : 'nights',
    moveIn,
    months: clampMonths(Number(params.get('months') ?? '4')),
    near: placeById(near) ? near : '',
  };
}

/** A YYYY-MM-DD calendar date as a local Date at midnight (never `new Date('YYYY-MM-DD')`, which is UTC). */
export function fromISODate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y, m - 1, d);
}
