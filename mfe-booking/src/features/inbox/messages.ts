import { defineMessages } from 'react-intl';

// The inbox's words (issue 29); French and Arabic in mfe-booking/src/i18n/messages.
export const inboxMessages = defineMessages({
  title: { id: 'inbox.title', defaultMessage: 'Inbox' },
  subtitle: {
    id: 'inbox.subtitle',
    defaultMessage: 'Your conversations with hosts and guests, newest first.',
  },
  signInTitle: { id: 'inbox.signInTitle', defaultMessage: 'Sign in to see your messages' },
  signInText: {
    id: 'inbox.signInText',
    defaultMessage: 'Your conversations with hosts and guests are kept in your account.',
  },
  emptyTitle: { id: 'inbox.emptyTitle', defaultMessage: 'No conversations yet' },
  emptyText: {
    id: 'inbox.emptyText',
    defaultMessage:
      'Ask a host a question from a property page, or send a booking request: the thread starts here.',
  },
  browse: { id: 'inbox.browse', defaultMessage: 'Browse stays' },
  loadFailed: { id: 'inbox.loadFailed', defaultMessage: 'Could not load your conversations. {message}' },
  retry: { id: 'inbox.retry', defaultMessage: 'Retry' },
  loadMore: { id: 'inbox.loadMore', defaultMessage: 'Load more conversations' },
  loadingMore: { id: 'inbox.loadingMore', defaultMessage: 'Loading...' },
  count: {
    id: 'inbox.count',
    defaultMessage: '{count, plural, one {# conversation} other {# conversations}}',
  },
  unread: { id: 'inbox.unread', defaultMessage: '{count, plural, one {# unread} other {# unread}}' },
  asHost: { id: 'inbox.asHost', defaultMessage: 'Hosting' },
  asGuest: { id: 'inbox.asGuest', defaultMessage: 'Travelling' },
  you: { id: 'inbox.you', defaultMessage: 'You: {text}' },
  noEntries: { id: 'inbox.noEntries', defaultMessage: 'No messages yet' },
  removedProperty: { id: 'inbox.removedProperty', defaultMessage: 'A removed property' },
  someone: { id: 'inbox.someone', defaultMessage: 'A Stays member' },
  choose: { id: 'inbox.choose', defaultMessage: 'Choose a conversation to read it.' },
  justNow: { id: 'inbox.justNow', defaultMessage: 'just now' },
});

export const entryMessages = defineMessages({
  request: { id: 'inbox.entry.request', defaultMessage: 'Booking request · {dates}' },
  requestTotal: { id: 'inbox.entry.requestTotal', defaultMessage: 'Total {amount}' },
  approved: { id: 'inbox.entry.approved', defaultMessage: 'Booking approved · {dates}' },
  declined: { id: 'inbox.entry.declined', defaultMessage: 'Booking declined · {dates}' },
  cancelled: { id: 'inbox.entry.cancelled', defaultMessage: 'Booking cancelled · {dates}' },
  refund: { id: 'inbox.entry.refund', defaultMessage: 'Refund {amount}' },
  expired: { id: 'inbox.entry.expired', defaultMessage: 'Request expired · {dates}' },
  review: {
    id: 'inbox.entry.review',
    defaultMessage: 'Review · {rating, plural, one {# star} other {# stars}}',
  },
  eventNoDates: { id: 'inbox.entry.noDates', defaultMessage: 'the stay' },
});

export const threadMessages = defineMessages({
  back: { id: 'thread.back', defaultMessage: 'All conversations' },
  with: { id: 'thread.with', defaultMessage: 'Conversation with {name}' },
  about: { id: 'thread.about', defaultMessage: 'About {title}' },
  viewProperty: { id: 'thread.viewProperty', defaultMessage: 'View property' },
  loadOlder: { id: 'thread.loadOlder', defaultMessage: 'Load older messages' },
  loadOlderFailed: { id: 'thread.loadOlderFailed', defaultMessage: 'Could not load older messages.' },
  seen: { id: 'thread.seen', defaultMessage: 'Seen' },
  notFoundTitle: { id: 'thread.notFoundTitle', defaultMessage: 'Conversation not found' },
  notFoundText: {
    id: 'thread.notFoundText',
    defaultMessage: 'It does not exist, or it is not one of your conversations.',
  },
  loadFailed: { id: 'thread.loadFailed', defaultMessage: 'Could not load this conversation. {message}' },
  readOnly: {
    id: 'thread.readOnly',
    defaultMessage: 'Reported conversation: staff can read it but not write in it.',
  },
  reported: { id: 'thread.reported', defaultMessage: 'Reported' },
  composerLabel: { id: 'thread.composerLabel', defaultMessage: 'Your message' },
  composerPlaceholder: {
    id: 'thread.composerPlaceholder',
    defaultMessage: 'Write a message. Enter sends, Shift+Enter starts a new line.',
  },
  send: { id: 'thread.send', defaultMessage: 'Send' },
  sending: { id: 'thread.sending', defaultMessage: 'Sending...' },
  tooLong: {
    id: 'thread.tooLong',
    defaultMessage: 'Messages can be at most {max, number} characters.',
  },
  blocked: { id: 'thread.blocked', defaultMessage: 'Your account is blocked: you cannot send messages.' },
  tooMany: { id: 'thread.tooMany', defaultMessage: 'Too many messages. Please try again later.' },
  report: { id: 'thread.report', defaultMessage: 'Report conversation' },
  reportTitle: { id: 'thread.reportTitle', defaultMessage: 'Report this conversation?' },
  reportText: {
    id: 'thread.reportText',
    defaultMessage:
      'Our staff will be able to read this conversation to look into it. The other person is not told.',
  },
  reportReason: { id: 'thread.reportReason', defaultMessage: 'What happened? (optional)' },
  reportConfirm: { id: 'thread.reportConfirm', defaultMessage: 'Report' },
  reportCancel: { id: 'thread.reportCancel', defaultMessage: 'Cancel' },
  reportDone: { id: 'thread.reportDone', defaultMessage: 'Thank you. Our staff will look into it.' },
  reportFailed: { id: 'thread.reportFailed', defaultMessage: 'The report was not sent. Please try again.' },
  sender: { id: 'thread.sender', defaultMessage: '{name} wrote' },
  youWrote: { id: 'thread.youWrote', defaultMessage: 'You wrote' },
});
