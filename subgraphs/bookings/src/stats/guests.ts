import type { BookingModel } from '../booking/model';

/** How long the marketplace's figures are kept before they are counted again: public, and costly to count. */
export const STATS_CACHE_MS = 60_000;

/** Distinct guests with an approved stay (past, current or coming): "guests hosted" on the landing. */
export async function countGuestsHosted(bookings: BookingModel): Promise<number> {
  const guests = await bookings.distinct('guestId', { status: 'approved' }).exec();
  return guests.length;
}

/** One count shared by every request for STATS_CACHE_MS. */
export function cachedGuestsHosted(bookings: BookingModel, now: () => number = Date.now) {
  let kept: { at: number; value: Promise<number> } | null = null;
  return () => {
    if (!kept || now() - kept.at >= STATS_CACHE_MS) {
      const value = countGuestsHosted(bookings);
      kept = { at: now(), value };
      // A failed count is not kept: the next request counts again.
      value.catch(() => (kept = null));
    }
    return kept.value;
  };
}
