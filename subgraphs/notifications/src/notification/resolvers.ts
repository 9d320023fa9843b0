import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { badUserInput, can, type Caller, toGraphQL, toGraphQLList } from '@stays/subgraph-shared';
import type { NotificationLoaders } from './loaders';
import type { NotificationModel } from './model';

export interface NotificationsContext {
  caller: Caller;
  notifications: NotificationModel;
  loaders: NotificationLoaders;
}

interface NotificationObject {
  id: string;
  recipientId: string;
}

export const notificationResolvers: GraphQLResolverMap<NotificationsContext> = {
  Query: {
    myNotifications: async (_parent, args: { limit?: number | null }, context: NotificationsContext) => {
      const { userId } = context.caller;
      if (!userId) return [];
      if (args.limit != null && (args.limit < 1 || args.limit > 200))
        throw badUserInput('limit must be between 1 and 200');
      const docs = await context.notifications
        .find({ recipientId: userId })
        .sort({ createdAt: -1, _id: -1 })
        .limit(args.limit ?? 50)
        .lean()
        .exec();
      return toGraphQLList(docs);
    },
  },
  Notification: {
    __resolveReference: async (reference: { id: string }, context: NotificationsContext) => {
      const notification = toGraphQL<NotificationObject & Record<string, unknown>>(
        await context.loaders.notificationById.load(reference.id),
      );
      if (!notification) return null;
      return can('notification.read', context.caller, { ownerId: notification.recipientId })
        ? notification
        : null;
    },
  },
};
