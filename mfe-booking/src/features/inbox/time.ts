/** How a past moment is told: 'just now', so many minutes/hours/days ago, or its date after a week. */
export type WhenText =
  | { kind: 'now' }
  | { kind: 'relative'; value: number; unit: 'minute' | 'hour' | 'day' }
  | { kind: 'date'; date: Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function whenText(iso: string, now: number = Date.now()): WhenText {
  const date = new Date(iso);
  const ago = now - date.getTime();
  if (Number.isNaN(ago) || ago < MINUTE) return { kind: 'now' };
  if (ago < HOUR) return { kind: 'relative', value: -Math.floor(ago / MINUTE), unit: 'minute' };
  if (ago < DAY) return { kind: 'relative', value: -Math.floor(ago / HOUR), unit: 'hour' };
  if (ago < 7 * DAY) return { kind: 'relative', value: -Math.floor(ago / DAY), unit: 'day' };
  return { kind: 'date', date };
}
