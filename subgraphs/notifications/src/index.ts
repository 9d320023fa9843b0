// The notifications subgraph process: user notifications (collection `notifications`).
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { createNotificationLoaders } from './notification/loaders';
import { notificationModel } from './notification/model';
import { notificationResolvers, type NotificationsContext } from './notification/resolvers';
import { notificationTypeDefs } from './notification/schema';

runSubgraphProcess<NotificationsContext>('notifications', async (connection) => {
  const notifications = notificationModel(connection);
  await notifications.init(); // indexes before the first request
  return {
    typeDefs: notificationTypeDefs,
    resolvers: notificationResolvers,
    context: (caller) => ({ caller, notifications, loaders: createNotificationLoaders(notifications) }),
  };
});
