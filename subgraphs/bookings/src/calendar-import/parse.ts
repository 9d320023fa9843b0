// What a followed calendar's iCal text (RFC 5545) blocks at a listing: the nights of each of its events, in the
// listing's own time zone. Pure (the clock and the zone are arguments); parsed by ical.js.
import ICAL from 'ical.js';
import {
  CHECK_IN_HOUR_UTC,
  CHECK_OUT_HOUR_UTC,
  dayIn,
  instantOfWallClock,
  isTimeZone,
} from '@stays/contracts';

export { dayIn, isTimeZone };

/** Recurring events are expanded this far ahead. */
export const EXPAND_MONTHS = 18;
/** An event longer than this is not a stay: it is skipped and reported. */
export const MAX_EVENT_NIGHTS = 366;
/** The blocks one calendar may bring to a listing (its calendar document holds them all). */
export const MAX_BLOCKS_PER_IMPORT = 1000;
/** Steps of one recurrence before giving up (a daily rule started decades ago is still bounded). */
const MAX_RECURRENCE_STEPS = 20_000;

/** Nights one event (or one occurrence of a recurring event) blocks: [startDate, endDate), like a block. */
export interface ImportedNights {
  /** The event's UID, with the occurrence's start for a recurring event: the same event keeps the same key. */
  key: string;
  startDate: string;
  endDate: string;
}

export type SkipReason = 'too-long' | 'ends-before-start' | 'no-start' | 'too-many';

/** An event the import left out, said in the calendar's own terms. */
export interface SkippedEvent {
  uid: string;
  reason: SkipReason;
  startDate?: string;
}

export interface ParsedFeed {
  blocks: ImportedNights[];
  skipped: SkippedEvent[];
}

/** The text is not an iCal calendar (an HTML page, a truncated file). */
export class NotACalendarError extends Error {}

// ---- days as text (YYYY-MM-DD): arithmetic on UTC dates, whatever the process's TZ ----

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

export function nightsIn(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}

// ---- instants and a zone's wall clock (Intl: no dependency on the process's TZ) ----

// ---- one event's nights ----

/** A night D is the span a stay holds it: from check-in on D to check-out on D + 1, in the listing's zone. */
function nightWindow(day: string, timeZone: string): [number, number] {
  const start = instantOfWallClock(Date.parse(`${day}T${pad(CHECK_IN_HOUR_UTC)}:00:00Z`), timeZone);
  const end = instantOfWallClock(
    Date.parse(`${addDays(day, 1)}T${pad(CHECK_OUT_HOUR_UTC)}:00:00Z`),
    timeZone,
  );
  return [start, end];
}

/** The nights [first, end) a timed span [from, to) touches; null when it touches none. */
function nightsTouched(from: number, to: number, timeZone: string): [string, string] | null {
  let first: string | null = null;
  let last: string | null = null;
  for (let day = addDays(dayIn(from, timeZone), -1); day <= dayIn(to, timeZone); day = addDays(day, 1)) {
    const [start, end] = nightWindow(day, timeZone);
    if (from < end && to > start) {
      first ??= day;
      last = day;
    }
  }
  return first && last ? [first, addDays(last, 1)] : null;
}

type Zones = Map<string, ICAL.Timezone>;

/** The instant of a date-time value: UTC, in the feed's own VTIMEZONE, an IANA zone by name, else the listing's. */
function instantOf(time: ICAL.Time, tzid: string | null, zones: Zones, listingZone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.tzid === 'UTC') return wall;
  const name = tzid ?? (time.zone && time.zone.tzid !== 'floating' ? time.zone.tzid : null);
  const own = name ? zones.get(name) : undefined;
  if (own) return wall - own.utcOffset(time) * 1000;
  if (name && isTimeZone(name)) return instantOfWallClock(wall, name);
  return instantOfWallClock(wall, listingZone);
}

const tzidOf = (event: ICAL.Event, name: 'dtstart' | 'dtend'): string | null => {
  const tzid = event.component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' && tzid ? tzid : null;
};

interface Span {
  start: ICAL.Time;
  end: ICAL.Time | null;
}

/** The nights of one occurrence, or why it was left out; null when it blocks no night. */
function nightsOf(
  event: ICAL.Event,
  span: Span,
  zones: Zones,
  listingZone: string,
): { nights: [string, string] } | { reason: SkipReason } | null {
  const { start, end } = span;
  if (start.isDate) {
    const startDate = dayOf(start.year, start.month, start.day);
    const endDate = end ? dayOf(end.year, end.month, end.day) : addDays(startDate, 1);
    if (endDate < startDate) return { reason: 'ends-before-start' };
    if (endDate === startDate) return null;
    return { nights: [startDate, endDate] };
  }
  const from = instantOf(start, tzidOf(event, 'dtstart'), zones, listingZone);
  const to = end
    ? instantOf(end, tzidOf(event, 'dtend') ?? tzidOf(event, 'dtstart'), zones, listingZone)
    : from;
  if (to < from) return { reason: 'ends-before-start' };
  if (to - from > (MAX_EVENT_NIGHTS + 1) * 86_400_000) return { reason: 'too-long' };
  const nights = nightsTouched(from, to, listingZone);
  return nights ? { nights } : null;
}

/** Whether DTEND was given (ical.js answers a made-up end for an event without DTEND or DURATION). */
const hasEnd = (event: ICAL.Event) =>
  event.component.hasProperty('dtend') || event.component.hasProperty('duration');

/**
 * The nights a calendar's text blocks at a listing in `listingZone` as of `now`: every event's nights (DTEND
 * exclusive; an all-day event's dates are the listing's days; a timed event blocks every night it touches),
 * recurring events expanded for EXPAND_MONTHS, events wholly in the past and cancelled or free ("TRANSPARENT")
 * events left out, spans over MAX_EVENT_NIGHTS or ending before they start skipped and reported. Throws
 * NotACalendarError for text that is not a calendar.
 */
export function parseFeed(text: string, listingZone: string, now = new Date()): ParsedFeed {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new NotACalendarError(error instanceof Error ? error.message : String(error));
  }
  if (root.name !== 'vcalendar') throw new NotACalendarError('the text holds no VCALENDAR');

  const zones: Zones = new Map();
  for (const component of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component);
    if (zone.tzid) zones.set(zone.tzid, zone);
  }

  const today = dayIn(now.getTime(), listingZone);
  const horizon = addMonths(today, EXPAND_MONTHS);
  const blocks: ImportedNights[] = [];
  const skipped: SkippedEvent[] = [];
  const seen = new Set<string>();

  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else if (!masters.has(event.uid ?? '')) masters.set(event.uid ?? '', event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid ?? '');
    if (master?.isRecurring()) master.relateException(exception);
    else masters.set(`${exception.uid ?? ''}@${exception.recurrenceId.toString()}`, exception);
  }

  const add = (event: ICAL.Event, key: string, span: Span, component: ICAL.Component) => {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') return;
    const found = nightsOf(event, span, zones, listingZone);
    if (!found) return;
    const uid = event.uid ?? '';
    if ('reason' in found) {
      skipped.push({ uid, reason: found.reason, startDate: span.start.toString().slice(0, 10) });
      return;
    }
    const [startDate, endDate] = found.nights;
    if (nightsIn(startDate, endDate) > MAX_EVENT_NIGHTS) {
      skipped.push({ uid, reason: 'too-long', startDate });
      return;
    }
    if (endDate <= today || startDate > horizon || seen.has(key)) return;
    if (blocks.length >= MAX_BLOCKS_PER_IMPORT) {
      if (!skipped.some((skip) => skip.reason === 'too-many'))
        skipped.push({ uid, reason: 'too-many', startDate });
      return;
    }
    seen.add(key);
    blocks.push({ key, startDate, endDate });
  };

  for (const [key, event] of masters) {
    if (!event.component.hasProperty('dtstart')) {
      skipped.push({ uid: event.uid ?? '', reason: 'no-start' });
      continue;
    }
    if (!event.isRecurring()) {
      add(
        event,
        key || `${event.startDate.toString()}`,
        { start: event.startDate, end: hasEnd(event) ? event.endDate : null },
        event.component,
      );
      continue;
    }
    const iterator = event.iterator();
    for (
      let step = 0, next = iterator.next();
      next && step < MAX_RECURRENCE_STEPS;
      step++, next = iterator.next()
    ) {
      if (next.toString().slice(0, 10) > horizon) break;
      const details = event.getOccurrenceDetails(next);
      const occurrence = details.item;
      add(
        occurrence,
        `${key}@${details.recurrenceId.toString()}`,
        { start: details.startDate, end: hasEnd(occurrence) ? details.endDate : null },
        occurrence.component,
      );
    }
  }
  blocks.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));
  return { blocks, skipped };
}

/** The distinct nights the blocks cover (events may overlap one another). */
export function distinctNights(blocks: ReadonlyArray<{ startDate: string; endDate: string }>): number {
  const nights = new Set<string>();
  for (const block of blocks)
    for (let day = block.startDate; day < block.endDate; day = addDays(day, 1)) nights.add(day);
  return nights.size;
}
