// The price of a stay is one rule, `stayPrice` in `@stays/contracts` (stayPrice.ts): the properties subgraph's
// search results are priced by it too. This module keeps the bookings subgraph's names for it.
import { SERVICE_FEE_RATE, stayPrice } from '@stays/subgraph-shared';

export {
  addDays,
  addMonths,
  formatDay,
  nightsBetween,
  parseDay,
  SERVICE_FEE_RATE,
  type StayPrice,
  stayPrice,
  type StayTerms,
} from '@stays/subgraph-shared';

export interface BookingPrice {
  nights: number;
  subtotal: number;
  serviceFee: number;
  total: number;
  /** What a booking stores and answers: the total as text, at most two decimals. */
  totalPrice: string;
}

/** A nightly-only stay's price: nights x price per night, plus the rounded service fee (`stayPrice`). */
export function bookingPrice(checkInDate: string, checkOutDate: string, pricePerNight: number): BookingPrice {
  const { nights, subtotal, serviceFee, total, totalPrice } = stayPrice(
    checkInDate,
    checkOutDate,
    pricePerNight,
  );
  return { nights, subtotal, serviceFee, total, totalPrice };
}

/**
 * The service fee inside a stored total (the platform's part of it; bookings store the total only): the whole
 * number `fee` for which the subtotal `total - fee` gives that fee by the rule above.
 */
export function serviceFeeOf(totalPrice: string | number): number {
  const total = Number(totalPrice) || 0;
  const estimate = (total * SERVICE_FEE_RATE) / (1 + SERVICE_FEE_RATE);
  for (const fee of [Math.round(estimate), Math.floor(estimate), Math.ceil(estimate)]) {
    if (Math.round((Math.round((total - fee) * 100) / 100) * SERVICE_FEE_RATE) === fee) return fee;
  }
  return Math.round(estimate);
}

/** Two stays overlap when each starts before the other ends (check-out day is free for the next guest). */
export function staysOverlap(
  a: { checkInDate: string; checkOutDate: string },
  b: { checkInDate: string; checkOutDate: string },
): boolean {
  return a.checkInDate < b.checkOutDate && b.checkInDate < a.checkOutDate;
}
