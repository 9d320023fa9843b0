// The semesters a student searches by (issue 43): one rule for the search bar's presets and for the links that
// open a Months search (the landing, the Student Guide).

export interface SemesterPreset {
  id: 'fall' | 'spring' | 'year';
  moveIn: string;
  months: number;
}

/**
 * Computed from today (YYYY-MM-DD): the next fall (20 August, 4 months), the next spring (10 January, 4 months)
 * and the next academic year (20 August, 9 months); each the first such day not before today.
 */
export function semesterPresets(today: string): SemesterPreset[] {
  const year = Number(today.slice(0, 4));
  const next = (monthDay: string) =>
    `${year}-${monthDay}` >= today ? `${year}-${monthDay}` : `${year + 1}-${monthDay}`;
  return [
    { id: 'fall', moveIn: next('08-20'), months: 4 },
    { id: 'spring', moveIn: next('01-10'), months: 4 },
    { id: 'year', moveIn: next('08-20'), months: 9 },
  ];
}

/** A date as the reader's own calendar day, YYYY-MM-DD (not toISOString, which is the UTC day). */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The address of a Months search for the next fall near a place (`/search?moveIn=…&months=4&near=…`). */
export function fallSearchPath(today: string, near: string): string {
  const fall = semesterPresets(today)[0];
  return `/search?${new URLSearchParams({ moveIn: fall.moveIn, months: String(fall.months), near }).toString()}`;
}
