import { amountOf } from '../common/labels';

/**
 * SPEC 2's four host stat cards: Properties (approved ones, as active, of all), Bookings (pending requests), Total
 * Guests (approved bookings) and Revenue (sum of totalPrice over approved bookings, to the cent).
 */
export function dashboardStats(
  properties: readonly { status: string }[],
  bookings: readonly { status: string; totalPrice: string }[],
) {
  const approved = bookings.filter((booking) => booking.status === 'approved');
  return {
    properties: properties.length,
    activeProperties: properties.filter((property) => property.status === 'approved').length,
    pendingBookings: bookings.filter((booking) => booking.status === 'pending').length,
    totalGuests: approved.length,
    revenue: Math.round(approved.reduce((sum, booking) => sum + amountOf(booking.totalPrice), 0) * 100) / 100,
  };
}

/** SPEC 9: the dashboard lists the first 3 properties and the first 3 bookings. */
export const DASHBOARD_LIST_SIZE = 3;
