import { Router } from 'express';
import gql from 'graphql-tag';
import { type RestOptions, fieldText } from './bookings';
import { runOperation } from './execute';
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
export function dashboardRouter({ server, contextOf }: RestOptions) {
  const router = Router();

  router.get('/dashboard/stats', async (req, res) => {
    const result = await runOperation<StatsData>(server, await contextOf(req), STATS);
    sendResult(res, result, (data) => ({
      pendingProperties: data.propertyCount,
      totalUsers: data.userCount,
      pendingBookings: data.bookingStats.pendingBookings,
      monthlyEarnings: data.bookingStats.monthlyEarnings,
    }));
  });

  router.get('/host/analytics', async (req, res) => {
    const result = await runOperation<{ hostAnalytics: unknown }>(
      server,
      await contextOf(req),
      HOST_ANALYTICS,
      {
        hostId: fieldText(req.query, 'hostId') || null,
      },
    );
    sendResult(res, result, (data) => data.hostAnalytics);
  });

  return router;
}
