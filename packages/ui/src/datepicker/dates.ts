// Calendar arithmetic on local dates (midnight), the subset react-day-picker takes from date-fns, with the
// same rules: weeks start on Sunday unless told otherwise, week numbers count the week holding January 1
// as week 1 (the US rule react-day-picker uses by default).

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DAY_MS = 86_400_000;

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
export const startOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);
export const endOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth() + 1, 0);

/** Same day of month where it exists, else the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(d: Date, n: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const last = endOfMonth(target).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(d.getDate(), last));
}

export const isSameDay = (a: Date | undefined, b: Date | undefined) =>
  !!a &&
  !!b &&
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();
export const isSameMonth = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
export const isBeforeDay = (a: Date, b: Date) => startOfDay(a).getTime() < startOfDay(b).getTime();
export const isAfterDay = (a: Date, b: Date) => startOfDay(a).getTime() > startOfDay(b).getTime();
/** Whole months from a to b (b later gives a positive number). */
export const monthsBetween = (a: Date, b: Date) =>
  (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());

export function startOfWeek(d: Date, weekStartsOn: WeekStart): Date {
  const diff = (d.getDay() - weekStartsOn + 7) % 7;
  return addDays(startOfDay(d), -diff);
}
export const endOfWeek = (d: Date, weekStartsOn: WeekStart) => addDays(startOfWeek(d, weekStartsOn), 6);

/** Week number where week 1 is the week containing January 1 (date-fns getWeek with firstWeekContainsDate 1). */
export function weekNumber(d: Date, weekStartsOn: WeekStart = 0): number {
  const week = startOfWeek(d, weekStartsOn);
  const nextYearStart = startOfWeek(new Date(d.getFullYear() + 1, 0, 1), weekStartsOn);
  const yearStart =
    week.getTime() >= nextYearStart.getTime()
      ? nextYearStart
      : startOfWeek(new Date(d.getFullYear(), 0, 1), weekStartsOn);
  // Rounded: a daylight-saving change makes some weeks an hour short or long.
  return Math.round((week.getTime() - yearStart.getTime()) / (7 * DAY_MS)) + 1;
}

/** The weeks shown for a month: each week is 7 dates, days of neighbouring months included. */
export function monthWeeks(month: Date, weekStartsOn: WeekStart): Date[][] {
  const first = startOfWeek(startOfMonth(month), weekStartsOn);
  const last = endOfWeek(endOfMonth(month), weekStartsOn);
  const weeks: Date[][] = [];
  for (let day = first; !isAfterDay(day, last); day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

export interface DateRange {
  from: Date | undefined;
  to?: Date | undefined;
}

/**
 * react-day-picker's addToRange: the first click starts a range, the second ends it (or starts it, when
 * earlier); clicking an end of a complete range moves that end; clicking a one-day range's day clears it.
 */
export function addToRange(
  date: Date,
  range: DateRange | undefined,
  required = false,
): DateRange | undefined {
  const { from, to } = range ?? { from: undefined };
  if (!from && !to) return { from: date, to: date };
  if (from && !to) {
    if (isSameDay(from, date)) return { from, to: date };
    return isBeforeDay(date, from) ? { from: date, to: from } : { from, to: date };
  }
  if (from && to) {
    if (isSameDay(from, date) && isSameDay(to, date)) return required ? { from, to } : undefined;
    if (isSameDay(from, date)) return { from, to: date };
    if (isSameDay(to, date)) return { from: date, to: date };
    if (isBeforeDay(date, from)) return { from: date, to };
    return { from, to: date };
  }
  // Only `to` set: treat it as the start.
  return addToRange(date, { from: to, to: undefined }, required);
}

export function isInRange(date: Date, range: DateRange | undefined): boolean {
  if (!range?.from) return false;
  const to = range.to ?? range.from;
  return !isBeforeDay(date, range.from) && !isAfterDay(date, to);
}
