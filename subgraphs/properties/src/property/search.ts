import {
  addMonths,
  badUserInput,
  callInternal,
  DEFAULT_MAX_NIGHTS,
  DEFAULT_RADIUS_KM,
  type FilterId,
  geoPoint,
  isFilterId,
  MAX_GUESTS,
  MAX_MONTHS,
  MAX_RADIUS_KM,
  MIN_GUESTS,
  MIN_MONTHS,
  nightsBetween,
  parseBoundingBox,
  type Place,
  placeById,
  stayPrice,
  toGraphQLList,
  toObjectId,
} from '@stays/subgraph-shared';
import type { QueryFilter, Types } from 'mongoose';
import type { PropertiesContext } from '../context';
import { favoriteIds } from '../favorite/resolvers';
import { escapeRegExp, filterConditions, locationFragments, normalizeText, SORTS, sortFor } from './filters';
import type {
  QueryFeaturedPropertiesArgs,
  QuerySearchPropertiesArgs,
} from '../__generated__/resolvers-types';
import type { PropertyRecord } from './model';
import { PUBLIC_LISTING, type PropertyObject } from './visibility';
import { locationsContaining } from './locations';

export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 100;
/** Deep offsets walk the index from the start; 'Load More' never needs this many. */
export const SEARCH_MAX_OFFSET = 10_000;
export const FEATURED_DEFAULT_LIMIT = 7;

export type SearchArgs = QuerySearchPropertiesArgs;

/** A page as its resolvers receive it (the codegen mapper of `PropertyPage`): `total` is counted on demand. */
export interface PropertyPageObject {
  items: PropertyObject[];
  hasMore: boolean;
  nextOffset: number | null;
  total: () => Promise<number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD; impossible days (2027-02-30) are refused, not rolled over. */
export function parseDay(value: string, label: string): string {
  const time = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    throw badUserInput(`${label} must be a date (YYYY-MM-DD)`);
  return value;
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

/** The highest nightly price a search may name (the slider stops at 500; its '+' sends no upper bound). */
export const MAX_PRICE_BOUND = 100_000;

/** `pricePerNight` between the two bounds (either may be missing); a bound outside 0..MAX or min > max is refused. */
export function priceCondition(
  min: number | null | undefined,
  max: number | null | undefined,
): { $gte?: number; $lte?: number } | null {
  for (const [label, value] of [
    ['minPrice', min],
    ['maxPrice', max],
  ] as const) {
    if (value != null && (!Number.isFinite(value) || value < 0 || value > MAX_PRICE_BOUND))
      throw badUserInput(`${label} must be between 0 and ${MAX_PRICE_BOUND}`);
  }
  if (min != null && max != null && min > max) throw badUserInput('minPrice must not be above maxPrice');
  if (min == null && max == null) return null;
  return { ...(min != null ? { $gte: min } : {}), ...(max != null ? { $lte: max } : {}) };
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

const MAX_LOCATION_TEXT = 200;

/** Up to this many matching locations are read key by key through the index; more means a broad text. */
export const MAX_LOCATION_KEYS = 8;

interface SearchPlan {
  filter: Record<string, unknown>;
  /** Exact location keys to read one by one (each an index walk in sort order), or null for one query. */
  locationKeys: string[] | null;
  /** The stay searched for (dates, or move-in and months): each result is quoted for it. */
  span: { checkIn: string; checkOut: string } | null;
  /** A search near a place: the place and the radius in kilometres. */
  near: { place: Place; radiusKm: number } | null;
}

/**
 * The span of a search: check-in and check-out, or a move-in day and 1 to 12 calendar months (check-out the same
 * day that many months later, the month's last day when it has no such day). Not both kinds at once.
 */
export function searchSpan(args: SearchArgs): { checkIn: string; checkOut: string } | null {
  const byMonths = args.moveIn != null || args.months != null;
  if (byMonths && (args.checkIn || args.checkOut))
    throw badUserInput('Give check-in and check-out, or moveIn and months, not both');
  if (byMonths) {
    if (!args.moveIn) throw badUserInput('moveIn is required with months');
    const moveIn = parseDay(args.moveIn, 'Move-in date');
    if (
      args.months == null ||
      !Number.isInteger(args.months) ||
      args.months < MIN_MONTHS ||
      args.months > MAX_MONTHS
    )
      throw badUserInput(`months must be a whole number from ${MIN_MONTHS} to ${MAX_MONTHS}`);
    return { checkIn: moveIn, checkOut: addMonths(moveIn, args.months) };
  }
  const checkIn = args.checkIn ? parseDay(args.checkIn, 'Check-in date') : null;
  const checkOut = args.checkOut ? parseDay(args.checkOut, 'Check-out date') : null;
  if (checkIn && checkOut && checkOut <= checkIn)
    throw badUserInput('Check-out date must be after check-in date');
  return checkIn && checkOut ? { checkIn, checkOut } : null;
}

/** `near` as a place of the gazetteer and `radiusKm` within its bounds; null without `near`. */
export function searchNear(args: SearchArgs): { place: Place; radiusKm: number } | null {
  if (args.near == null) {
    if (args.radiusKm != null) throw badUserInput('radiusKm needs near (a place id)');
    return null;
  }
  const place = placeById(args.near);
  if (!place) throw badUserInput(`Unknown place: ${args.near.slice(0, 60)} (GET /api/places lists them)`);
  const radiusKm = args.radiusKm ?? DEFAULT_RADIUS_KM;
  if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > MAX_RADIUS_KM)
    throw badUserInput(`radiusKm must be above 0 and at most ${MAX_RADIUS_KM}`);
  return { place, radiusKm };
}

/** Listings whose stay limits take a stay of `nights` (absent limits are the defaults 1 and 365). */
function stayLengthCondition(nights: number) {
  return {
    $and: [
      { $or: [{ minNights: { $exists: false } }, { minNights: null }, { minNights: { $lte: nights } }] },
      { $or: [{ maxNights: { $exists: false } }, { maxNights: null }, { maxNights: { $gte: nights } }] },
    ],
  };
}

/**
 * The database filter of a public search: approved listings of unblocked hosts only; guests within maxGuests;
 * the filter ids; dates exclude booked properties. The location is a case-insensitive substring of the normalized `locationKey`:
 * the text is first matched against the distinct keys (locations.ts). None: nothing to read. A few: each is
 * read exactly through `status + locationKey + sort` indexes. Many (a broad text such as 'morocco'): one walk
 * down the sort's index with the substring as a filter, which stops after one page since matches are dense.
 */
export async function searchPlan(args: SearchArgs, context: PropertiesContext): Promise<SearchPlan | null> {
  const filter: Record<string, unknown> = { ...PUBLIC_LISTING };
  let locationKeys: string[] | null = null;
  const location = normalizeText(args.location ?? '');
  if (location.length > MAX_LOCATION_TEXT)
    throw badUserInput(`location must be at most ${MAX_LOCATION_TEXT} characters`);
  if (args.guests != null) {
    if (!Number.isInteger(args.guests) || args.guests < MIN_GUESTS || args.guests > MAX_GUESTS)
      throw badUserInput(`Guests must be between ${MIN_GUESTS} and ${MAX_GUESTS}`);
    filter.maxGuests = { $gte: args.guests };
  }
  Object.assign(filter, filterConditions(parseFilters(args.filters)));
  const price = priceCondition(args.minPrice, args.maxPrice);
  if (price) filter.pricePerNight = price;
  if (args.instantBook) filter.instantBook = true;
  if (args.bbox != null) {
    // The map's box, on the approximate point the map shows (issue 44); planar, edges included.
    const read = parseBoundingBox(args.bbox);
    if ('error' in read) throw badUserInput(read.error);
    const { west, south, east, north } = read.box;
    filter.approxPoint = {
      $geoWithin: {
        $box: [
          [west, south],
          [east, north],
        ],
      },
    };
  }
  const ids: { $in?: Types.ObjectId[]; $nin?: Types.ObjectId[] } = {};
  if (args.savedOnly) {
    // 'Saved': the caller's favourites only (signed out: 401, from favoriteIds' policy check).
    const saved = (await favoriteIds(context)).map(toObjectId).filter((id) => id !== null);
    if (saved.length === 0) return null;
    ids.$in = saved;
  }
  const span = searchSpan(args);
  const near = searchNear(args);
  if (span) {
    const nights = nightsBetween(span.checkIn, span.checkOut);
    if (nights > DEFAULT_MAX_NIGHTS) throw badUserInput(`A stay can be at most ${DEFAULT_MAX_NIGHTS} nights`);
    Object.assign(filter, stayLengthCondition(nights));
  }
  if (location) {
    // A region name ('Tamuda Bay') stands for several places; any of them matches.
    const fragments = locationFragments(location);
    const found = await Promise.all(
      fragments.map((fragment) => locationsContaining(context.locations, fragment, MAX_LOCATION_KEYS)),
    );
    const keys = [...new Set(found.flat())];
    if (keys.length === 0) return null;
    if (keys.length <= MAX_LOCATION_KEYS) locationKeys = keys;
    else filter.locationKey = { $regex: fragments.map(escapeRegExp).join('|') };
  }
  if (span) {
    const booked = await bookedPropertyIds(span.checkIn, span.checkOut);
    if (booked.length) ids.$nin = booked;
  }
  if (ids.$in || ids.$nin) filter._id = ids;
  return { filter, locationKeys, span, near };
}

type Row = Record<string, unknown>;

function rank(value: unknown): number | string {
  if (value === null || value === undefined) return -Infinity;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value); // ObjectId: hex order is creation order
}

/** Orders rows as the database sorts them (missing values lowest), for merging per-key pages. */
export function compareBy(sort: Record<string, 1 | -1>) {
  const fields = Object.entries(sort);
  return (a: Row, b: Row) => {
    for (const [field, direction] of fields) {
      const x = rank(a[field]);
      const y = rank(b[field]);
      if (x < y) return -direction;
      if (x > y) return direction;
    }
    return 0;
  };
}

/** One page of a search, newest first or by the sort key, with whether more follow (one extra row read). */
export async function searchProperties(
  args: SearchArgs,
  context: PropertiesContext,
): Promise<PropertyPageObject> {
  const sort = sortFor(args.sort);
  const { limit, offset } = pageOf(args.limit, args.offset, SEARCH_DEFAULT_LIMIT);
  const plan = await searchPlan(args, context);
  if (!plan) return { items: [], hasMore: false, nextOffset: null, total: async () => 0 };
  const read = (filter: Record<string, unknown>, skip: number, take: number) =>
    context.properties
      .find(filter as QueryFilter<PropertyRecord>)
      .sort(sort)
      .skip(skip)
      .limit(take)
      .lean()
      .exec() as Promise<Row[]>;
  const keys = plan.locationKeys;
  let docs: Row[];
  if (plan.near) {
    // Nearest first, in the database: $geoNear reads the 2dsphere index with the other conditions as its query.
    const query = keys ? { ...plan.filter, locationKey: { $in: keys } } : plan.filter;
    docs = await nearbyRows(context, plan.near, query, offset, limit + 1);
  } else if (keys && keys.length > 1) {
    // The page is among the first offset + limit + 1 rows of each key: read those, merge, cut.
    const perKey = await Promise.all(
      keys.map((key) => read({ ...plan.filter, locationKey: key }, 0, offset + limit + 1)),
    );
    docs = perKey
      .flat()
      .sort(compareBy(sort))
      .slice(offset, offset + limit + 1);
  } else {
    docs = await read(keys ? { ...plan.filter, locationKey: keys[0] } : plan.filter, offset, limit + 1);
  }
  const hasMore = docs.length > limit;
  const items = docs.slice(0, limit);
  for (const doc of items) {
    const { distanceMeters: _distance, ...stored } = doc;
    context.loaders.propertyById.prime(String(doc._id), stored as never);
  }
  const countFilter = {
    ...(keys ? { ...plan.filter, locationKey: { $in: keys } } : plan.filter),
    ...(plan.near ? { approxPoint: withinRadius(plan.near) } : {}),
  };
  return {
    items: toGraphQLList<PropertyObject>(items).map((item, index) =>
      withSearchFacts(item, items[index], plan),
    ),
    hasMore,
    nextOffset: hasMore ? offset + limit : null,
    // Counting walks every match: only computed when a client asks for it (the PropertyPage.total resolver).
    total: () => context.properties.countDocuments(countFilter as QueryFilter<PropertyRecord>).exec(),
  };
}

/** `$geoWithin` the search's circle (the count of a near search: the same listings as $geoNear's). */
function withinRadius({ place, radiusKm }: { place: Place; radiusKm: number }) {
  return { $geoWithin: { $centerSphere: [[place.longitude, place.latitude], radiusKm / EARTH_RADIUS_KM] } };
}

/** The mean radius of the Earth that $geoNear's spherical distances use, in kilometres. */
const EARTH_RADIUS_KM = 6378.1;

/** One page of the listings within the radius of a place, nearest first, each with `distanceMeters`. */
async function nearbyRows(
  context: PropertiesContext,
  { place, radiusKm }: { place: Place; radiusKm: number },
  query: Record<string, unknown>,
  skip: number,
  take: number,
): Promise<Row[]> {
  return context.properties
    .aggregate<Row>([
      {
        $geoNear: {
          near: geoPoint(place.latitude, place.longitude),
          // The approximate point (issue 44): a distance or a radius from the exact one would let anyone work
          // the exact point out from a few places and radii.
          key: 'approxPoint',
          distanceField: 'distanceMeters',
          maxDistance: radiusKm * 1000,
          spherical: true,
          query,
        },
      },
      { $sort: { distanceMeters: 1, _id: 1 } },
      { $skip: skip },
      { $limit: take },
      { $project: { searchTerms: 0, locationKey: 0, amenityKeys: 0 } },
    ])
    .exec();
}

/** A result with what the search adds: its quote for the span, its distance from the place. */
function withSearchFacts(item: PropertyObject, row: Row, plan: SearchPlan): PropertyObject {
  const quote = plan.span
    ? {
        checkInDate: plan.span.checkIn,
        checkOutDate: plan.span.checkOut,
        ...stayPrice(plan.span.checkIn, plan.span.checkOut, {
          pricePerNight: Number(row.pricePerNight),
          pricePerMonth: row.pricePerMonth as number | null | undefined,
          weeklyDiscountPercent: row.weeklyDiscountPercent as number | null | undefined,
          monthlyDiscountPercent: row.monthlyDiscountPercent as number | null | undefined,
        }),
      }
    : null;
  const distanceKm =
    plan.near && typeof row.distanceMeters === 'number' ? Math.round(row.distanceMeters / 10) / 100 : null;
  return { ...item, searchQuote: quote, searchDistanceKm: distanceKm } as PropertyObject;
}

/** The landing's featured grid: approved and featured, newest first, narrowed by the filter ids. */
export async function featuredProperties(args: QueryFeaturedPropertiesArgs, context: PropertiesContext) {
  const { limit } = pageOf(args.limit, 0, FEATURED_DEFAULT_LIMIT);
  const docs = await context.properties
    .find({ ...PUBLIC_LISTING, featured: true, ...filterConditions(parseFilters(args.filters)) })
    .sort(SORTS.featured)
    .limit(limit)
    .lean()
    .exec();
  for (const doc of docs) context.loaders.propertyById.prime(String(doc._id), doc);
  return toGraphQLList<PropertyObject>(docs);
}
