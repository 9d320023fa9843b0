import { assertCan, can, toObjectId, unavailable } from '@stays/subgraph-shared';
import { ensureCalendar } from '../calendar/calendar';
import type { BookingsContext } from '../context';
import { earliestToday } from '../booking/validation';
import { fetchPropertyFact } from '../peers/properties';

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
 * Only dates leave: no booking id, guest or note. One call to the properties subgraph says whether the caller
 * may see the listing.
 */
export async function takenNights(context: BookingsContext, propertyIdText: string): Promise<NightRange[]> {
  assertCan('booking.availability', context.caller);
  const propertyId = toObjectId(propertyIdText);
  if (!propertyId) return [];
  // A listing the caller may not read (a blocked host's, issue 18 #8; pending, rejected) answers as an unknown
  // id does: nothing taken, and nothing that tells it apart from a missing one.
  const property = await fetchPropertyFact(propertyIdText).catch(() => {
    throw unavailable('Availability cannot be read right now; please try again');
  });
  const resource = property && {
    ownerId: property.hostId,
    status: property.status,
    hidden: property.hostBlocked,
  };
  if (!resource || !can('property.read', context.caller, resource)) return [];
  await ensureCalendar(context.calendars, context.bookings, propertyId);
  const calendar = await context.calendars.findOne({ propertyId }, { ranges: 1, blocks: 1 }).lean().exec();
  const today = earliestToday();
  const ranges = [
    ...(calendar?.ranges ?? []).map((range) => ({ start: range.checkInDate, end: range.checkOutDate })),
    ...(calendar?.blocks ?? []).map((block) => ({ start: block.startDate, end: block.endDate })),
  ].filter((range) => range.end > today);
  return mergeRanges(ranges);
}
