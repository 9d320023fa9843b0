import { isObjectIdString } from '@stays/subgraph-shared';
import { STAFF_DESK } from './model';

/** A notification to create (SPEC section 3's payload, plus `recipientRole: 'staff'` for the staff desk). */
export interface NotificationInput {
  recipientId?: string;
  recipientRole?: typeof STAFF_DESK;
  title: string;
  message: string;
  relatedEntityType?: string;
  relatedEntityId?: string;
}

export type FieldErrors = Record<string, string>;

export const NOTIFICATION_LIMITS = { title: 200, message: 5000, relatedEntityType: 50, relatedEntityId: 100 };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks a notification payload from any source (staff message, peer subgraph, contact form). Pure. */
export function checkNotificationInput(
  raw: unknown,
): { ok: true; value: NotificationInput } | { ok: false; errors: FieldErrors } {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const value: NotificationInput = { title: text(body.title), message: text(body.message) };

  if (body.recipientRole != null) {
    if (body.recipientRole !== STAFF_DESK) errors.recipientRole = "recipientRole must be 'staff'";
    else value.recipientRole = STAFF_DESK;
  } else if (!isObjectIdString(body.recipientId)) {
    errors.recipientId = body.recipientId ? 'recipientId is not a valid user id' : 'recipientId is required';
  } else value.recipientId = body.recipientId;

  for (const field of ['title', 'message'] as const) {
    if (!value[field]) errors[field] = `${field === 'title' ? 'Title' : 'Message'} is required`;
    else if (value[field].length > NOTIFICATION_LIMITS[field])
      errors[field] =
        `${field === 'title' ? 'Title' : 'Message'} must be at most ${NOTIFICATION_LIMITS[field]} characters`;
  }
  for (const field of ['relatedEntityType', 'relatedEntityId'] as const) {
    if (body[field] == null || body[field] === '') continue;
    const given = typeof body[field] === 'number' ? String(body[field]) : text(body[field]);
    if (!given || given.length > NOTIFICATION_LIMITS[field])
      errors[field] = `${field} must be text of at most ${NOTIFICATION_LIMITS[field]} characters`;
    else value[field] = given;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
