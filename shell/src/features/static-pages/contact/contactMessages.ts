import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  formTitle: { id: 'static.contact.formTitle', defaultMessage: 'Send Us a Message' },
  formIntro: {
    id: 'static.contact.formIntro',
    defaultMessage: 'Fill in the form and the right team will answer within one business day.',
  },
  name: { id: 'static.contact.name', defaultMessage: 'Full name' },
  email: { id: 'static.contact.email', defaultMessage: 'Email address' },
  department: { id: 'static.contact.department', defaultMessage: 'Department' },
  subject: { id: 'static.contact.subject', defaultMessage: 'Subject' },
  subjectPlaceholder: {
    id: 'static.contact.subjectPlaceholder',
    defaultMessage: 'What is your message about?',
  },
  message: { id: 'static.contact.message', defaultMessage: 'Message' },
  messagePlaceholder: {
    id: 'static.contact.messagePlaceholder',
    defaultMessage: 'Tell us how we can help...',
  },
  send: { id: 'static.contact.send', defaultMessage: 'Send Message' },
  sending: { id: 'static.contact.sending', defaultMessage: 'Sending...' },
  required: { id: 'static.contact.required', defaultMessage: 'Required' },
  invalidEmail: { id: 'static.contact.invalidEmail', defaultMessage: 'Invalid email' },
  tooShort: {
    id: 'static.contact.tooShort',
    defaultMessage: 'String must contain at least {min} character(s)',
  },
  tooLong: { id: 'static.contact.tooLong', defaultMessage: 'String must contain at most {max} character(s)' },
  sentTitle: { id: 'static.contact.sentTitle', defaultMessage: 'Message Sent!' },
  sentText: {
    id: 'static.contact.sentText',
    defaultMessage:
      'Thank you, {name}. We received your message and will reply to {email} within one business day.',
  },
  sendAnother: { id: 'static.contact.sendAnother', defaultMessage: 'Send another message' },
  failedTitle: { id: 'static.contact.failedTitle', defaultMessage: 'Message Failed' },
  failed: { id: 'static.contact.failed', defaultMessage: 'Failed to send message. Please try again.' },
  general: { id: 'static.contact.dept.general', defaultMessage: 'General Inquiry' },
  booking: { id: 'static.contact.dept.booking', defaultMessage: 'Booking Support' },
  host: { id: 'static.contact.dept.host', defaultMessage: 'Host Support' },
  technical: { id: 'static.contact.dept.technical', defaultMessage: 'Technical Support' },
  billing: { id: 'static.contact.dept.billing', defaultMessage: 'Billing Question' },
  safety: { id: 'static.contact.dept.safety', defaultMessage: 'Safety Concern' },
});

/** SPEC 9's contact departments, in the spec's order. */
export const DEPARTMENTS = ['general', 'booking', 'host', 'technical', 'billing', 'safety'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const isDepartment = (value: unknown): value is Department =>
  DEPARTMENTS.includes(value as Department);
