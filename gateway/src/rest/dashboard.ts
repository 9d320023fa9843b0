import { type RestOptions, fieldText } from './bookings';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { ref } from '../openapi/shapes';
import { RestDashboardStatsDocument, RestHostAnalyticsDocument } from '../__generated__/graphql';
import { sendResult } from './respond';

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
      const result = await runOperation(server, await contextOf(req), RestDashboardStatsDocument);
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
      const result = await runOperation(server, await contextOf(req), RestHostAnalyticsDocument, {
        hostId: fieldText(req.query, 'hostId') || null,
      });
      sendResult(res, result, (data) => data.hostAnalytics);
    },
  },
];
