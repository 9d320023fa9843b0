// The notifications subgraph: user and staff-desk notifications (collection `notifications`), and the internal
// routes peers and the contact form adapter create them with. Importing it starts nothing: `main.ts` runs it as
// a process, `@stays/subgraph-shared/testing` in a test.
import {
  loadTypeDefs,
  type SubgraphDefinition,
  throttleModel,
  throttleRuleFromEnv,
} from '@stays/subgraph-shared';
import { inboxResolvers } from './inbox/resolvers';
import { createNotificationLoaders } from './notification/loaders';
import { notificationModel } from './notification/model';
import { MESSAGE_RULE, notificationResolvers, type NotificationsContext } from './notification/resolvers';
import { notificationRoutes } from './notification/routes';

export const typeDefs = loadTypeDefs(__dirname, ['notification/notification.graphql', 'inbox/inbox.graphql']);
export const resolvers = [notificationResolvers, inboxResolvers];

/** The model and its indexes on the connection, then the schema, each request's context and the internal routes. */
export const defineNotifications: SubgraphDefinition<NotificationsContext> = async (connection) => {
  const notifications = notificationModel(connection);
  const throttles = throttleModel(connection, 'messageThrottles');
  const messageRule = throttleRuleFromEnv('MESSAGE_RATE', MESSAGE_RULE);
  await Promise.all([notifications.init(), throttles.init()]); // indexes before the first request
  return {
    typeDefs,
    resolvers,
    context: (caller) => ({
      caller,
      notifications,
      loaders: createNotificationLoaders(notifications),
      throttles,
      messageRule,
    }),
    routes: notificationRoutes(notifications),
  };
};
