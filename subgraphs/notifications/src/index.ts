// The notifications subgraph: user and staff-desk notifications (collection `notifications`), conversations
// between guests and hosts (`conversations`, `conversationEntries`), the live events log (`events`), and the
// internal routes peers, the contact form adapter and the gateway's event streams use. Importing it starts
// nothing: `main.ts` runs it as a process, `@stays/subgraph-shared/testing` in a test.
import {
  loadTypeDefs,
  type SubgraphDefinition,
  throttleModel,
  throttleRuleFromEnv,
} from '@stays/subgraph-shared';
import { createConversationLoaders } from './conversation/loaders';
import { conversationModel, entryModel } from './conversation/model';
import { conversationResolvers } from './conversation/resolvers';
import { conversationRoutes } from './conversation/routes';
import { createEventLog } from './event/log';
import { counterModel, eventModel } from './event/model';
import { eventRoutes } from './event/routes';
import { inboxResolvers } from './inbox/resolvers';
import { createNotificationLoaders } from './notification/loaders';
import { notificationModel } from './notification/model';
import { MESSAGE_RULE, notificationResolvers, type NotificationsContext } from './notification/resolvers';
import { notificationRoutes } from './notification/routes';

export const typeDefs = loadTypeDefs(__dirname, [
  'notification/notification.graphql',
  'inbox/inbox.graphql',
  'conversation/conversation.graphql',
]);
export const resolvers = [notificationResolvers, inboxResolvers, conversationResolvers];

/** The models and their indexes on the connection, then the schema, each request's context and the internal routes. */
export const defineNotifications: SubgraphDefinition<NotificationsContext> = async (connection) => {
  const notifications = notificationModel(connection);
  const throttles = throttleModel(connection, 'messageThrottles');
  const conversations = conversationModel(connection);
  const entries = entryModel(connection);
  const eventsModel = eventModel(connection);
  const counters = counterModel(connection);
  const messageRule = throttleRuleFromEnv('MESSAGE_RATE', MESSAGE_RULE);
  // indexes before the first request
  await Promise.all(
    [notifications, throttles, conversations, entries, eventsModel, counters].map((model) => model.init()),
  );
  const events = createEventLog(eventsModel, counters);
  const store = { conversations, entries, events };
  return {
    typeDefs,
    resolvers,
    context: (caller) => ({
      caller,
      notifications,
      loaders: createNotificationLoaders(notifications),
      throttles,
      messageRule,
      ...store,
      conversationLoaders: createConversationLoaders(conversations, entries),
    }),
    routes: (app) => {
      notificationRoutes(notifications, events)(app);
      conversationRoutes(store)(app);
      eventRoutes(events)(app);
    },
  };
};
