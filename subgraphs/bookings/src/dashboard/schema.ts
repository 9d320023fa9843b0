import gql from 'graphql-tag';

// Shares the document set of booking/schema.ts (which declares the federation link and the entity stubs).
export const dashboardTypeDefs = gql`
  "A property's bookings in host analytics and reports."
  type PropertyPerformance {
    propertyId: ID!
    property: Property
    "Requests of any status."
    bookings: Int!
    approvedBookings: Int!
    "Sum of approved totals."
    revenue: Float!
  }

  "SPEC section 9's host analytics, over the host's own bookings."
  type HostAnalytics {
    hostId: ID!
    "Sum of approved totalPrice."
    totalRevenue: Float!
    "The same with 2 decimals, as text."
    revenue: String!
    totalBookings: Int!
    approvedBookings: Int!
    pendingRequests: Int!
    "Revenue / approved bookings, or 0."
    averageBookingValue: Float!
    "Rounded percentage of approved bookings out of all."
    approvalRate: Int!
    "Bookings created in the current month and year."
    thisMonth: Int!
    thisMonthRevenue: Float!
    "The 5 newest."
    recentBookings: [Booking!]!
    "Top 3 by booking count."
    topProperties: [PropertyPerformance!]!
  }

  "The bookings part of the staff portal's stat cards."
  type BookingStats {
    pendingBookings: Int!
    "Sum of totalPrice of the approved bookings made this month (UTC)."
    monthlyEarnings: Float!
  }

  extend type Query {
    "A host's analytics: the signed-in host's own (admins may name any host)."
    hostAnalytics(hostId: ID): HostAnalytics!
    "Staff and admin."
    bookingStats: BookingStats!
  }
`;
