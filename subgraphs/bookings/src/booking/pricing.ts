/** SPEC section 9: the service fee is 14% of the subtotal, rounded to whole dollars. */
export const SERVICE_FEE_RATE = 0.14;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses YYYY-MM-DD as a UTC calendar day; null when malformed or not a real date (2025-02-30). */
export function parseDay(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  if (!date) throw new Error(`not a date: ${day}`);
  return formatDay(new Date(date.getTime() + days * DAY_MS));
}

/** Nights between two days: the ceiling of the days between them (0 when check-out is not after check-in). */
export function nightsBetween(checkInDate: string, checkOutDate: string): number {
  const checkIn = parseDay(checkInDate);
  const checkOut = parseDay(checkOutDate);
  if (!checkIn || !checkOut) return 0;
  return Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / DAY_MS));
}

export interface BookingPrice {
  nights: number;
  subtotal: number;
  serviceFee: number;
  total: number;
  /** What a booking stores and answers: the total as text, at most two decimals. */
  totalPrice: string;
}

/** The server's price of a stay: nights x price per night, plus the rounded 14% service fee. */
export function bookingPrice(checkInDate: string, checkOutDate: string, pricePerNight: number): BookingPrice {
  const nights = nightsBetween(checkInDate, checkOutDate);
  const subtotal = Math.round(nights * pricePerNight * 100) / 100;
  const serviceFee = Math.round(subtotal * SERVICE_FEE_RATE);
  const total = Math.round((subtotal + serviceFee) * 100) / 100;
  return { nights, subtotal, serviceFee, total, totalPrice: String(total) };
}

/** Two stays overlap when each starts before the other ends (check-out day is free for the next guest). */
export function staysOverlap(
  a: { checkInDate: string; checkOutDate: string },
  b: { checkInDate: string; checkOutDate: string },
): boolean {
  return a.checkInDate < b.checkOutDate && b.checkInDate < a.checkOutDate;
}
