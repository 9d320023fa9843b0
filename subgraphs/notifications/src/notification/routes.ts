import express, { type Express, type Response } from 'express';
import { checkContactMessage, contactNotification } from '../contact/validation';
import { checkNotificationInput, type FieldErrors, type NotificationInput } from './input';
import type { EventLog } from '../event/log';
import type { NotificationModel } from './model';

export const NOTIFICATIONS_PATH = '/internal/notifications';
export const CONTACT_MESSAGES_PATH = '/internal/contact-messages';

/** Stores a notification; one to a user is also a live event for them (the staff desk's are not). */
export async function createNotification(
  notifications: NotificationModel,
  input: NotificationInput & { senderId?: string },
  events?: EventLog,
) {
  const created = await notifications.create(input);
  if (events && created.recipientId)
    await events.notify([String(created.recipientId)], 'notification', {
      id: String(created._id),
      title: created.title,
    });
  return created;
}

function invalid(res: Response, errors: FieldErrors) {
  res.status(400).json({ message: Object.values(errors)[0], errors });
}

/**
 * Internal routes (behind the subgraph's internal token, not in the graph):
 * - `POST /internal/notifications` -> 201 `{ id }`: how peers notify (property decisions, booking events);
 * - `POST /internal/contact-messages` -> 201 `{ id }`: the gateway's contact form adapter, which rate-limits
 *   per client address before calling (so the form has no GraphQL twin that would bypass the limit).
 */
export function notificationRoutes(notifications: NotificationModel, events: EventLog) {
  return (app: Express) => {
    // As large as the gateway lets a body be (1 MB): an over-long field is then the validator's 400 by field,
    // not the parser's 413 (which the contact adapter could only answer as 503).
    const json = express.json({ limit: '1mb' });
    app.post(NOTIFICATIONS_PATH, json, async (req, res) => {
      const checked = checkNotificationInput(req.body);
      if (!checked.ok) return invalid(res, checked.errors);
      try {
        const created = await createNotification(notifications, checked.value, events);
        res.status(201).json({ id: String(created._id) });
      } catch {
        res.status(503).json({ message: 'Notification could not be stored' });
      }
    });
    app.post(CONTACT_MESSAGES_PATH, json, async (req, res) => {
      const checked = checkContactMessage(req.body);
      if (!checked.ok) return invalid(res, checked.errors);
      try {
        const created = await createNotification(notifications, contactNotification(checked.value));
        res.status(201).json({ id: String(created._id) });
      } catch {
        res.status(503).json({ message: 'Message could not be stored' });
      }
    });
  };
}
