// Offset paging for the moderation lists (staff and admin screens): a bounded window and one extra row read,
// so a page says whether more follow without counting.
import { badUserInput } from './errors';

export const PAGE_DEFAULT_LIMIT = 25;
export const PAGE_MAX_LIMIT = 100;
/** Deep offsets walk from the start of the index; past this a narrower filter is the answer, not a later page. */
export const PAGE_MAX_OFFSET = 10000;

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The asked window, defaulted and bounded (400 outside 1..100 and 0..10000). */
export function pageWindow(
  limit: number | null | undefined,
  offset: number | null | undefined,
  fallback = PAGE_DEFAULT_LIMIT,
): PageWindow {
  if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX_LIMIT))
    throw badUserInput(`limit must be between 1 and ${PAGE_MAX_LIMIT}`);
  if (offset != null && (!Number.isInteger(offset) || offset < 0 || offset > PAGE_MAX_OFFSET))
    throw badUserInput(`offset must be between 0 and ${PAGE_MAX_OFFSET}`);
  return { limit: limit ?? fallback, offset: offset ?? 0 };
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  nextOffset: number | null;
}

/** The page out of `limit + 1` rows read from `offset`. */
export function pageFrom<T>(rows: readonly T[], { limit, offset }: PageWindow): Page<T> {
  const hasMore = rows.length > limit;
  return { items: rows.slice(0, limit), hasMore, nextOffset: hasMore ? offset + limit : null };
}
