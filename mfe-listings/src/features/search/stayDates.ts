// Dates typed or pasted into an address (?checkIn=&checkOut=) are checked before a search or a booking uses
// them: a stay in the past, a check-out before its check-in or a day that is not a date is corrected, and the
// page says what it changed (issue 30 #12) instead of searching for it silently.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type DateCorrection = 'invalid' | 'past' | 'reversed' | 'sameDay';

export interface CheckedStay {
  checkIn: string;
  checkOut: string;
  /** What was changed, null when the address was fine (or named no dates). */
  correction: DateCorrection | null;
}

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/**
 * The stay an address asks for, corrected: a date that is not a calendar day or a check-in before today drops
 * both dates; a check-out before the check-in swaps them; the same day twice drops the check-out. `today` is the
 * guest's own calendar day (YYYY-MM-DD).
 */
export function checkStayDates(checkIn: string, checkOut: string, today: string): CheckedStay {
  if (!checkIn && !checkOut) return { checkIn, checkOut, correction: null };
  if ((checkIn && !isCalendarDay(checkIn)) || (checkOut && !isCalendarDay(checkOut)))
    return { checkIn: '', checkOut: '', correction: 'invalid' };
  if (checkIn && checkOut && checkOut < checkIn) {
    const swapped = checkStayDates(checkOut, checkIn, today);
    return swapped.correction ? swapped : { ...swapped, correction: 'reversed' };
  }
  if ((checkIn && checkIn < today) || (!checkIn && checkOut < today))
    return { checkIn: '', checkOut: '', correction: 'past' };
  if (checkIn && checkOut === checkIn) return { checkIn, checkOut: '', correction: 'sameDay' };
  return { checkIn, checkOut, correction: null };
}
