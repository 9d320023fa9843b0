// The staff queue of pending requests and the admin's list of every booking, one page per request (index
// status+createdAt+_id, or createdAt+_id for every status) with a count of the matches.
import { assertCan, pageFrom, pageWindow, toGraphQLList } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { withStatus } from '../booking/expiry';
import type { BookingObject } from '../booking/model';

export const moderationResolvers: Resolvers = {
  Query: {
    bookingPage: async (_parent, args, context) => {
      // The pending queue is the staff's (booking.listPending); any other list is the admin's.
      assertCan(args.status === 'pending' ? 'booking.listPending' : 'booking.listAll', context.caller);
      const window = pageWindow(args.limit, args.offset);
      // A pending request whose check-in passed is expired (booking/expiry.ts), even before the sweep marks it.
      const filter = withStatus(args.status);
      const [rows, total] = await Promise.all([
        context.bookings
          .find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(window.offset)
          .limit(window.limit + 1)
          .lean()
          .exec(),
        // Every booking: the collection's size, not a count of it.
        args.status
          ? context.bookings.countDocuments(filter).exec()
          : context.bookings.estimatedDocumentCount().exec(),
      ]);
      const page = pageFrom(rows, window);
      for (const doc of page.items) context.loaders.bookingById.prime(String(doc._id), doc);
      return { ...page, items: toGraphQLList<BookingObject>(page.items), total };
    },
  },
};
