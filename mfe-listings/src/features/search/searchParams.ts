// Search state and its URL (SPEC 2 and 5): /search?location=&checkIn=&checkOut=&guests=, dates YYYY-MM-DD,
// guests 1 to 16. Pure functions so the rules are unit-tested apart from the form.

import { MAX_GUESTS, MIN_GUESTS } from '@stays/contracts';

export interface SearchState {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export const emptySearch: SearchState = { location: '', checkIn: '', checkOut: '', guests: 1 };

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
  const params = new URLSearchParams({
    location: state.location.trim(),
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    guests: String(clampGuests(state.guests)),
  });
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** The search page reads every value as a string (SPEC 2); guests falls back to 1. */
export function readSearch(params: URLSearchParams): SearchState {
  const guests = Number(params.get('guests') ?? '');
  return {
    location: params.get('location') ?? '',
    checkIn: params.get('checkIn') ?? '',
    checkOut: params.get('checkOut') ?? '',
    guests: params.get('guests') ? clampGuests(guests) : 1,
  };
}

/** A YYYY-MM-DD calendar date as a local Date at midnight (never `new Date('YYYY-MM-DD')`, which is UTC). */
export function fromISODate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y, m - 1, d);
}
