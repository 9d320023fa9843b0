import { assertCan, toObjectId } from '@stays/subgraph-shared';
import { ensureCalendar } from '../calendar/calendar';
import type { BookingsContext } from '../context';
import { earliestToday } from '../booking/validation';

interface NightRange {
  start: string;
  end: string;
}

/** Sorted, overlapping or touching ranges joined, so the answer says which nights are taken and nothing more. */
export function mergeRanges(ranges: NightRange[]): NightRange[] {
  const merged: NightRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

/**
 * The nights from today on (today as of UTC-12, like a check-in) held by approved stays or host blocks, read
 * from the property's calendar document: the same source the approval checks, so a night shown free is free.
 * Only dates leave: no booking id, guest or note.
 */
export async function takenNights(context: BookingsContext, propertyIdText: string): Promise<NightRange[]> {
  assertCan('booking.availability', context.caller);
  const propertyId = toObjectId(propertyIdText);
  if (!propertyId) return [];
  await ensureCalendar(context.calendars, context.bookings, propertyId);
  const calendar = await context.calendars
    .findOne({ propertyId }, { ranges: 1, blocks: 1 })
    .lean()
    .exec();
  const today = earliestToday();
  const ranges = [
    ...(calendar?.ranges ?? []).map((range) => ({ start: range.checkInDate, end: range.checkOutDate })),
    ...(calendar?.blocks ?? []).map((block) => ({ start: block.startDate, end: block.endDate })),
  ].filter((range) => range.end > today);
  return mergeRanges(ranges);
}
