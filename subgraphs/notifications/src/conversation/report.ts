import { badUserInput, toGraphQL, toObjectId } from '@stays/subgraph-shared';
import type { NotificationsContext } from '../notification/resolvers';
import { createNotification } from '../notification/routes';
import type { ConversationObject } from './model';

export const REPORT_REASON_MAX = 1000;
/** The staff-desk notification's related entity: the desk links to the thread (`/inbox/<id>`). */
export const REPORTED_CONVERSATION = 'conversation';

/**
 * A participant reports a thread: it is marked reported (staff and admins may then read it) and the staff desk
 * gets one notification linking to it; reporting again changes nothing.
 */
export async function reportConversation(
  thread: ConversationObject,
  reason: string | null,
  context: NotificationsContext,
): Promise<ConversationObject> {
  const why = reason?.trim() ?? '';
  if (why.length > REPORT_REASON_MAX)
    throw badUserInput(`Reason must be at most ${REPORT_REASON_MAX} characters`);
  const reported = await context.conversations
    .findOneAndUpdate(
      { _id: toObjectId(thread.id), reportedAt: { $exists: false } },
      { $set: { reportedAt: new Date() } },
      { returnDocument: 'after', timestamps: false },
    )
    .lean()
    .exec();
  if (!reported) {
    const current = await context.conversations.findById(thread.id).lean().exec();
    return toGraphQL<ConversationObject>(current ?? thread);
  }
  const by = thread.guestId === context.caller.userId ? 'the guest' : 'the host';
  await createNotification(context.notifications, {
    recipientRole: 'staff',
    senderId: context.caller.userId ?? undefined,
    title: 'Reported conversation',
    message: `A conversation was reported by ${by}.${why ? `\n\nReason: ${why}` : ''}`,
    relatedEntityType: REPORTED_CONVERSATION,
    relatedEntityId: thread.id,
  });
  return toGraphQL<ConversationObject>(reported);
}
