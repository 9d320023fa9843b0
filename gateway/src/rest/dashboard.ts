import gql from 'graphql-tag';
import { type RestOptions, fieldText } from './bookings';
import { runOperation } from './execute';
import { routerOf, type RestRoute } from './route';
import { ref } from '../openapi/shapes';
import { sendResult } from './respond';

/** One operation across three subgraphs: properties and users count theirs, bookings its own figures. */
const STATS = gql`
  query RestDashboardStats {
    propertyCount(status: pending)
    userCount(roles: [host, visitor])
    bookingStats {
      pendingBookings
      monthlyEarnings
    }
  }
`;

const HOST_ANALYTICS = gql`
  query RestHostAnalytics($hostId: ID) {
    hostAnalytics(hostId: $hostId) {
      hostId
      totalRevenue
      revenue
      totalBookings
      approvedBookings
      pendingRequests
      averageBookingValue
      approvalRate
      thisMonth
      thisMonthRevenue
      cancelledBookings
      refundedTotal
      recentBookings {
        id
        propertyId
        checkInDate
        checkOutDate
        guests
        totalPrice
        status
        createdAt
        guest {
          id
          firstName
          lastName
        }
        property {
          id
          title
          location
        }
      }
      topProperties {
        propertyId
        bookings
        approvedBookings
        revenue
        property {
          id
          title
          location
        }
      }
    }
  }
`;

interface StatsData {
  propertyCount: number;
  userCount: number;
  bookingStats: { pendingBookings: number; monthlyEarnings: number };
}

/** The staff portal's stat cards (SPEC section 3 shape) and the host analytics page. */
export const dashboardRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/dashboard/stats',
    access: 'staff or admin',
    doc: {
      tag: 'Dashboard',
      summary: 'Pending properties, users, pending bookings, earnings this month',
      ok: { schema: ref('Stats') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation<StatsData>(server, await contextOf(req), STATS);
      sendResult(res, result, (data) => ({
        pendingProperties: data.propertyCount,
        totalUsers: data.userCount,
        pendingBookings: data.bookingStats.pendingBookings,
        monthlyEarnings: data.bookingStats.monthlyEarnings,
      }));
    },
  },
  {
    method: 'get',
    path: '/host/analytics',
    access: 'host',
    doc: {
      tag: 'Dashboard',
      summary: "The host's revenue, average booking value, approval rate, this month and top properties",
      query: [{ name: 'hostId', description: 'Admins only: the host to report on (the caller otherwise)' }],
      ok: { schema: ref('HostAnalytics') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation<{ hostAnalytics: unknown }>(
        server,
        await contextOf(req),
        HOST_ANALYTICS,
        {
          hostId: fieldText(req.query, 'hostId') || null,
        },
      );
      sendResult(res, result, (data) => data.hostAnalytics);
    },
  },
];

export function dashboardRouter(options: RestOptions) {
  return routerOf(dashboardRoutes, options);
}
