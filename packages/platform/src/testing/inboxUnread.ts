import { InboxUnreadDocument } from '../__generated__/graphql';
import { mockQuery, type MockedResponse } from './render';

/** The graph's answer to the header's Inbox badge (useInboxUnread): `count` unread entries. */
export function mockInboxUnread(count: number): MockedResponse {
  return mockQuery(
    InboxUnreadDocument,
    {},
    { myConversations: { __typename: 'ConversationPage', unread: count } },
  );
}
