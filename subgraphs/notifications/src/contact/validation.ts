import type { FieldErrors } from '../notification/input';

/** The contact form: who writes, how to answer them, and what about. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Server-side checks of the contact form; the first error is the overall message. Pure. */
export function checkContactMessage(
  raw: unknown,
): { ok: true; value: ContactMessage } | { ok: false; errors: FieldErrors } {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const value: ContactMessage = {
    name: text(body.name),
    email: text(body.email),
    subject: text(body.subject),
    message: text(body.message),
  };
  const errors: FieldErrors = {};
  if (!value.name) errors.name = 'Name is required';
  if (!value.email) errors.email = 'Email is required';
  else if (!EMAIL.test(value.email)) errors.email = 'Please enter a valid email address';
  if (!value.subject) errors.subject = 'Subject is required';
  if (!value.message) errors.message = 'Message is required';
  else if (value.message.length < 10) errors.message = 'Message must be at least 10 characters';
  for (const field of Object.keys(CONTACT_LIMITS) as Array<keyof ContactMessage>) {
    if (!errors[field] && value[field].length > CONTACT_LIMITS[field])
      errors[field] =
        `${field[0].toUpperCase()}${field.slice(1)} must be at most ${CONTACT_LIMITS[field]} characters`;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The staff-desk notification a contact message becomes. */
export function contactNotification(contact: ContactMessage) {
  return {
    recipientRole: 'staff' as const,
    title: `Contact form: ${contact.subject}`.slice(0, 200),
    message: `From ${contact.name} <${contact.email}>:\n\n${contact.message}`,
    relatedEntityType: 'contact',
  };
}
