// The time zone a listing's days are in. A property stores a location (free text: "Martil, Morocco",
// "College Station, TX"), not a zone; this is the one place that derives the zone from it, for every side that
// turns an instant into a listing's day (calendar imports first). Imports nothing.

import { CHECK_IN_HOUR_UTC } from './stays';

/** The zone of a listing whose location names no known country or state: days are UTC days. */
export const DEFAULT_LISTING_TIME_ZONE = 'UTC';

/** Words of a location (lower case, whole words or phrases) and the IANA zone they mean, first match wins. */
const LOCATION_ZONES: ReadonlyArray<{ words: readonly string[]; zone: string }> = [
  {
    words: [
      'morocco',
      'maroc',
      'tamuda bay',
      'martil',
      'cabo negro',
      'tetouan',
      'tétouan',
      'belyounech',
      "m'diq",
      'mdiq',
      'fnideq',
      'tangier',
      'tanger',
      'casablanca',
      'rabat',
      'marrakech',
    ],
    zone: 'Africa/Casablanca',
  },
  { words: ['college station', 'bryan', 'texas', 'tx'], zone: 'America/Chicago' },
];

const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ')} `;

/**
 * The IANA time zone of a listing from its location: Moroccan listings are in Africa/Casablanca, College Station
 * (Texas) in America/Chicago, anything else in UTC. Pure.
 */
export function timeZoneOfLocation(location: string | null | undefined): string {
  const text = wordsOf(location ?? '');
  const found = LOCATION_ZONES.find((entry) =>
    entry.words.some((word) => text.includes(` ${wordsOf(word).trim()} `)),
  );
  return found?.zone ?? DEFAULT_LISTING_TIME_ZONE;
}

// ---- instants and a zone's wall clock (Intl: no dependency on the process's TZ) ----

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`, as if it were UTC (milliseconds). */
export function wallClockOf(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The day `instant` falls on in `timeZone`. */
export function dayIn(instant: number, timeZone: string): string {
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant a wall clock (given as UTC milliseconds) shows in `timeZone` (the later one in a DST gap). */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const first = wall - (wallClockOf(wall, timeZone) - wall);
  const offset = wallClockOf(first, timeZone) - first;
  return wall - offset;
}

export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a stay at a listing in `timeZone` starts: CHECK_IN_HOUR_UTC's hour of its check-in date on the
 * listing's own clock (as calendar imports read a night) (a request still waiting then has expired). An unknown zone counts as UTC.
 */
export function checkInInstant(checkInDate: string, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_LISTING_TIME_ZONE;
  const wall = Date.parse(`${checkInDate}T${String(CHECK_IN_HOUR_UTC).padStart(2, '0')}:00:00Z`);
  return new Date(instantOfWallClock(wall, zone));
}
