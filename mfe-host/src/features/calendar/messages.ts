// The words of the booking calendar (en; fr and ar in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'host.calendar.title', defaultMessage: 'Booking Calendar' },
  subtitle: {
    id: 'host.calendar.subtitle',
    defaultMessage: 'Approved stays, requests and the nights you blocked.',
  },
  loading: { id: 'host.calendar.loading', defaultMessage: 'Loading your calendar...' },
  error: { id: 'host.calendar.error', defaultMessage: 'Failed to load your calendar' },
  property: { id: 'host.calendar.property', defaultMessage: 'Property' },
  allProperties: { id: 'host.calendar.allProperties', defaultMessage: 'All properties' },
  previous: { id: 'host.calendar.previous', defaultMessage: 'Previous month' },
  next: { id: 'host.calendar.next', defaultMessage: 'Next month' },
  today: { id: 'host.calendar.today', defaultMessage: 'Today' },
  more: { id: 'host.calendar.more', defaultMessage: '+{count} more' },
  blocked: { id: 'host.calendar.blocked', defaultMessage: 'Blocked' },
  dayLabel: {
    id: 'host.calendar.dayLabel',
    defaultMessage: '{date}: {count, plural, =0 {no stays} one {# stay} other {# stays}}',
  },
  upcoming: { id: 'host.calendar.upcoming', defaultMessage: 'Upcoming Bookings' },
  noUpcoming: { id: 'host.calendar.noUpcoming', defaultMessage: 'No upcoming bookings' },
  pending: { id: 'host.calendar.pending', defaultMessage: 'Pending Requests' },
  noPending: { id: 'host.calendar.noPending', defaultMessage: 'No pending requests' },
  stay: { id: 'host.calendar.stay', defaultMessage: '{checkIn} to {checkOut}' },
  guests: { id: 'host.calendar.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
  blockTitle: { id: 'host.calendar.blockTitle', defaultMessage: 'Block nights' },
  blockIntro: {
    id: 'host.calendar.blockIntro',
    defaultMessage: 'Close nights for maintenance or your own use: guests cannot find or request them.',
  },
  from: { id: 'host.calendar.from', defaultMessage: 'First night' },
  until: { id: 'host.calendar.until', defaultMessage: 'Open again on' },
  note: { id: 'host.calendar.note', defaultMessage: 'Note (only you see it)' },
  block: { id: 'host.calendar.block', defaultMessage: 'Block nights' },
  blockDone: { id: 'host.calendar.blockDone', defaultMessage: 'Nights blocked' },
  blockFailed: { id: 'host.calendar.blockFailed', defaultMessage: 'Could not block these nights' },
  chooseProperty: { id: 'host.calendar.chooseProperty', defaultMessage: 'Choose a property first.' },
  datesNeeded: {
    id: 'host.calendar.datesNeeded',
    defaultMessage: 'Choose the first night and the day it opens again.',
  },
  blockedList: { id: 'host.calendar.blockedList', defaultMessage: 'Blocked periods' },
  // A period is stored up to the day it opens again; the list names the nights it closes (the last one included).
  blockedNights: {
    id: 'host.calendar.blockedNights',
    defaultMessage: '{nights, plural, one {The night of {first}} other {# nights, {first} to {last}}}',
  },
  noBlocks: { id: 'host.calendar.noBlocks', defaultMessage: 'No blocked nights' },
  unblock: { id: 'host.calendar.unblock', defaultMessage: 'Unblock' },
  unblockNamed: { id: 'host.calendar.unblockNamed', defaultMessage: 'Unblock {dates}' },
  unblocked: { id: 'host.calendar.unblocked', defaultMessage: 'Nights open again' },
  feedTitle: { id: 'host.calendar.feedTitle', defaultMessage: 'Calendar feed (iCal)' },
  feedIntro: {
    id: 'host.calendar.feedIntro',
    defaultMessage:
      'Subscribe to this address in Google Calendar or another marketplace to avoid double bookings. It lists approved stays and blocked nights, without guest names. Keep it private.',
  },
  feedShow: { id: 'host.calendar.feedShow', defaultMessage: 'Show feed address' },
  feedUrl: { id: 'host.calendar.feedUrl', defaultMessage: 'Feed address' },
  copy: { id: 'host.calendar.copy', defaultMessage: 'Copy' },
  copied: { id: 'host.calendar.copied', defaultMessage: 'Address copied' },
  reset: { id: 'host.calendar.reset', defaultMessage: 'Reset address' },
  resetTitle: { id: 'host.calendar.resetTitle', defaultMessage: 'Reset the feed address?' },
  resetText: {
    id: 'host.calendar.resetText',
    defaultMessage:
      'The current address stops working at once; calendars subscribed to it must use the new one.',
  },
  resetDone: { id: 'host.calendar.resetDone', defaultMessage: 'New feed address ready' },
  cancel: { id: 'host.calendar.cancel', defaultMessage: 'Cancel' },
  feedFailed: { id: 'host.calendar.feedFailed', defaultMessage: 'Could not load the feed address' },
});
