import {
  can,
  type Caller,
  notFound,
  type Resource,
  toGraphQL,
  unavailable,
  unauthenticated,
  forbidden,
} from '@stays/subgraph-shared';
import type { NotificationsContext } from '../notification/resolvers';
import { blockedAccounts } from '../peers/users';
import type { ConversationObject } from './model';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const ACCOUNT_BLOCKED = 'Your account is blocked';
export const RECIPIENT_BLOCKED = 'This account cannot receive messages';

/** What the policy sees of a thread: its guest as owner, its host, and whether it was reported. */
export const asResource = (conversation: ConversationObject): Resource => ({
  ownerId: conversation.guestId,
  hostId: conversation.hostId,
  status: conversation.reportedAt ? 'reported' : 'open',
});

/**
 * The thread if the caller may do `operation` on it; NOT_FOUND otherwise, the same answer as for no thread at all
 * (an outsider learns nothing of it). UNAUTHENTICATED when signed out.
 */
export async function loadConversation(
  id: string,
  operation: 'conversation.read' | 'conversation.participate',
  context: NotificationsContext,
): Promise<ConversationObject> {
  if (!context.caller.userId) throw unauthenticated('You need to log in to read your messages.');
  const found = toGraphQL<ConversationObject>(await context.conversationLoaders.conversationById.load(id));
  if (!found || !can('conversation.read', context.caller, asResource(found)))
    throw notFound(CONVERSATION_NOT_FOUND);
  // A moderator reading a reported thread sees it, but it is not theirs to write in or mark.
  if (!can(operation, context.caller, asResource(found)))
    throw forbidden('Staff read a reported conversation without taking part in it');
  return found;
}

/** A blocked account neither writes nor is written to (the users subgraph says which are). */
export async function assertNotBlocked(caller: Caller, recipientId: string): Promise<void> {
  let blocked: Set<string>;
  try {
    blocked = await blockedAccounts([caller.userId!, recipientId]);
  } catch {
    throw unavailable('Messages cannot be sent right now. Please try again.');
  }
  if (blocked.has(caller.userId!)) throw forbidden(ACCOUNT_BLOCKED);
  if (blocked.has(recipientId)) throw forbidden(RECIPIENT_BLOCKED);
}
