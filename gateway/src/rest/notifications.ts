import { type RestOptions, sendCreated, fieldText } from './bookings';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { arrayOf, ref } from '../openapi/shapes';
import {
  RestMarkNotificationReadDocument,
  RestMyNotificationsDocument,
  RestSendNotificationDocument,
} from '../__generated__/graphql';
import { sendResult } from './respond';

/**
 * SPEC section 7's notification calls: any signed-in user reads and marks their own; staff and admins message
 * anyone, and a guest messages the host of an approved property (the property page's message dialog).
 */
export const notificationRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/dashboard/notifications',
    access: 'signed-in',
    doc: {
      tag: 'Notifications',
      summary: "The caller's notifications, newest first",
      ok: { schema: arrayOf('Notification') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestMyNotificationsDocument);
      sendResult(res, result, (data) => data.myNotifications);
    },
  },
  {
    method: 'post',
    path: '/dashboard/notifications',
    access: 'signed-in',
    doc: {
      tag: 'Notifications',
      summary: 'Send a message to a host',
      description:
        "Staff and admins message any host; a guest may message the host of an approved property (the property page's message dialog), naming it in relatedEntityId.",
      body: ref('NotificationInput'),
      ok: { status: 201, schema: ref('Notification') },
      // 429: a guest's messages over MESSAGE_RATE_LIMIT (10 per 10 minutes).
      errors: [403, 404, 429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const input = Object.fromEntries(
        ['recipientId', 'title', 'message', 'relatedEntityType', 'relatedEntityId'].map((name) => [
          name,
          fieldText(req.body, name),
        ]),
      );
      const result = await runOperation(server, await contextOf(req), RestSendNotificationDocument, {
        input,
      });
      sendCreated(res, result, (data) => data.sendNotification);
    },
  },
  {
    method: 'patch',
    path: '/dashboard/notifications/{id}/read',
    access: 'signed-in',
    doc: {
      tag: 'Notifications',
      summary: 'Mark one of your notifications read',
      ok: { schema: ref('Notification') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestMarkNotificationReadDocument, {
        id: req.params.id,
      });
      sendResult(res, result, (data) => data.markNotificationRead);
    },
  },
];
