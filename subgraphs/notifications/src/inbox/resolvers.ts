// The staff dashboard's inbox: one page of the caller's notifications with the totals its tab and badge show.
import {
  assertCan,
  can,
  type Caller,
  pageFrom,
  pageWindow,
  toGraphQLList,
  toObjectId,
} from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { STAFF_DESK } from '../notification/model';
import type { NotificationObject } from '../notification/resolvers';

const NEWEST = { createdAt: -1, _id: -1 } as const;

/**
 * The inbox as disjoint parts, each one index walk: the caller's own notifications, and for staff and admins the
 * staff desk's (a desk notification has no recipient). One `$or` of the two would read every notification and
 * sort them all for each page.
 */
function inboxParts(caller: Caller) {
  const own = { recipientId: toObjectId(caller.userId) };
  return can('notification.readStaffDesk', caller) ? [own, { recipientRole: STAFF_DESK }] : [own];
}

export const inboxResolvers: Resolvers = {
  Query: {
    notificationPage: async (_parent, args, context) => {
      const window = pageWindow(args.limit, args.offset);
      assertCan('notification.list', context.caller);
      const parts = inboxParts(context.caller);
      const take = window.offset + window.limit + 1;
      const [walks, totals, unreads] = await Promise.all([
        Promise.all(
          parts.map((part) => context.notifications.find(part).sort(NEWEST).limit(take).lean().exec()),
        ),
        Promise.all(parts.map((part) => context.notifications.countDocuments(part).exec())),
        Promise.all(
          parts.map((part) => context.notifications.countDocuments({ ...part, isRead: false }).exec()),
        ),
      ]);
      const rows = walks
        .flat()
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() || String(b._id).localeCompare(String(a._id)),
        )
        .slice(window.offset, take);
      const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
      const page = pageFrom(rows, window);
      return {
        ...page,
        items: toGraphQLList<NotificationObject>(page.items),
        total: sum(totals),
        unread: sum(unreads),
      };
    },
  },
};
