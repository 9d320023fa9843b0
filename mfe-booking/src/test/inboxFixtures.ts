// Typed conversations for the inbox's tests (what the generated documents expect).
import type { SessionUser } from '@stays/platform';
import type {
  ConversationEntryFieldsFragment,
  ConversationRowFieldsFragment,
  ConversationThreadQuery,
  InboxPersonFragment,
} from '../__generated__/graphql';

export const HOST_USER: SessionUser = {
  id: 'h'.repeat(24),
  username: 'host@stays.test',
  firstName: 'Hamid',
  lastName: 'Host',
  email: 'host@stays.test',
  role: 'host',
  profileImageUrl: null,
};

export const GUEST_USER: SessionUser = {
  id: 'g'.repeat(24),
  username: 'guest@stays.test',
  firstName: 'Gina',
  lastName: 'Guest',
  email: 'guest@stays.test',
  role: 'visitor',
  profileImageUrl: null,
};

export const STAFF_USER: SessionUser = {
  ...GUEST_USER,
  id: 's'.repeat(24),
  firstName: 'Sara',
  role: 'staff',
};

export function person(user: SessionUser): InboxPersonFragment {
  return {
    __typename: 'User',
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
  };
}

let entrySeq = 0;

export function entry(
  overrides: Partial<ConversationEntryFieldsFragment> = {},
): ConversationEntryFieldsFragment {
  entrySeq += 1;
  return {
    __typename: 'ConversationEntry',
    id: `e${String(entrySeq).padStart(23, '0')}`,
    kind: 'message',
    senderId: GUEST_USER.id,
    body: 'Hello',
    bookingId: null,
    checkIn: null,
    checkOut: null,
    amount: null,
    rating: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function row(overrides: Partial<ConversationRowFieldsFragment> = {}): ConversationRowFieldsFragment {
  return {
    __typename: 'Conversation',
    id: 'c'.repeat(24),
    propertyId: 'p'.repeat(24),
    guestId: GUEST_USER.id,
    hostId: HOST_USER.id,
    unreadCount: 0,
    updatedAt: new Date().toISOString(),
    property: { __typename: 'Property', id: 'p'.repeat(24), title: 'Martil Beach House', images: [] },
    guest: person(GUEST_USER),
    host: person(HOST_USER),
    lastEntry: entry(),
    ...overrides,
  };
}

export function thread(
  entries: ConversationEntryFieldsFragment[],
  overrides: Partial<ConversationRowFieldsFragment & { otherReadAt: string | null; reported: boolean }> = {},
  hasMore = false,
): ConversationThreadQuery {
  return {
    conversation: {
      ...row(overrides),
      otherReadAt: null,
      reported: false,
      ...overrides,
      entries: { __typename: 'ConversationEntryPage', items: entries, hasMore },
    },
  };
}
