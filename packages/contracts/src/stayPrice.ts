// The price of a stay (SPEC section 9 and issue 43 #2): one rule for the booking, the quote, every search
// result's quote and the seed, on the server. The front ends show what the server answered; they compute nothing.
// Calendar days are UTC days written YYYY-MM-DD. docs/decisions.md, "Long stays", explains the rule with a
// worked example.

/** SPEC section 9: the service fee is 14% of what the nights cost (after any discount), rounded to whole dollars. */
export const SERVICE_FEE_RATE = 0.14;
/** The rate as people read it: "14%". */
export const SERVICE_FEE_PERCENT = `${Math.round(SERVICE_FEE_RATE * 100)}%`;
/** A weekly discount applies from this many nights. */
export const WEEK_NIGHTS = 7;
/** A monthly discount applies from this many nights. */
export const MONTH_NIGHTS = 28;
/** The nights left over after whole months cost this share of the monthly price each (1/30). */
export const PRO_RATA_DAYS = 30;
/** The stay limits a listing has when its host set none. */
export const DEFAULT_MIN_NIGHTS = 1;
export const DEFAULT_MAX_NIGHTS = 365;
/** A discount is a whole percent from 0 to this. */
export const MAX_DISCOUNT_PERCENT = 90;
/** A Months search: 1 to 12 months from the move-in date. */
export const MIN_MONTHS = 1;
export const MAX_MONTHS = 12;

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

/**
 * The same day `months` calendar months later; a day the later month does not have is its last day
 * (2027-01-31 + 1 month = 2027-02-28). Counted from `day` each time, never chained.
 */
export function addMonths(day: string, months: number): string {
  const date = parseDay(day);
  if (!date) throw new Error(`not a date: ${day}`);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatDay(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))));
}

/** Nights between two days: the ceiling of the days between them (0 when check-out is not after check-in). */
export function nightsBetween(checkInDate: string, checkOutDate: string): number {
  const checkIn = parseDay(checkInDate);
  const checkOut = parseDay(checkOutDate);
  if (!checkIn || !checkOut) return 0;
  return Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / DAY_MS));
}

/** Whole calendar months from check-in that end on or before check-out, and the nights left after them. */
export function monthsAndNights(
  checkInDate: string,
  checkOutDate: string,
): { months: number; extraNights: number } {
  const nights = nightsBetween(checkInDate, checkOutDate);
  if (nights === 0) return { months: 0, extraNights: 0 };
  let months = 0;
  while (addMonths(checkInDate, months + 1) <= checkOutDate) months += 1;
  return { months, extraNights: nightsBetween(addMonths(checkInDate, months), checkOutDate) };
}

/** What a listing charges: its nightly price and its long-stay terms (absent = none). */
export interface StayTerms {
  pricePerNight: number;
  pricePerMonth?: number | null;
  weeklyDiscountPercent?: number | null;
  monthlyDiscountPercent?: number | null;
}

/** Which long-stay rule lowered the price: the monthly price, or the weekly or monthly discount. */
export type DiscountKind = 'monthly_price' | 'monthly' | 'weekly';

export interface StayPrice {
  nights: number;
  /** Whole calendar months in the stay (counted whatever the terms; priced only with a monthly price). */
  months: number;
  /** Nights after the whole months. */
  extraNights: number;
  /** nights x the nightly price. */
  subtotal: number;
  /** What the long-stay terms take off the subtotal (0 for a stay they do not cover). */
  discount: number;
  discountKind: DiscountKind | null;
  /** 14% of subtotal - discount, whole dollars. */
  serviceFee: number;
  /** subtotal - discount + serviceFee. */
  total: number;
  /** What a booking stores and answers: the total as text, at most two decimals. */
  totalPrice: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** What the long-stay terms take off nights x the nightly price, and by which rule. */
function longStayDiscount(
  subtotal: number,
  nights: number,
  months: number,
  extraNights: number,
  terms: StayTerms,
): { discount: number; discountKind: DiscountKind | null } {
  if (terms.pricePerMonth != null && terms.pricePerMonth >= 0) {
    // A monthly price replaces the discounts: from 28 nights, whole calendar months at it and the other nights
    // at 1/30 of it each, when that is less than the nights at the nightly price (the most a stay costs).
    if (nights < MONTH_NIGHTS) return { discount: 0, discountKind: null };
    const monthly = cents(months * terms.pricePerMonth + (extraNights * terms.pricePerMonth) / PRO_RATA_DAYS);
    return monthly < subtotal
      ? { discount: cents(subtotal - monthly), discountKind: 'monthly_price' }
      : { discount: 0, discountKind: null };
  }
  if (nights >= MONTH_NIGHTS && given(terms.monthlyDiscountPercent))
    return { discount: cents((subtotal * terms.monthlyDiscountPercent) / 100), discountKind: 'monthly' };
  if (nights >= WEEK_NIGHTS && given(terms.weeklyDiscountPercent))
    return { discount: cents((subtotal * terms.weeklyDiscountPercent) / 100), discountKind: 'weekly' };
  return { discount: 0, discountKind: null };
}

/**
 * The server's price of a stay. Nights at the nightly price make the subtotal; the long-stay terms take their
 * discount off it as its own line (a monthly price: whole calendar months at it plus the remaining nights pro
 * rata; otherwise the monthly discount from 28 nights, else the weekly one from 7); the service fee is 14% of
 * what remains, in whole dollars. A listing without terms is priced exactly as before (no discount).
 */
export function stayPrice(checkInDate: string, checkOutDate: string, terms: StayTerms | number): StayPrice {
  const rule = typeof terms === 'number' ? { pricePerNight: terms } : terms;
  const nights = nightsBetween(checkInDate, checkOutDate);
  const { months, extraNights } = monthsAndNights(checkInDate, checkOutDate);
  const subtotal = cents(nights * rule.pricePerNight);
  const { discount, discountKind } = longStayDiscount(subtotal, nights, months, extraNights, rule);
  const serviceFee = Math.round(cents(subtotal - discount) * SERVICE_FEE_RATE);
  const total = cents(subtotal - discount + serviceFee);
  return {
    nights,
    months,
    extraNights,
    subtotal,
    discount,
    discountKind,
    serviceFee,
    total,
    totalPrice: String(total),
  };
}

/** A listing's stay limits: the nights it takes at least and at most (defaults 1 and 365). */
export interface StayLimits {
  minNights?: number | null;
  maxNights?: number | null;
}

export const minNightsOf = (limits: StayLimits) => limits.minNights ?? DEFAULT_MIN_NIGHTS;
export const maxNightsOf = (limits: StayLimits) => limits.maxNights ?? DEFAULT_MAX_NIGHTS;

/** Why a stay of `nights` is outside the listing's limits, naming the limit; null when it is within them. */
export function stayLengthProblem(nights: number, limits: StayLimits): string | null {
  const min = minNightsOf(limits);
  const max = maxNightsOf(limits);
  if (nights < min) return `This place takes stays of at least ${min} night${min === 1 ? '' : 's'}`;
  if (nights > max) return `This place takes stays of at most ${max} night${max === 1 ? '' : 's'}`;
  return null;
}
