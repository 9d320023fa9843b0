import { type RestOptions, fieldText, intOf, sendCreated } from './bookings';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { obj, ref, text } from '../openapi/shapes';
import {
  RestConversationDocument,
  RestMarkConversationReadDocument,
  RestMyConversationsDocument,
  RestReportConversationDocument,
  RestSendMessageDocument,
  RestStartConversationDocument,
} from '../__generated__/graphql';
import { sendResult } from './respond';

/**
 * Issue 29's threads between a guest and a host about a property. Who may read and write is the notifications
 * subgraph's rule: anyone outside a thread gets 404 for it, a message over 5,000 characters 400 naming the limit,
 * the message rate limit 429. A missing text is sent as empty, so the resolver answers its own field message.
 */
export const conversationRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/conversations',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: "The caller's threads, as guest or as host, newest first, with unread counts",
      query: [
        { name: 'limit', description: '1 to 100 (default 25)', schema: { type: 'integer' } },
        {
          name: 'offset',
          description: 'Threads to skip (nextOffset of the previous page)',
          schema: { type: 'integer' },
        },
      ],
      ok: { schema: ref('ConversationPage') },
      errors: [400],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestMyConversationsDocument, {
        limit: intOf(req.query, 'limit'),
        offset: intOf(req.query, 'offset'),
      });
      sendResult(res, result, (data) => data.myConversations);
    },
  },
  {
    method: 'post',
    path: '/conversations',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: "Start, or continue, the caller's thread with the host about an approved property",
      description: 'The message is plain text of 1 to 5,000 characters. Never about your own property.',
      body: obj({ propertyId: text, message: text }, ['propertyId', 'message']),
      ok: { status: 201, schema: ref('Conversation') },
      // 429: the message rate limit (MESSAGE_RATE_LIMIT).
      errors: [403, 404, 429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestStartConversationDocument, {
        propertyId: fieldText(req.body, 'propertyId') ?? '',
        message: fieldText(req.body, 'message') ?? '',
      });
      sendCreated(res, result, (data) => data.startConversation);
    },
  },
  {
    method: 'get',
    path: '/conversations/{id}',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: 'A thread with its messages and booking events, newest page first',
      description:
        'Participants only (404 for anyone else); staff and admins may read a reported thread, read-only.',
      query: [
        { name: 'before', description: 'An entry id: the page of entries older than it' },
        { name: 'limit', description: '1 to 100 entries (default 50)', schema: { type: 'integer' } },
      ],
      ok: { schema: ref('ConversationThread') },
      errors: [400, 404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestConversationDocument, {
        id: req.params.id,
        before: fieldText(req.query, 'before'),
        limit: intOf(req.query, 'limit'),
      });
      sendResult(res, result, (data) => data.conversation);
    },
  },
  {
    method: 'post',
    path: '/conversations/{id}/messages',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: 'Write in a thread',
      description: 'Plain text of 1 to 5,000 characters; over it, 400 names the limit.',
      body: obj({ body: text }, ['body']),
      ok: { status: 201, schema: ref('ConversationEntry') },
      errors: [403, 404, 429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestSendMessageDocument, {
        conversationId: req.params.id,
        body: fieldText(req.body, 'body') ?? '',
      });
      sendCreated(res, result, (data) => data.sendMessage);
    },
  },
  {
    method: 'post',
    path: '/conversations/{id}/read',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: 'Mark a thread read up to now (the other side sees "Seen")',
      ok: { schema: ref('Conversation') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestMarkConversationReadDocument, {
        id: req.params.id,
      });
      sendResult(res, result, (data) => data.markConversationRead);
    },
  },
  {
    method: 'post',
    path: '/conversations/{id}/report',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: 'Report a thread to the staff desk; staff and admins can then read it',
      body: obj({ reason: text }),
      ok: { schema: ref('Conversation') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestReportConversationDocument, {
        id: req.params.id,
        reason: fieldText(req.body, 'reason'),
      });
      sendResult(res, result, (data) => data.reportConversation);
    },
  },
];
