// The OpenAPI document's schemas: figures for the dashboards and reports (SPEC section 3's JSON shapes as the REST adapters answer them).
import { bookingStatus, date, dateTime, int, num, object, person, str, type Schema } from './shared';

export const reportsSchemas: Record<string, Schema> = {
  Stats: object({
    pendingProperties: int(),
    totalUsers: int(),
    pendingBookings: int(),
    monthlyEarnings: num(),
  }),
  Report: object({
    id: str(),
    type: str({ enum: ['user_activity', 'properties', 'bookings', 'earnings'] }),
    title: str(),
    description: str(),
    dateRange: str({ example: 'Last 30 days' }),
    from: dateTime,
    to: dateTime,
    createdBy: str({ nullable: true }),
    createdAt: dateTime,
    data: {
      type: 'object',
      additionalProperties: true,
      description:
        'Each figure by its key, plus `figures` [{key, label, value}]; a freshly generated report also has `columns` and `rows` (the CSV table)',
    },
  }),
  HostAnalytics: object({
    hostId: str(),
    totalRevenue: num({ description: 'Sum of approved totalPrice' }),
    revenue: str({ example: '1240.00', description: 'The same with 2 decimals' }),
    totalBookings: int(),
    approvedBookings: int(),
    pendingRequests: int(),
    averageBookingValue: num({ description: 'Revenue / approved bookings, or 0' }),
    approvalRate: int({ description: 'Rounded percentage of approved bookings out of all' }),
    thisMonth: int({ description: 'Bookings created this calendar month' }),
    thisMonthRevenue: num(),
    cancelledBookings: int({ description: 'Bookings their guests cancelled' }),
    refundedTotal: num({ description: 'Refunded to guests over those cancellations (fees kept)' }),
    recentBookings: {
      type: 'array',
      description: 'The 5 newest',
      items: object({
        id: str(),
        propertyId: str(),
        checkInDate: date,
        checkOutDate: date,
        guests: int(),
        totalPrice: str(),
        status: bookingStatus,
        createdAt: dateTime,
        guest: { ...person, nullable: true },
        property: { ...object({ id: str(), title: str(), location: str() }), nullable: true },
      }),
    },
    topProperties: {
      type: 'array',
      description: 'The top 3 by booking count',
      items: object({
        propertyId: str(),
        bookings: int(),
        approvedBookings: int(),
        revenue: num(),
        property: { ...object({ id: str(), title: str(), location: str() }), nullable: true },
      }),
    },
  }),
};
