// Stays are calendar dates, YYYY-MM-DD end to end. The kit's calendar works on local midnights, so a day is
// turned into the local Date of that day and back by its parts: never through `new Date('YYYY-MM-DD')`, which is
// UTC midnight and shows as the day before west of Greenwich (a guest in UTC-10 could not pick today).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight of a YYYY-MM-DD day; null when it is not a real day. */
export function fromDay(value: string | null | undefined): Date | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toDay(date) === value ? date : null;
}

/** The calendar day a local Date falls on, as YYYY-MM-DD. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The guest's own today (their device's calendar day). */
export function localToday(now = new Date()): string {
  return toDay(now);
}

/** Nights between two days (0 unless check-out is after check-in). */
export function nightsBetween(checkIn: string | undefined, checkOut: string | undefined): number {
  const start = fromDay(checkIn);
  const end = fromDay(checkOut);
  if (!start || !end) return 0;
  // Local midnights differ by 23 or 25 hours across a daylight-saving change: round, do not floor.
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 86_400_000));
}

/** Whether the night starting on `day` lies in one of the taken ranges ([start, end): end is a free morning). */
export function isTaken(day: string, ranges: ReadonlyArray<{ start: string; end: string }>): boolean {
  return ranges.some((range) => range.start <= day && day < range.end);
}

/** Whether a stay [checkIn, checkOut) crosses any taken night. */
export function crossesTaken(
  checkIn: string,
  checkOut: string,
  ranges: ReadonlyArray<{ start: string; end: string }>,
): boolean {
  return ranges.some((range) => range.start < checkOut && checkIn < range.end);
}
