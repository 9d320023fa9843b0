import { Router } from 'express';
import gql from 'graphql-tag';
import { type RestOptions, fieldText, intOf, sendCreated } from './bookings';
import { runOperation } from './execute';
import { sendResult } from './respond';

const ENTRY = gql`
  fragment RestConversationEntry on ConversationEntry {
    id
    kind
    senderId
    body
    bookingId
    checkIn
    checkOut
    amount
    rating
    createdAt
  }
`;

/** A thread as the inbox lists it: both people, the property, the last line and what the caller has not read. */
const CONVERSATION = gql`
  fragment RestConversation on Conversation {
    id
    propertyId
    guestId
    hostId
    unreadCount
    otherReadAt
    reported
    createdAt
    updatedAt
    property {
      id
      title
      location
      images
    }
    guest {
      id
      firstName
      lastName
      profileImageUrl
    }
    host {
      id
      firstName
      lastName
      profileImageUrl
    }
    lastEntry {
      ...RestConversationEntry
    }
  }
  ${ENTRY}
`;

const LIST = gql`
  query RestMyConversations($limit: Int, $offset: Int) {
    myConversations(limit: $limit, offset: $offset) {
      items {
        ...RestConversation
      }
      hasMore
      nextOffset
      total
      unread
    }
  }
  ${CONVERSATION}
`;
const THREAD = gql`
  query RestConversation($id: ID!, $before: ID, $limit: Int) {
    conversation(id: $id) {
      ...RestConversation
      entries(before: $before, limit: $limit) {
        items {
          ...RestConversationEntry
        }
        hasMore
      }
    }
  }
  ${CONVERSATION}
`;
const START = gql`
  mutation RestStartConversation($propertyId: ID!, $message: String!) {
    startConversation(propertyId: $propertyId, message: $message) {
      ...RestConversation
    }
  }
  ${CONVERSATION}
`;
const SEND = gql`
  mutation RestSendMessage($conversationId: ID!, $body: String!) {
    sendMessage(conversationId: $conversationId, body: $body) {
      ...RestConversationEntry
    }
  }
  ${ENTRY}
`;
const READ = gql`
  mutation RestMarkConversationRead($id: ID!) {
    markConversationRead(id: $id) {
      ...RestConversation
    }
  }
  ${CONVERSATION}
`;
const REPORT = gql`
  mutation RestReportConversation($id: ID!, $reason: String) {
    reportConversation(id: $id, reason: $reason) {
      ...RestConversation
    }
  }
  ${CONVERSATION}
`;

/**
 * Issue 29's threads between a guest and a host about a property. Who may read and write is the notifications
 * subgraph's rule: anyone outside a thread gets 404 for it, a message over 5,000 characters 400 naming the limit,
 * the message rate limit 429. A missing text is sent as empty, so the resolver answers its own field message.
 */
export function conversationsRouter({ server, contextOf }: RestOptions) {
  const router = Router();

  router.get('/conversations', async (req, res) => {
    const result = await runOperation<{ myConversations: unknown }>(server, await contextOf(req), LIST, {
      limit: intOf(req.query, 'limit'),
      offset: intOf(req.query, 'offset'),
    });
    sendResult(res, result, (data) => data.myConversations);
  });

  router.post('/conversations', async (req, res) => {
    const result = await runOperation<{ startConversation: unknown }>(server, await contextOf(req), START, {
      propertyId: fieldText(req.body, 'propertyId') ?? '',
      message: fieldText(req.body, 'message') ?? '',
    });
    sendCreated(res, result, (data) => data.startConversation);
  });

  router.get('/conversations/:id', async (req, res) => {
    const result = await runOperation<{ conversation: unknown }>(server, await contextOf(req), THREAD, {
      id: req.params.id,
      before: fieldText(req.query, 'before'),
      limit: intOf(req.query, 'limit'),
    });
    sendResult(res, result, (data) => data.conversation);
  });

  router.post('/conversations/:id/messages', async (req, res) => {
    const result = await runOperation<{ sendMessage: unknown }>(server, await contextOf(req), SEND, {
      conversationId: req.params.id,
      body: fieldText(req.body, 'body') ?? '',
    });
    sendCreated(res, result, (data) => data.sendMessage);
  });

  router.post('/conversations/:id/read', async (req, res) => {
    const result = await runOperation<{ markConversationRead: unknown }>(server, await contextOf(req), READ, {
      id: req.params.id,
    });
    sendResult(res, result, (data) => data.markConversationRead);
  });

  router.post('/conversations/:id/report', async (req, res) => {
    const result = await runOperation<{ reportConversation: unknown }>(server, await contextOf(req), REPORT, {
      id: req.params.id,
      reason: fieldText(req.body, 'reason'),
    });
    sendResult(res, result, (data) => data.reportConversation);
  });

  return router;
}
