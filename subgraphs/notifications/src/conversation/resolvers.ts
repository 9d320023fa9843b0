// Conversations (issue 29): a participant's threads, pages of a thread, writing, read receipts and reports.
import {
  assertCan,
  assertWithinThrottle,
  badUserInput,
  can,
  forbidden,
  isObjectIdString,
  notFound,
  pageFrom,
  pageWindow,
  toGraphQL,
  toGraphQLList,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { NotificationsContext } from '../notification/resolvers';
import { TOO_MANY_MESSAGES } from '../notification/resolvers';
import { propertyHost } from '../peers/properties';
import { assertNotBlocked, loadConversation } from './access';
import { messageBody } from './body';
import type { ConversationObject, EntryObject } from './model';
import { reportConversation } from './report';
import { addEntry, openThread, sideOf } from './thread';

export const ENTRIES_DEFAULT_LIMIT = 50;
export const ENTRIES_MAX_LIMIT = 100;
const NEWEST = { updatedAt: -1, _id: -1 } as const;

/** One message more from the caller, within today's message rate (MESSAGE_RATE, shared with sendNotification). */
const takeMessageSlot = (context: NotificationsContext) =>
  assertWithinThrottle(
    context.throttles,
    `message:${context.caller.userId}`,
    context.messageRule,
    TOO_MANY_MESSAGES,
  );

/** Re-reads a thread after a write (the loader may hold the state before it). */
async function fresh(context: NotificationsContext, id: string): Promise<ConversationObject> {
  const doc = await context.conversations.findById(id).lean().exec();
  if (!doc) throw notFound('Conversation not found');
  return toGraphQL<ConversationObject>(doc);
}

/** A guest writes to the host of an approved property (never their own): the thread, opened on first use. */
export async function startThread(propertyId: string, message: string, context: NotificationsContext) {
  const { caller } = context;
  if (!caller.userId) throw unauthenticated('You need to log in to send a message.');
  const body = messageBody(message);
  const property = isObjectIdString(propertyId) ? await propertyHost(propertyId) : null;
  // A blocked host's listing is out of public view: as if it did not exist (issue 18 #8).
  if (!property || property.hostBlocked) throw notFound('Property not found');
  const resource = { ownerId: property.hostId, status: property.status, hidden: property.hostBlocked };
  if (!can('conversation.start', caller, resource))
    throw forbidden('You can only message the host of another approved property');
  await assertNotBlocked(caller, property.hostId);
  await takeMessageSlot(context);
  const thread = await openThread(context, { guestId: caller.userId, hostId: property.hostId, propertyId });
  await addEntry(context, thread, { kind: 'message', senderId: caller.userId, body });
  return fresh(context, thread.id);
}

export const conversationResolvers: Resolvers = {
  Query: {
    myConversations: async (_parent, args, context) => {
      const window = pageWindow(args.limit, args.offset);
      if (!context.caller.userId) throw unauthenticated('You need to log in to read your messages.');
      assertCan('conversation.list', context.caller);
      const me = toObjectId(context.caller.userId);
      // As guest and as host: two index walks merged (a $or of the two would sort every thread for each page).
      const parts = [
        { filter: { guestId: me }, unread: 'guestUnread' as const },
        { filter: { hostId: me }, unread: 'hostUnread' as const },
      ];
      const take = window.offset + window.limit + 1;
      const [walks, totals, unreads] = await Promise.all([
        Promise.all(
          parts.map((part) => context.conversations.find(part.filter).sort(NEWEST).limit(take).lean().exec()),
        ),
        Promise.all(parts.map((part) => context.conversations.countDocuments(part.filter).exec())),
        Promise.all(
          parts.map(async (part) => {
            const rows = await context.conversations
              .find({ ...part.filter, [part.unread]: { $gt: 0 } }, { [part.unread]: 1 })
              .lean<Array<Partial<Record<typeof part.unread, number>>>>()
              .exec();
            return rows.reduce((sum, row) => sum + (row[part.unread] ?? 0), 0);
          }),
        ),
      ]);
      const rows = walks
        .flat()
        .sort(
          (a, b) =>
            b.updatedAt.getTime() - a.updatedAt.getTime() || String(b._id).localeCompare(String(a._id)),
        )
        .slice(window.offset, take);
      const page = pageFrom(rows, window);
      for (const row of page.items) context.conversationLoaders.conversationById.prime(String(row._id), row);
      const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
      return {
        ...page,
        items: toGraphQLList<ConversationObject>(page.items),
        total: sum(totals),
        unread: sum(unreads),
      };
    },
    conversation: (_parent, args, context) => loadConversation(args.id, 'conversation.read', context),
  },
  Mutation: {
    startConversation: (_parent, args, context) => startThread(args.propertyId, args.message, context),
    sendMessage: async (_parent, args, context) => {
      const thread = await loadConversation(args.conversationId, 'conversation.participate', context);
      const body = messageBody(args.body);
      const side = sideOf(thread, context.caller.userId);
      await assertNotBlocked(context.caller, side === 'guest' ? thread.hostId : thread.guestId);
      await takeMessageSlot(context);
      return addEntry(context, thread, { kind: 'message', senderId: context.caller.userId, body });
    },
    markConversationRead: async (_parent, args, context) => {
      const thread = await loadConversation(args.id, 'conversation.participate', context);
      const side = sideOf(thread, context.caller.userId)!;
      // Only a read of something new is a receipt: marking a read thread again changes nothing and tells no one,
      // so two open pages that mark read on each other's events cannot ping-pong.
      const { modifiedCount } = await context.conversations
        .updateOne(
          { _id: toObjectId(thread.id), [`${side}Unread`]: { $gt: 0 } },
          { $set: { [`${side}ReadAt`]: new Date(), [`${side}Unread`]: 0 } },
          // Reading is not activity: the thread keeps its place in both inboxes.
          { timestamps: false },
        )
        .exec();
      if (modifiedCount > 0)
        await context.events.notify([thread.guestId, thread.hostId], 'conversation', {
          conversationId: thread.id,
        });
      return fresh(context, thread.id);
    },
    reportConversation: async (_parent, args, context) => {
      const thread = await loadConversation(args.id, 'conversation.participate', context);
      return reportConversation(thread, args.reason ?? null, context);
    },
  },
  Conversation: {
    // Another subgraph's reference resolves for those who may read the thread, null for anyone else.
    __resolveReference: (reference, context) =>
      loadConversation(reference.id, 'conversation.read', context).catch(() => null),
    property: (conversation) => ({ __typename: 'Property', id: conversation.propertyId }),
    guest: (conversation) => ({ __typename: 'User', id: conversation.guestId }),
    host: (conversation) => ({ __typename: 'User', id: conversation.hostId }),
    lastEntry: async (conversation, _args, context) =>
      toGraphQL<EntryObject>(await context.conversationLoaders.lastEntryByConversation.load(conversation.id)),
    unreadCount: (conversation, _args, context) => {
      const side = sideOf(conversation, context.caller.userId);
      return side ? (conversation[`${side}Unread`] ?? 0) : 0;
    },
    otherReadAt: (conversation, _args, context) => {
      const side = sideOf(conversation, context.caller.userId);
      if (!side) return null;
      return (side === 'guest' ? conversation.hostReadAt : conversation.guestReadAt) ?? null;
    },
    reported: (conversation) => Boolean(conversation.reportedAt),
    entries: async (conversation, args, context) => {
      const limit = args.limit ?? ENTRIES_DEFAULT_LIMIT;
      if (!Number.isInteger(limit) || limit < 1 || limit > ENTRIES_MAX_LIMIT)
        throw badUserInput(`limit must be between 1 and ${ENTRIES_MAX_LIMIT}`);
      const conversationId = toObjectId(conversation.id);
      let older = {};
      if (args.before != null) {
        const anchor = isObjectIdString(args.before)
          ? await context.entries
              .findOne({ _id: toObjectId(args.before), conversationId })
              .lean()
              .exec()
          : null;
        if (!anchor) throw badUserInput('before must be an entry of this conversation');
        older = {
          $or: [
            { createdAt: { $lt: anchor.createdAt } },
            { createdAt: anchor.createdAt, _id: { $lt: anchor._id } },
          ],
        };
      }
      const rows = await context.entries
        .find({ conversationId, ...older })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit + 1)
        .lean()
        .exec();
      return {
        items: toGraphQLList<EntryObject>(rows.slice(0, limit).reverse()),
        hasMore: rows.length > limit,
      };
    },
  },
  ConversationEntry: {
    sender: (entry) => (entry.senderId ? { __typename: 'User', id: entry.senderId } : null),
  },
};
