import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { assertCan, toGraphQLList, toObjectId } from '@stays/subgraph-shared';
import type { BookingsContext } from '../context';
import { approvedRevenue, hostAnalytics, type PropertyPerformance } from './analytics';

export const dashboardResolvers: GraphQLResolverMap<BookingsContext> = {
  Query: {
    hostAnalytics: async (_parent, args: { hostId?: string | null }, context: BookingsContext) => {
      const hostId = args.hostId ?? context.caller.userId;
      assertCan('dashboard.hostAnalytics', context.caller, { ownerId: hostId });
      const bookings = await context.bookings
        .find({ hostId: toObjectId(hostId) })
        .lean()
        .exec();
      const figures = hostAnalytics(bookings);
      return { hostId, ...figures, recentBookings: toGraphQLList(figures.recentBookings) };
    },
    bookingStats: async (_parent, _args, context: BookingsContext) => {
      assertCan('dashboard.stats', context.caller);
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [pendingBookings, approvedThisMonth] = await Promise.all([
        context.bookings.countDocuments({ status: 'pending' }).exec(),
        context.bookings
          .find({ status: 'approved', createdAt: { $gte: monthStart } })
          .select({ status: 1, totalPrice: 1 })
          .lean()
          .exec(),
      ]);
      return { pendingBookings, monthlyEarnings: approvedRevenue(approvedThisMonth as never) };
    },
  },
  PropertyPerformance: {
    property: (row: PropertyPerformance) => ({ __typename: 'Property', id: row.propertyId }),
  },
};
