import { DEFAULT_MAX_NIGHTS, isObjectIdString, MAX_GUESTS, TEXT_LIMITS } from '@stays/subgraph-shared';
import { formatDay, nightsBetween, parseDay } from './pricing';

export type FieldErrors = Record<string, string>;

/** A request longer than a year is a typo, not a stay. */
export const MAX_NIGHTS = DEFAULT_MAX_NIGHTS;
/** The note to the host: the contracts' limit, which the booking dialog counts against too. */
export const MAX_MESSAGE_LENGTH = TEXT_LIMITS.bookingMessage.max;

/**
 * "Today" for a check-in: the earliest calendar day anywhere (UTC-12), so a guest whose today is still
 * yesterday in UTC is not refused; anything before it is in the past everywhere.
 */
export function earliestToday(now = new Date()): string {
  return formatDay(new Date(now.getTime() - 12 * 3_600_000));
}

/** A day as YYYY-MM-DD; a full ISO timestamp (a date picker's) is cut to its day. */
function day(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const candidate = /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  return parseDay(candidate) ? candidate : null;
}

export interface StayRequest {
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
}

/** The stay of a quote or a booking, with SPEC section 5's messages by field. Pure. */
export function checkStay(
  raw: { propertyId?: unknown; checkInDate?: unknown; checkOutDate?: unknown; guests?: unknown },
  now = new Date(),
): { ok: true; value: StayRequest } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!isObjectIdString(raw.propertyId))
    errors.propertyId = raw.propertyId ? 'Property not found' : 'Property is required';
  const checkInDate = day(raw.checkInDate);
  const checkOutDate = day(raw.checkOutDate);
  if (raw.checkInDate == null || raw.checkInDate === '') errors.checkInDate = 'Check-in date is required';
  else if (!checkInDate) errors.checkInDate = 'Check-in date must be a date (YYYY-MM-DD)';
  else if (checkInDate < earliestToday(now)) errors.checkInDate = 'Check-in date must be today or later';
  if (raw.checkOutDate == null || raw.checkOutDate === '') errors.checkOutDate = 'Check-out date is required';
  else if (!checkOutDate) errors.checkOutDate = 'Check-out date must be a date (YYYY-MM-DD)';
  else if (checkInDate && nightsBetween(checkInDate, checkOutDate) < 1)
    errors.checkOutDate = 'Check-out date must be after check-in date';
  else if (checkInDate && nightsBetween(checkInDate, checkOutDate) > MAX_NIGHTS)
    errors.checkOutDate = `A stay can be at most ${MAX_NIGHTS} nights`;
  const guests = raw.guests == null || raw.guests === '' ? 1 : Number(raw.guests);
  if (!Number.isInteger(guests) || guests < 1) errors.guests = 'At least 1 guest is required';
  else if (guests > MAX_GUESTS) errors.guests = `At most ${MAX_GUESTS} guests`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      propertyId: raw.propertyId as string,
      checkInDate: checkInDate!,
      checkOutDate: checkOutDate!,
      guests,
    },
  };
}

/** The optional message to the host: trimmed, bounded. */
export function checkMessage(value: unknown): { ok: true; value?: string } | { ok: false; error: string } {
  if (value == null) return { ok: true };
  if (typeof value !== 'string') return { ok: false, error: 'Message must be text' };
  const trimmed = value.trim();
  if (trimmed.length > MAX_MESSAGE_LENGTH)
    return { ok: false, error: `Message must be at most ${MAX_MESSAGE_LENGTH} characters` };
  return { ok: true, value: trimmed || undefined };
}

/**
 * The client's total (SPEC: sent as text) against the server's. Absent is fine (the server's is used);
 * anything else must be the same amount to the cent.
 */
export function totalMatches(clientTotal: unknown, serverTotal: number): boolean {
  if (clientTotal == null || clientTotal === '') return true;
  const given =
    typeof clientTotal === 'number' ? clientTotal : Number(String(clientTotal).replace(/[$,\s]/g, ''));
  return Number.isFinite(given) && Math.abs(given - serverTotal) < 0.005;
}
