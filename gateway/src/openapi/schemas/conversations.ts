// The OpenAPI document's schemas: conversations (SPEC section 3's JSON shapes as the REST adapters answer them).
import {
  CONVERSATION_REQUIRED,
  arrayOf,
  bool,
  conversationFields,
  dateTime,
  int,
  num,
  object,
  str,
  type Schema,
} from './shared';

export const conversationsSchemas: Record<string, Schema> = {
  ConversationEntry: object(
    {
      id: str(),
      kind: str({ enum: ['message', 'request', 'approved', 'declined', 'cancelled', 'expired', 'review'] }),
      senderId: str({ nullable: true, description: 'Null for events nobody caused (an expiry)' }),
      body: str({
        nullable: true,
        description: "A message's text (shown as text, never HTML), a request's note",
      }),
      bookingId: str({ nullable: true }),
      checkIn: str({ nullable: true, format: 'date' }),
      checkOut: str({ nullable: true, format: 'date' }),
      amount: num({ nullable: true, description: 'request: the total price; cancelled: the refund' }),
      rating: int({ nullable: true, minimum: 1, maximum: 5 }),
      createdAt: dateTime,
    },
    ['id', 'kind', 'createdAt'],
  ),
  Conversation: object(conversationFields, CONVERSATION_REQUIRED),
  ConversationThread: object(
    {
      ...conversationFields,
      entries: object(
        {
          items: { ...arrayOf('ConversationEntry'), description: 'Oldest first; the newest page by default' },
          hasMore: { ...bool, description: 'Older entries exist: ask again with before = items[0].id' },
        },
        ['items', 'hasMore'],
      ),
    },
    [...CONVERSATION_REQUIRED, 'entries'],
  ),
  ConversationPage: object(
    {
      items: arrayOf('Conversation'),
      hasMore: bool,
      nextOffset: int({ nullable: true }),
      total: int(),
      unread: int({ description: "Unread entries over all the caller's conversations (the header's badge)" }),
    },
    ['items', 'hasMore', 'total', 'unread'],
  ),
};
