import {
  assertCan,
  assertWithinThrottle,
  badUserInput,
  can,
  type Caller,
  forbidden,
  type GraphQLObject,
  invalidFields,
  isObjectIdString,
  notFound,
  type Resource,
  type ThrottleModel,
  type ThrottleRule,
  toGraphQL,
  toGraphQLList,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { ConversationLoaders } from '../conversation/loaders';
import type { ConversationModel, EntryModel } from '../conversation/model';
import type { EventLog } from '../event/log';
import { addEntry, openThread } from '../conversation/thread';
import { propertyHost } from '../peers/properties';
import { checkNotificationInput, type NotificationInput } from './input';
import type { NotificationLoaders } from './loaders';
import { type NotificationModel, type NotificationRecord, STAFF_DESK } from './model';
import { createNotification } from './routes';

export interface NotificationsContext {
  caller: Caller;
  notifications: NotificationModel;
  loaders: NotificationLoaders;
  /** Per-sender counters of guests' messages (collection `messageThrottles`). */
  throttles: ThrottleModel;
  /** How many messages one guest may send in a window (`MESSAGE_RATE_*`). */
  messageRule: ThrottleRule;
  /** Threads and their entries (issue 29). */
  conversations: ConversationModel;
  entries: EntryModel;
  conversationLoaders: ConversationLoaders;
  /** The live events log the gateways' streams follow. */
  events: EventLog;
}

/**
 * Messages one guest may send to hosts (issue 18 #11: a burst of 30 was accepted): 10 per 10 minutes by
 * default, far above a real conversation; `MESSAGE_RATE_LIMIT` / `_WINDOW_MS` change it. Staff are not limited.
 */
export const MESSAGE_RULE = { limit: 10, windowMs: 600_000 };
export const TOO_MANY_MESSAGES = 'Too many messages. Please try again later.';

/**
 * What a guest's message title starts with, so it can never pass for one of the product's own notices
 * ('Booking approved', 'New booking request'): those come from no person and keep the SPEC's words.
 */
export const GUEST_MESSAGE_PREFIX = 'Guest message: ';

/** A notification as its resolvers receive it (the codegen mapper of `Notification`). */
export type NotificationObject = GraphQLObject<NotificationRecord>;

/** What the policy sees of a notification: its recipient, or the staff desk as a role. */
const asResource = (notification: NotificationObject): Resource => ({
  ownerId: notification.recipientId ?? null,
  role: notification.recipientRole ?? null,
});

/** The inbox filter of a caller: their own notifications, plus the staff desk's for staff and admins. */
export function inboxFilter(caller: Caller) {
  const own = { recipientId: toObjectId(caller.userId) };
  return can('notification.readStaffDesk', caller) ? { $or: [own, { recipientRole: STAFF_DESK }] } : own;
}

/** A guest's message: about an approved property (relatedEntityId), to its host, not from its host. */
async function assertMayMessageHost(caller: Caller, input: NotificationInput): Promise<string> {
  if (input.relatedEntityType !== 'property' || !isObjectIdString(input.relatedEntityId))
    throw forbidden('Only staff can send a message that is not about a property');
  const property = await propertyHost(input.relatedEntityId);
  // A blocked host's listing is out of public view: as if it did not exist (issue 18 #8).
  if (!property || property.hostBlocked) throw notFound('Property not found');
  const resource = { ownerId: property.hostId, status: property.status, hidden: property.hostBlocked };
  if (!can('notification.messageHost', caller, resource))
    throw forbidden('You can only message the host of another approved property');
  if (input.recipientId !== property.hostId)
    throw invalidFields({ recipientId: 'The recipient must be the host of this property' });
  return input.relatedEntityId;
}

export const notificationResolvers: Resolvers = {
  Query: {
    myNotifications: async (_parent, args, context) => {
      assertCan('notification.list', context.caller);
      if (args.limit != null && (args.limit < 1 || args.limit > 200))
        throw badUserInput('limit must be between 1 and 200');
      const docs = await context.notifications
        .find(inboxFilter(context.caller))
        .sort({ createdAt: -1, _id: -1 })
        .limit(args.limit ?? 50)
        .lean()
        .exec();
      return toGraphQLList<NotificationObject>(docs);
    },
  },
  Mutation: {
    sendNotification: async (_parent, args, context) => {
      const { caller } = context;
      if (!caller.userId) throw unauthenticated('You need to log in to send a message.');
      // A message goes to a user; the staff desk is reached by the contact form only.
      const checked = checkNotificationInput({ ...args.input, recipientRole: undefined });
      if (!checked.ok) throw invalidFields(checked.errors);
      const input = checked.value;
      let aboutProperty: string | null = null;
      if (!can('notification.send', caller)) {
        aboutProperty = await assertMayMessageHost(caller, input);
        // Counted once the message is otherwise acceptable, so a refused one costs the guest nothing.
        await assertWithinThrottle(
          context.throttles,
          `message:${caller.userId}`,
          context.messageRule,
          TOO_MANY_MESSAGES,
        );
        input.title = `${GUEST_MESSAGE_PREFIX}${input.title}`;
      }
      const created = await createNotification(
        context.notifications,
        { ...input, senderId: caller.userId },
        context.events,
      );
      if (aboutProperty && input.recipientId) {
        // The message dialog's message is also the guest's next line in their thread with the host (issue 29).
        const thread = await openThread(context, {
          guestId: caller.userId,
          hostId: input.recipientId,
          propertyId: aboutProperty,
        });
        await addEntry(context, thread, { kind: 'message', senderId: caller.userId, body: input.message });
      }
      return toGraphQL<NotificationObject>(created);
    },
    markNotificationRead: async (_parent, args, context) => {
      assertCan('notification.list', context.caller);
      const found = toGraphQL<NotificationObject>(await context.loaders.notificationById.load(args.id));
      // Someone else's notification is "not found": its existence is not the caller's business.
      if (!found || !can('notification.markRead', context.caller, asResource(found)))
        throw notFound('Notification not found');
      const updated = await context.notifications
        .findOneAndUpdate({ _id: found.id }, { $set: { isRead: true } }, { returnDocument: 'after' })
        .lean()
        .exec();
      if (!updated) throw notFound('Notification not found');
      return toGraphQL<NotificationObject>(updated);
    },
  },
  Notification: {
    sender: (notification) =>
      notification.senderId ? { __typename: 'User', id: notification.senderId } : null,
    __resolveReference: async (reference, context) => {
      const notification = toGraphQL<NotificationObject>(
        await context.loaders.notificationById.load(reference.id),
      );
      if (!notification) return null;
      return can('notification.read', context.caller, asResource(notification)) ? notification : null;
    },
  },
};
