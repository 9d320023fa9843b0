import type { ConversationRowFieldsFragment, InboxPersonFragment } from '../../__generated__/graphql';

/** Which side of a thread the caller is on; `reader` is staff reading a reported thread. */
export type InboxRole = 'guest' | 'host' | 'reader';

export function roleIn(
  conversation: Pick<ConversationRowFieldsFragment, 'guestId' | 'hostId'>,
  userId: string | undefined,
): InboxRole {
  if (userId && conversation.hostId === userId) return 'host';
  if (userId && conversation.guestId === userId) return 'guest';
  return 'reader';
}

/** The person the caller talks to (the host for a guest, the guest for a host; the guest for a reader). */
export function otherPerson(
  conversation: Pick<ConversationRowFieldsFragment, 'guest' | 'host' | 'guestId' | 'hostId'>,
  userId: string | undefined,
): InboxPersonFragment {
  return roleIn(conversation, userId) === 'guest' ? conversation.host : conversation.guest;
}

/** 'First Last', else the username, else '' (the screen then says 'A Stays member'). */
export function displayName(
  person: Pick<InboxPersonFragment, 'firstName' | 'lastName' | 'username'> | null | undefined,
): string {
  if (!person) return '';
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || person.username?.trim() || '';
}
