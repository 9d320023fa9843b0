// The booking calendar's arithmetic on calendar days (YYYY-MM-DD strings, UTC-based, never local Date parsing),
// so a host in any time zone sees each stay on its own days. Pure, unit-tested.
import { stayPhase } from '@stays/contracts';

/** SPEC 9: 2 guest chips a day, then '+N more'; 5 upcoming bookings; 3 pending requests. */
export const CHIPS_PER_DAY = 2;
export const UPCOMING_COUNT = 5;
export const PENDING_COUNT = 3;

export interface GridDay {
  day: string;
  /** False for the days of the previous or next month that fill the first and last weeks. */
  inMonth: boolean;
}

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The host's own today: the calendar day it is now in `timeZone` (default: the browser's). */
export function localToday(now = new Date(), timeZone?: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export interface Month {
  year: number;
  /** 0 to 11. */
  month: number;
}

export const monthOfDay = (day: string): Month => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)) - 1,
});

/** A month as the calendar's address writes it (`?month=2027-01`). */
export const monthParam = ({ year, month }: Month): string =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`;

/** The month an address names, or null for anything that is not `YYYY-MM`. */
export function monthFromParam(text: string | null): Month | null {
  const match = text ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) - 1 } : null;
}

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The weeks of a month, Sunday to Saturday (SPEC 2), padded with the neighbouring months' days: 4 to 6 rows. */
export function monthGrid({ year, month }: Month): GridDay[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * DAY_MS);
  const last = new Date(Date.UTC(year, month + 1, 0));
  const end = new Date(last.getTime() + (6 - last.getUTCDay()) * DAY_MS);
  const weeks: GridDay[][] = [];
  for (let time = start.getTime(); time <= end.getTime(); time += 7 * DAY_MS) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const date = new Date(time + offset * DAY_MS);
        return { day: iso(date), inMonth: date.getUTCMonth() === month };
      }),
    );
  }
  return weeks;
}

interface Stay {
  status: string;
  checkInDate: string;
  checkOutDate: string;
}

/** Approved stays that hold the night of `day` (check-in up to the night before check-out; SPEC 4: approved only). */
export function staysOn<T extends Stay>(day: string, bookings: readonly T[]): T[] {
  return bookings.filter((b) => b.status === 'approved' && b.checkInDate <= day && day < b.checkOutDate);
}

/** Blocked periods that hold the night of `day`. */
export function blocksOn<T extends { startDate: string; endDate: string }>(
  day: string,
  blocks: readonly T[],
): T[] {
  return blocks.filter((block) => block.startDate <= day && day < block.endDate);
}

/** At most CHIPS_PER_DAY shown, and how many more. */
export function chipsFor<T>(stays: readonly T[]): { shown: T[]; more: number } {
  return { shown: stays.slice(0, CHIPS_PER_DAY), more: Math.max(0, stays.length - CHIPS_PER_DAY) };
}

/**
 * SPEC 2 'Upcoming Bookings': the next 5 approved stays that have not ended, soonest check-in first, so a stay
 * under way leads the list (issue 46 #9: a stay checked in yesterday was left out, one checked in today was
 * "upcoming"; `stayPhase` of @stays/contracts tells which are in progress).
 */
export function upcomingBookings<T extends Stay>(bookings: readonly T[], now: Date = new Date()): T[] {
  return bookings
    .filter((b) => b.status === 'approved' && stayPhase(b, now) !== 'ended')
    .sort((a, b) => a.checkInDate.localeCompare(b.checkInDate))
    .slice(0, UPCOMING_COUNT);
}

/** SPEC 2 'Pending Requests': the first 3 pending bookings, in the list's order (newest first). */
export function pendingRequests<T extends { status: string }>(bookings: readonly T[]): T[] {
  return bookings.filter((b) => b.status === 'pending').slice(0, PENDING_COUNT);
}
