// The staff dashboard's inbox: one page of the caller's notifications with the totals its tab and badge show.
import { assertCan, pageFrom, pageWindow, toGraphQLList } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { inboxFilter, type NotificationObject } from '../notification/resolvers';

export const inboxResolvers: Resolvers = {
  Query: {
    notificationPage: async (_parent, args, context) => {
      const window = pageWindow(args.limit, args.offset);
      assertCan('notification.list', context.caller);
      const filter = inboxFilter(context.caller);
      const [rows, total, unread] = await Promise.all([
        context.notifications
          .find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(window.offset)
          .limit(window.limit + 1)
          .lean()
          .exec(),
        context.notifications.countDocuments(filter).exec(),
        context.notifications.countDocuments({ ...filter, isRead: false }).exec(),
      ]);
      const page = pageFrom(rows, window);
      return { ...page, items: toGraphQLList<NotificationObject>(page.items), total, unread };
    },
  },
};
