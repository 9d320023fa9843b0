// The listing filters of SPEC sections 3, 4, 5 and 9 as state that lives in the address (so a filtered view
// can be shared, survives a reload and comes back with the Back button): ?filters=entire_homes,pool&minPrice=
// &maxPrice=&sort=&saved=1. Pure functions, unit-tested apart from the screens.
// An address without filters shows every verified stay (the landing's 'N verified stays' is every approved
// property), and 'Clear filters' and 'Clear all' go back to exactly that state: one 'no filter' state, not
// SPEC 4's literal reset to entire homes and 50 to 300 (issue 30 #12, docs/decisions.md).

import {
  type FilterId,
  isFilterId,
  PROPERTY_SORTS,
  PROPERTY_TYPE_FILTER_IDS,
  type PropertySortKey,
} from '@stays/contracts';

/** SPEC 5 and 9: two handles, 20 to 500 in steps of 10; 500 means '500+' (no bound). */
export const PRICE = { min: 20, max: 500, step: 10 } as const;

export interface ListingFilters {
  filters: FilterId[];
  minPrice: number;
  maxPrice: number;
  sort: PropertySortKey;
  /** Only the signed-in guest's saved properties. */
  saved: boolean;
}

/** An address without filters, the state every listing page opens in: every verified stay, any price. */
export const unfiltered: ListingFilters = {
  filters: [],
  minPrice: PRICE.min,
  maxPrice: PRICE.max,
  sort: 'featured',
  saved: false,
};

export function isPropertyType(id: FilterId): boolean {
  return (PROPERTY_TYPE_FILTER_IDS as readonly string[]).includes(id);
}

/**
 * SPEC 4: a property-type filter replaces the other property types (choosing the active one again clears
 * it); amenity and option filters toggle on their own.
 */
export function toggleFilter(filters: readonly FilterId[], id: FilterId): FilterId[] {
  if (filters.includes(id)) return filters.filter((f) => f !== id);
  if (isPropertyType(id)) return [...filters.filter((f) => !isPropertyType(f)), id];
  return [...filters, id];
}

/** A handle's value on the slider's grid, within its bounds. */
export function clampPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE.min;
  const stepped = Math.round((value - PRICE.min) / PRICE.step) * PRICE.step + PRICE.min;
  return Math.min(PRICE.max, Math.max(PRICE.min, stepped));
}

/** Both handles on the grid, the lower never above the upper (the one that moved wins). */
export function withPrice(current: ListingFilters, which: 'min' | 'max', value: number): ListingFilters {
  const v = clampPrice(value);
  if (which === 'min') return { ...current, minPrice: Math.min(v, current.maxPrice) };
  return { ...current, maxPrice: Math.max(v, current.minPrice) };
}

/** 'Clear filters' and 'Clear all': back to the state the page opens in (every stay, any price); the sort stays. */
export function clearFilters(current: ListingFilters): ListingFilters {
  return { ...unfiltered, sort: current.sort };
}

/** The price range narrows the list unless it is the whole slider (20 to 500+). */
export const priceIsActive = (f: ListingFilters) => f.minPrice > PRICE.min || f.maxPrice < PRICE.max;

/** The 'Filters' button's count: the active filter ids, one for a price range, one for 'Saved'. */
export function activeFilterCount(f: ListingFilters): number {
  return f.filters.length + (priceIsActive(f) ? 1 : 0) + (f.saved ? 1 : 0);
}

/** SPEC 2: 'Clear filters' and the filtered empty text show when more than one filter is active. */
export function isFiltered(f: ListingFilters): boolean {
  return activeFilterCount(f) > 1;
}

function numberParam(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? clampPrice(n) : fallback;
}

/** The filters in an address; unknown ids and values are dropped, missing ones take their defaults. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const filters = (params.get('filters') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id, i, all): id is FilterId => isFilterId(id) && all.indexOf(id) === i);
  // At most one property type, even in a hand-written address.
  const types = filters.filter(isPropertyType);
  const clean = types.length > 1 ? filters.filter((f) => !isPropertyType(f) || f === types[0]) : filters;
  const sort = params.get('sort');
  const minPrice = numberParam(params.get('minPrice'), PRICE.min);
  const maxPrice = numberParam(params.get('maxPrice'), PRICE.max);
  return {
    filters: clean,
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    sort: (PROPERTY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PropertySortKey) : 'featured',
    saved: params.get('saved') === '1',
  };
}

/** Writes the filters into a copy of the address's parameters; defaults are left out to keep it short. */
export function writeListingFilters(params: URLSearchParams, f: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (f.filters.length === 0) next.delete('filters');
  else next.set('filters', f.filters.join(','));
  if (f.minPrice === PRICE.min) next.delete('minPrice');
  else next.set('minPrice', String(f.minPrice));
  if (f.maxPrice === PRICE.max) next.delete('maxPrice');
  else next.set('maxPrice', String(f.maxPrice));
  if (f.sort === 'featured') next.delete('sort');
  else next.set('sort', f.sort);
  if (f.saved) next.set('saved', '1');
  else next.delete('saved');
  return next;
}

/**
 * The server search's variables for these filters: the '+' end of the slider sends no upper bound, and Instant
 * Book is the search's own `instantBook` argument (issue 29), not one of its filter ids.
 */
export function serverFilters(f: ListingFilters) {
  const filters = f.filters.filter((id) => id !== 'instant_book');
  return {
    ...(filters.length ? { filters } : {}),
    ...(f.filters.includes('instant_book') ? { instantBook: true } : {}),
    sort: f.sort,
    ...(f.minPrice > PRICE.min ? { minPrice: f.minPrice } : {}),
    ...(f.maxPrice < PRICE.max ? { maxPrice: f.maxPrice } : {}),
    ...(f.saved ? { savedOnly: true } : {}),
  };
}
