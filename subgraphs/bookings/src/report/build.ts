import { BOOKING_STATUSES } from '../booking/model';
import { nightsBetween } from '../booking/pricing';
import {
  approvedRevenue,
  type BookingFigures,
  propertyPerformance,
  refundedTotal,
  round2,
} from '../dashboard/analytics';
import type { ReportType } from './model';

/** SPEC section 9: reports cover a fixed 30 days. */
export const REPORT_DAYS = 30;
export const REPORT_DATE_RANGE = 'Last 30 days';

export interface Figure {
  key: string;
  label: string;
  value: number;
}

export interface ReportContent {
  figures: Figure[];
  columns: string[];
  rows: string[][];
}

/** A guest or host as a report names them (issue 30: by name and email, not by id). */
export interface Person {
  name: string;
  email: string;
}
export type People = ReadonlyMap<string, Person>;
/** Name and email of an account: blank for an account that is gone (its id is then all a report can say). */
const personCells = (people: People, id: unknown) => {
  const person = people.get(String(id));
  return person ? [person.name, person.email] : [String(id), ''];
};

export interface ReportBooking extends BookingFigures {
  guestId: unknown;
  hostId: unknown;
  checkInDate: string;
  checkOutDate: string;
  /** When the stay starts at the listing (absent on bookings stored before it was kept). */
  checkInAt?: Date | null;
  guests: number;
}

/** The summary's word for each status, in the order of BOOKING_STATUSES. */
const STATUS_LABELS: Record<(typeof BOOKING_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const count = (bookings: readonly ReportBooking[], status: string) =>
  bookings.filter((booking) => booking.status === status).length;
const nights = (booking: ReportBooking) => nightsBetween(booking.checkInDate, booking.checkOutDate);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const money = (value: number) => value.toFixed(2);

function bookingsReport(
  bookings: readonly ReportBooking[],
  titles: Map<string, string>,
  people: People,
): ReportContent {
  const approved = count(bookings, 'approved');
  return {
    figures: [
      { key: 'requests', label: 'Booking requests', value: bookings.length },
      // One figure per status a booking may have, so the statuses add up to the requests (issue 46 #9: an
      // expired request was counted in the total and in no status).
      ...BOOKING_STATUSES.map((status) => ({
        key: status,
        label: STATUS_LABELS[status],
        value: count(bookings, status),
      })),
      {
        key: 'approvalRate',
        label: 'Approval rate (%)',
        value: bookings.length ? Math.round((approved / bookings.length) * 100) : 0,
      },
      { key: 'nightsRequested', label: 'Nights requested', value: sum(bookings.map(nights)) },
    ],
    columns: [
      'Booking ID',
      'Created',
      'Property ID',
      'Property',
      'Guest',
      'Guest email',
      'Host',
      'Host email',
      'Check-in',
      'Check-out',
      'Nights',
      'Guests',
      'Status',
      'Total',
    ],
    rows: bookings.map((booking) => [
      String(booking._id),
      booking.createdAt.toISOString(),
      String(booking.propertyId),
      titles.get(String(booking.propertyId)) ?? '',
      ...personCells(people, booking.guestId),
      ...personCells(people, booking.hostId),
      booking.checkInDate,
      booking.checkOutDate,
      String(nights(booking)),
      String(booking.guests),
      booking.status,
      booking.totalPrice,
    ]),
  };
}

function earningsReport(bookings: readonly ReportBooking[], titles: Map<string, string>): ReportContent {
  const approved = bookings.filter((booking) => booking.status === 'approved');
  const revenue = approvedRevenue(approved);
  const byProperty = propertyPerformance(approved).sort((a, b) => b.revenue - a.revenue);
  return {
    figures: [
      { key: 'revenue', label: 'Revenue of approved bookings', value: revenue },
      { key: 'approvedBookings', label: 'Approved bookings', value: approved.length },
      {
        key: 'averageBookingValue',
        label: 'Average booking value',
        value: approved.length ? round2(revenue / approved.length) : 0,
      },
      { key: 'nightsBooked', label: 'Nights booked', value: sum(approved.map(nights)) },
      { key: 'refunded', label: 'Refunded to guests (cancellations)', value: refundedTotal(bookings) },
    ],
    columns: ['Property ID', 'Property', 'Approved bookings', 'Nights', 'Revenue'],
    rows: byProperty.map((row) => [
      row.propertyId,
      titles.get(row.propertyId) ?? '',
      String(row.approvedBookings),
      String(sum(approved.filter((b) => String(b.propertyId) === row.propertyId).map(nights))),
      money(row.revenue),
    ]),
  };
}

function propertiesReport(
  bookings: readonly ReportBooking[],
  titles: Map<string, string>,
  people: People,
): ReportContent {
  const rows = propertyPerformance(bookings);
  const of = (propertyId: string) => bookings.filter((booking) => String(booking.propertyId) === propertyId);
  return {
    figures: [
      { key: 'propertiesRequested', label: 'Properties with requests', value: rows.length },
      {
        key: 'propertiesBooked',
        label: 'Properties with approved stays',
        value: rows.filter((row) => row.approvedBookings > 0).length,
      },
      {
        key: 'propertiesWithPending',
        label: 'Properties with pending requests',
        value: rows.filter((row) => count(of(row.propertyId), 'pending') > 0).length,
      },
      {
        key: 'hosts',
        label: 'Hosts with requests',
        value: new Set(bookings.map((booking) => String(booking.hostId))).size,
      },
    ],
    columns: [
      'Property ID',
      'Property',
      'Host',
      'Host email',
      'Requests',
      'Approved',
      'Pending',
      'Rejected',
      'Revenue',
    ],
    rows: rows.map((row) => [
      row.propertyId,
      titles.get(row.propertyId) ?? '',
      ...personCells(people, of(row.propertyId)[0]?.hostId),
      String(row.bookings),
      String(row.approvedBookings),
      String(count(of(row.propertyId), 'pending')),
      String(count(of(row.propertyId), 'rejected')),
      money(row.revenue),
    ]),
  };
}

function userActivityReport(bookings: readonly ReportBooking[], people: People): ReportContent {
  const byGuest = new Map<string, ReportBooking[]>();
  for (const booking of bookings) {
    const guestId = String(booking.guestId);
    byGuest.set(guestId, [...(byGuest.get(guestId) ?? []), booking]);
  }
  const guests = [...byGuest.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  return {
    figures: [
      { key: 'activeGuests', label: 'Guests who requested stays', value: byGuest.size },
      {
        key: 'repeatGuests',
        label: 'Guests with more than one request',
        value: guests.filter(([, list]) => list.length > 1).length,
      },
      {
        key: 'activeHosts',
        label: 'Hosts who received requests',
        value: new Set(bookings.map((booking) => String(booking.hostId))).size,
      },
      {
        key: 'requestsPerGuest',
        label: 'Requests per guest',
        value: byGuest.size ? round2(bookings.length / byGuest.size) : 0,
      },
    ],
    columns: ['Guest', 'Guest email', 'Requests', 'Approved', 'Pending', 'Rejected', 'Spent'],
    rows: guests.map(([guestId, list]) => [
      ...personCells(people, guestId),
      String(list.length),
      String(count(list, 'approved')),
      String(count(list, 'pending')),
      String(count(list, 'rejected')),
      money(approvedRevenue(list)),
    ]),
  };
}

/** A report's figures and table over the bookings made in its period (oldest first). Pure. */
export function buildReport(
  type: ReportType,
  bookings: readonly ReportBooking[],
  titles: Map<string, string>,
  people: People,
): ReportContent {
  switch (type) {
    case 'bookings':
      return bookingsReport(bookings, titles, people);
    case 'earnings':
      return earningsReport(bookings, titles);
    case 'properties':
      return propertiesReport(bookings, titles, people);
    case 'user_activity':
      return userActivityReport(bookings, people);
  }
}
