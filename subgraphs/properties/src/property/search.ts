import { badUserInput, callInternal, toGraphQLList, toObjectId } from '@stays/subgraph-shared';
import type { QueryFilter } from 'mongoose';
import type { PropertiesContext } from '../context';
import {
  escapeRegExp,
  type FilterId,
  filterConditions,
  isFilterId,
  isSortKey,
  normalizeText,
  SORTS,
  type SortKey,
} from './filters';
import type { PropertyRecord } from './model';
import { MAX_GUESTS } from './validation';

export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 100;
/** Deep offsets walk the index from the start; 'Load More' never needs this many. */
export const SEARCH_MAX_OFFSET = 10_000;
export const FEATURED_DEFAULT_LIMIT = 7;

export interface SearchArgs {
  location?: string | null;
  checkIn?: string | null;
  checkOut?: string | null;
  guests?: number | null;
  filters?: readonly string[] | null;
  sort?: string | null;
  limit?: number | null;
  offset?: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(value: string, label: string): string {
  const day = value.slice(0, 10);
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw badUserInput(`${label} must be a date (YYYY-MM-DD)`);
  return day;
}

/** Filter ids as a list or one comma-separated text (the REST call's form); unknown ids are refused. */
export function parseFilters(filters: readonly string[] | null | undefined): FilterId[] {
  const ids = (filters ?? [])
    .flatMap((item) => item.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.find((id) => !isFilterId(id));
  if (unknown !== undefined) throw badUserInput(`Unknown filter: ${unknown}`);
  return ids as FilterId[];
}

export function parseSort(sort: string | null | undefined): SortKey {
  if (sort == null || sort === '') return 'featured';
  if (!isSortKey(sort)) throw badUserInput('sort must be featured, price_low, price_high or rating');
  return sort;
}

function pageOf(limit: number | null | undefined, offset: number | null | undefined, fallback: number) {
  if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT))
    throw badUserInput(`limit must be between 1 and ${SEARCH_MAX_LIMIT}`);
  if (offset != null && (!Number.isInteger(offset) || offset < 0 || offset > SEARCH_MAX_OFFSET))
    throw badUserInput(`offset must be between 0 and ${SEARCH_MAX_OFFSET}`);
  return { limit: limit ?? fallback, offset: offset ?? 0 };
}

/** The ids of properties with an approved booking overlapping [checkIn, checkOut), from the bookings subgraph. */
async function bookedPropertyIds(checkIn: string, checkOut: string) {
  const answer = await callInternal<{ propertyIds?: unknown }>('bookings', '/internal/booked-properties', {
    checkIn,
    checkOut,
  });
  const ids = Array.isArray(answer?.propertyIds) ? answer.propertyIds : [];
  return ids.map(toObjectId).filter((id) => id !== null);
}

/**
 * The database filter of a public search: approved only; the location a case-insensitive substring of the
 * normalized `locationKey` (no index can serve a substring: the walk goes down the sort's index and stops after
 * one page, see docs/backend.md); guests within maxGuests; the filter ids; dates exclude booked properties.
 */
export async function searchFilter(args: SearchArgs): Promise<QueryFilter<PropertyRecord>> {
  const filter: Record<string, unknown> = { status: 'approved' };
  const location = normalizeText(args.location ?? '');
  if (location) filter.locationKey = { $regex: escapeRegExp(location) };
  if (args.guests != null) {
    if (!Number.isInteger(args.guests) || args.guests < 1 || args.guests > MAX_GUESTS)
      throw badUserInput(`Guests must be between 1 and ${MAX_GUESTS}`);
    filter.maxGuests = { $gte: args.guests };
  }
  Object.assign(filter, filterConditions(parseFilters(args.filters)));
  const checkIn = args.checkIn ? parseDay(args.checkIn, 'Check-in date') : null;
  const checkOut = args.checkOut ? parseDay(args.checkOut, 'Check-out date') : null;
  if (checkIn && checkOut) {
    if (checkOut <= checkIn) throw badUserInput('Check-out date must be after check-in date');
    const booked = await bookedPropertyIds(checkIn, checkOut);
    if (booked.length) filter._id = { $nin: booked };
  }
  return filter as QueryFilter<PropertyRecord>;
}

/** One page of a search, newest first or by the sort key, with whether more follow (one extra row read). */
export async function searchProperties(args: SearchArgs, context: PropertiesContext) {
  const sort = parseSort(args.sort);
  const { limit, offset } = pageOf(args.limit, args.offset, SEARCH_DEFAULT_LIMIT);
  const filter = await searchFilter(args);
  const docs = await context.properties
    .find(filter)
    .sort(SORTS[sort])
    .skip(offset)
    .limit(limit + 1)
    .lean()
    .exec();
  const hasMore = docs.length > limit;
  const items = docs.slice(0, limit);
  for (const doc of items) context.loaders.propertyById.prime(String(doc._id), doc);
  return {
    items: toGraphQLList(items),
    hasMore,
    nextOffset: hasMore ? offset + limit : null,
    // Counting walks every match: only computed when a client asks for it.
    total: () => context.properties.countDocuments(filter).exec(),
  };
}

/** The landing's featured grid: approved and featured, newest first, narrowed by the filter ids. */
export async function featuredProperties(
  args: { filters?: readonly string[] | null; limit?: number | null },
  context: PropertiesContext,
) {
  const { limit } = pageOf(args.limit, 0, FEATURED_DEFAULT_LIMIT);
  const docs = await context.properties
    .find({ status: 'approved', featured: true, ...filterConditions(parseFilters(args.filters)) })
    .sort(SORTS.featured)
    .limit(limit)
    .lean()
    .exec();
  for (const doc of docs) context.loaders.propertyById.prime(String(doc._id), doc);
  return toGraphQLList(docs);
}
