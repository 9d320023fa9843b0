// The notifications subgraph process: user and staff-desk notifications (collection `notifications`), and the
// internal routes peers and the contact form adapter create them with.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { createNotificationLoaders } from './notification/loaders';
import { notificationModel } from './notification/model';
import { notificationResolvers, type NotificationsContext } from './notification/resolvers';
import { notificationRoutes } from './notification/routes';
import { notificationTypeDefs } from './notification/schema';

runSubgraphProcess<NotificationsContext>('notifications', async (connection) => {
  const notifications = notificationModel(connection);
  await notifications.init(); // indexes before the first request
  return {
    typeDefs: notificationTypeDefs,
    resolvers: notificationResolvers,
    context: (caller) => ({ caller, notifications, loaders: createNotificationLoaders(notifications) }),
    routes: notificationRoutes(notifications),
  };
});
