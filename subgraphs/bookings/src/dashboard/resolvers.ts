import { assertCan, toGraphQLList, toObjectId, unauthenticated } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { statusAt, stillPending } from '../booking/expiry';
import type { BookingObject } from '../booking/model';
import { fetchPropertyFacts } from '../peers/properties';
import { hostAnalytics, platformFees } from './analytics';

export const dashboardResolvers: Resolvers = {
  Query: {
    hostAnalytics: async (_parent, args, context) => {
      const hostId = args.hostId ?? context.caller.userId;
      assertCan('dashboard.hostAnalytics', context.caller, { ownerId: hostId });
      if (!hostId) throw unauthenticated(); // the policy already refused anonymous callers
      const [stored, properties] = await Promise.all([
        context.bookings
          .find({ hostId: toObjectId(hostId) })
          .lean()
          .exec(),
        fetchPropertyFacts({ hostId }),
      ]);
      // Counted by the status the lists show: a request whose check-in passed is expired before any sweep.
      const figures = hostAnalytics(stored.map((booking) => ({ ...booking, status: statusAt(booking) })));
      return {
        hostId,
        ...figures,
        propertiesListed: properties.length,
        activeProperties: properties.filter((property) => property.status === 'approved').length,
        recentBookings: toGraphQLList<BookingObject>(figures.recentBookings),
      };
    },
    bookingStats: async (_parent, _args, context) => {
      assertCan('dashboard.stats', context.caller);
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [pendingBookings, madeThisMonth] = await Promise.all([
        context.bookings.countDocuments(stillPending(now)).exec(),
        context.bookings
          .find({ status: { $in: ['approved', 'cancelled'] }, createdAt: { $gte: monthStart } })
          .select({ status: 1, totalPrice: 1 })
          .lean()
          .exec(),
      ]);
      // The platform's earnings are its service fees, not the hosts' stays (issue 46 #9).
      return { pendingBookings, monthlyEarnings: platformFees(madeThisMonth as never) };
    },
  },
  PropertyPerformance: {
    property: (row) => ({ __typename: 'Property', id: row.propertyId }),
  },
};
