import { SERVICE_FEE_REFUNDABLE } from '@stays/contracts';
import { serviceFeeOf } from '../booking/pricing';

/** What the figures need of a booking. */
export interface BookingFigures {
  _id: unknown;
  propertyId: unknown;
  guestId?: unknown;
  status: string;
  totalPrice: string;
  createdAt: Date;
  checkInDate?: string;
  checkOutDate?: string;
  /** How many guests the stay is for. */
  guests?: number;
  /** Set on a cancelled booking: what its guest got back (cancellation/refund.ts). */
  refundAmount?: number | null;
}

/** Money given back to guests over cancelled bookings, to the cent. */
export function refundedTotal(bookings: readonly BookingFigures[]): number {
  return round2(
    bookings
      .filter((booking) => booking.status === 'cancelled')
      .reduce((sum, booking) => sum + (booking.refundAmount ?? 0), 0),
  );
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
const amount = (booking: BookingFigures) => Number(booking.totalPrice) || 0;

/** Sum of totalPrice over approved bookings, to the cent (SPEC section 9: only approved ones count). */
export function approvedRevenue(bookings: readonly BookingFigures[]): number {
  return round2(
    bookings.filter((booking) => booking.status === 'approved').reduce((sum, b) => sum + amount(b), 0),
  );
}

/**
 * What the platform earned over these bookings: the service fees of the approved ones, and of the cancelled ones
 * when the fee is kept on a cancellation (SERVICE_FEE_REFUNDABLE); the hosts' part is not the platform's.
 */
export function platformFees(bookings: readonly BookingFigures[]): number {
  return round2(
    bookings
      .filter(
        (booking) =>
          booking.status === 'approved' || (booking.status === 'cancelled' && !SERVICE_FEE_REFUNDABLE),
      )
      .reduce((sum, booking) => sum + serviceFeeOf(booking.totalPrice), 0),
  );
}

/** Guests of the approved stays: each stay's party counted (a stay of 3 is 3 guests), not the stays. */
export function guestsHosted(bookings: readonly BookingFigures[]): number {
  return bookings
    .filter((booking) => booking.status === 'approved')
    .reduce((sum, booking) => sum + (booking.guests ?? 1), 0);
}

/** True when the date falls in the same UTC month and year as `now`. */
export function inMonthOf(date: Date, now: Date): boolean {
  return date.getUTCFullYear() === now.getUTCFullYear() && date.getUTCMonth() === now.getUTCMonth();
}

export interface PropertyPerformance {
  propertyId: string;
  bookings: number;
  approvedBookings: number;
  revenue: number;
}

/** Per property: requests, approved ones and approved revenue; the busiest first (ties: revenue, then id). */
export function propertyPerformance(bookings: readonly BookingFigures[]): PropertyPerformance[] {
  const byProperty = new Map<string, PropertyPerformance>();
  for (const booking of bookings) {
    const propertyId = String(booking.propertyId);
    const row = byProperty.get(propertyId) ?? { propertyId, bookings: 0, approvedBookings: 0, revenue: 0 };
    row.bookings += 1;
    if (booking.status === 'approved') {
      row.approvedBookings += 1;
      row.revenue = round2(row.revenue + amount(booking));
    }
    byProperty.set(propertyId, row);
  }
  return [...byProperty.values()].sort(
    (a, b) => b.bookings - a.bookings || b.revenue - a.revenue || a.propertyId.localeCompare(b.propertyId),
  );
}

export interface MonthRevenue {
  /** YYYY-MM (UTC). */
  month: string;
  /** Approved totals of the bookings made that month, to the cent. */
  revenue: number;
  /** Approved bookings made that month. */
  bookings: number;
}

const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Approved revenue by the month a booking was made (UTC), for the 12 months ending with `now`'s, oldest first,
 * months without bookings included. By creation month, as SPEC 9's 'This Month' counts: the last bar is that
 * card's revenue, so the chart and the card never disagree.
 */
export function revenueByMonth(bookings: readonly BookingFigures[], now = new Date()): MonthRevenue[] {
  const months = Array.from({ length: 12 }, (_, index) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1))),
  );
  const rows = new Map(months.map((month) => [month, { month, revenue: 0, bookings: 0 }]));
  for (const booking of bookings) {
    if (booking.status !== 'approved') continue;
    const row = rows.get(monthKey(booking.createdAt));
    if (!row) continue;
    row.bookings += 1;
    row.revenue = round2(row.revenue + amount(booking));
  }
  return [...rows.values()];
}

/**
 * SPEC section 9's host analytics over a host's bookings: revenue (approved, 2 decimals), average booking
 * value (revenue / approved, or 0), approval rate (rounded % approved of all), this month (bookings created
 * in the current month and year), 5 most recent, top 3 properties by booking count.
 */
export function hostAnalytics<T extends BookingFigures>(bookings: readonly T[], now = new Date()) {
  const approved = bookings.filter((booking) => booking.status === 'approved');
  const totalRevenue = approvedRevenue(bookings);
  const thisMonth = bookings.filter((booking) => inMonthOf(booking.createdAt, now));
  return {
    totalRevenue,
    revenue: totalRevenue.toFixed(2),
    totalBookings: bookings.length,
    approvedBookings: approved.length,
    guestsHosted: guestsHosted(bookings),
    pendingRequests: bookings.filter((booking) => booking.status === 'pending').length,
    averageBookingValue: approved.length > 0 ? round2(totalRevenue / approved.length) : 0,
    approvalRate: bookings.length > 0 ? Math.round((approved.length / bookings.length) * 100) : 0,
    thisMonth: thisMonth.length,
    thisMonthRevenue: approvedRevenue(thisMonth),
    recentBookings: [...bookings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 5),
    topProperties: propertyPerformance(bookings).slice(0, 3),
    revenueByMonth: revenueByMonth(bookings, now),
    cancelledBookings: bookings.filter((booking) => booking.status === 'cancelled').length,
    refundedTotal: refundedTotal(bookings),
  };
}
