// The rules of a stay that the server enforces and the screens repeat before asking it: how many guests a stay
// and a search may have, and when a stay starts and ends. One definition for the subgraphs and the front ends.

/** A booking, a listing's capacity and a search ask for 1 to 16 guests. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 16;

/**
 * SPEC section 5: a listing's max guests when its form leaves the box empty or not a whole number: 1 on the host's
 * form, 2 on the admin's.
 */
export const FALLBACK_MAX_GUESTS = { host: 1, admin: 2 } as const;

/** The max guests a listing form's entry stands for: a whole number from MIN_GUESTS, else the form's fallback. */
export function maxGuestsOrFallback(value: unknown, forAdmin: boolean): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(n) && n >= MIN_GUESTS ? n : FALLBACK_MAX_GUESTS[forAdmin ? 'admin' : 'host'];
}

/**
 * Stays are calendar dates and properties carry no time zone, so check-in is fixed at 15:00 UTC of the check-in
 * date and check-out at 11:00 UTC of the check-out date: refunds count from the first, a stay is over (and the
 * trips page shows it under Past) from the second.
 */
export const CHECK_IN_HOUR_UTC = 15;
export const CHECK_OUT_HOUR_UTC = 11;

const atHour = (date: string, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);

/** The moment a stay starts: its check-in date (YYYY-MM-DD) at CHECK_IN_HOUR_UTC. */
export function checkInMoment(checkInDate: string): Date {
  return atHour(checkInDate, CHECK_IN_HOUR_UTC);
}

/** The moment a stay ends: its check-out date (YYYY-MM-DD) at CHECK_OUT_HOUR_UTC. */
export function checkOutMoment(checkOutDate: string): Date {
  return atHour(checkOutDate, CHECK_OUT_HOUR_UTC);
}

/** Where an approved stay stands at `now`: still to come, under way (checked in, not yet out), or over. */
export type StayPhase = 'upcoming' | 'inProgress' | 'ended';

/**
 * The phase of a stay from its dates (issue 46 #9: a stay under way was listed as upcoming): under way from its
 * check-in moment, over from its check-out moment, the same moments refunds and reviews count from.
 */
export function stayPhase(
  stay: { checkInDate: string; checkOutDate: string },
  now: Date = new Date(),
): StayPhase {
  if (now.getTime() >= checkOutMoment(stay.checkOutDate).getTime()) return 'ended';
  if (now.getTime() >= checkInMoment(stay.checkInDate).getTime()) return 'inProgress';
  return 'upcoming';
}
