import { Router } from 'express';
import gql from 'graphql-tag';
import { type RestOptions, sendCreated, fieldText } from './bookings';
import { runOperation } from './execute';
import { sendResult } from './respond';

const NOTIFICATION = gql`
  fragment RestNotification on Notification {
    id
    recipientId
    recipientRole
    senderId
    title
    message
    isRead
    relatedEntityType
    relatedEntityId
    createdAt
    sender {
      id
      firstName
      lastName
    }
  }
`;

const LIST = gql`
  query RestMyNotifications {
    myNotifications {
      ...RestNotification
    }
  }
  ${NOTIFICATION}
`;
const SEND = gql`
  mutation RestSendNotification($input: NotificationInput!) {
    sendNotification(input: $input) {
      ...RestNotification
    }
  }
  ${NOTIFICATION}
`;
const MARK_READ = gql`
  mutation RestMarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      ...RestNotification
    }
  }
  ${NOTIFICATION}
`;

/**
 * SPEC section 7's notification calls: any signed-in user reads and marks their own; staff and admins message
 * anyone, and a guest messages the host of an approved property (the property page's message dialog).
 */
export function notificationsRouter({ server, contextOf }: RestOptions) {
  const router = Router();

  router.get('/dashboard/notifications', async (req, res) => {
    const result = await runOperation<{ myNotifications: unknown[] }>(server, await contextOf(req), LIST);
    sendResult(res, result, (data) => data.myNotifications);
  });

  router.post('/dashboard/notifications', async (req, res) => {
    const input = Object.fromEntries(
      ['recipientId', 'title', 'message', 'relatedEntityType', 'relatedEntityId'].map((name) => [
        name,
        fieldText(req.body, name),
      ]),
    );
    const result = await runOperation<{ sendNotification: unknown }>(server, await contextOf(req), SEND, {
      input,
    });
    sendCreated(res, result, (data) => data.sendNotification);
  });

  router.patch('/dashboard/notifications/:id/read', async (req, res) => {
    const result = await runOperation<{ markNotificationRead: unknown }>(
      server,
      await contextOf(req),
      MARK_READ,
      { id: req.params.id },
    );
    sendResult(res, result, (data) => data.markNotificationRead);
  });

  return router;
}
