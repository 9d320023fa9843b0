// The words of the calendars a listing follows (iCal import) and of their conflicts (en; fr and ar in
// src/i18n/messages).
import { defineMessages } from 'react-intl';

export const importMessages = defineMessages({
  title: { id: 'host.calendar.imports.title', defaultMessage: 'Calendars from other sites' },
  intro: {
    id: 'host.calendar.imports.intro',
    defaultMessage:
      'Paste the iCal export address of this listing on Airbnb, Booking.com or VRBO: nights booked there are blocked here, checked about every 15 minutes.',
  },
  url: { id: 'host.calendar.imports.url', defaultMessage: 'iCal address' },
  name: { id: 'host.calendar.imports.name', defaultMessage: 'Name (Airbnb)' },
  add: { id: 'host.calendar.imports.add', defaultMessage: 'Follow calendar' },
  added: { id: 'host.calendar.imports.added', defaultMessage: 'Calendar followed and synced' },
  addedFailing: {
    id: 'host.calendar.imports.addedFailing',
    defaultMessage: 'Calendar followed, but its first sync failed',
  },
  addFailed: { id: 'host.calendar.imports.addFailed', defaultMessage: 'Could not follow this calendar' },
  fieldsNeeded: {
    id: 'host.calendar.imports.fieldsNeeded',
    defaultMessage: 'Give the calendar address and a name.',
  },
  none: { id: 'host.calendar.imports.none', defaultMessage: 'This listing follows no other calendar.' },
  loadFailed: {
    id: 'host.calendar.imports.loadFailed',
    defaultMessage: 'Could not load the followed calendars',
  },
  neverSynced: { id: 'host.calendar.imports.neverSynced', defaultMessage: 'Not synced yet' },
  lastSync: { id: 'host.calendar.imports.lastSync', defaultMessage: 'Last sync {time}' },
  resultOk: {
    id: 'host.calendar.imports.resultOk',
    defaultMessage:
      '{events, plural, =0 {No events} one {# event} other {# events}} imported, {nights, plural, =0 {no nights} one {# night} other {# nights}} blocked',
  },
  resultConflicts: {
    id: 'host.calendar.imports.resultConflicts',
    defaultMessage: '{count, plural, one {# conflict} other {# conflicts}} with confirmed stays',
  },
  resultSkipped: {
    id: 'host.calendar.imports.resultSkipped',
    defaultMessage:
      '{count, plural, one {# event was} other {# events were}} left out (longer than 366 nights, ending before they start, or too many)',
  },
  failed: { id: 'host.calendar.imports.failed', defaultMessage: 'Sync failed: {reason}' },
  sync: { id: 'host.calendar.imports.sync', defaultMessage: 'Sync now' },
  syncNamed: { id: 'host.calendar.imports.syncNamed', defaultMessage: 'Sync now: {name}' },
  synced: { id: 'host.calendar.imports.synced', defaultMessage: 'Calendar synced' },
  syncFailed: { id: 'host.calendar.imports.syncFailed', defaultMessage: 'The calendar could not be synced' },
  remove: { id: 'host.calendar.imports.remove', defaultMessage: 'Remove' },
  removeNamed: { id: 'host.calendar.imports.removeNamed', defaultMessage: 'Remove {name}' },
  removed: {
    id: 'host.calendar.imports.removed',
    defaultMessage: 'Calendar removed; its nights are open again',
  },
  removeFailed: { id: 'host.calendar.imports.removeFailed', defaultMessage: 'Could not remove the calendar' },
  fromCalendar: { id: 'host.calendar.imports.fromCalendar', defaultMessage: 'From {name}' },
  conflictsTitle: { id: 'host.calendar.imports.conflictsTitle', defaultMessage: 'Calendar conflicts' },
  conflictsIntro: {
    id: 'host.calendar.imports.conflictsIntro',
    defaultMessage:
      'Another calendar blocks nights of a stay already confirmed here. The stay is unchanged: settle it with the other site or the guest.',
  },
  conflict: {
    id: 'host.calendar.imports.conflict',
    defaultMessage: '{name} blocks {nights}, during the stay of {stay}',
  },
  conflictChip: { id: 'host.calendar.imports.conflictChip', defaultMessage: 'Conflict' },
  'error.invalid-url': {
    id: 'host.calendar.imports.error.invalidUrl',
    defaultMessage: 'the address is not an http or https web address',
  },
  'error.refused-address': {
    id: 'host.calendar.imports.error.refusedAddress',
    defaultMessage: 'the address points inside a private network',
  },
  'error.unreachable': {
    id: 'host.calendar.imports.error.unreachable',
    defaultMessage: "the other site's server could not be reached",
  },
  'error.timeout': {
    id: 'host.calendar.imports.error.timeout',
    defaultMessage: "the other site's server did not answer within 10 seconds",
  },
  'error.too-large': {
    id: 'host.calendar.imports.error.tooLarge',
    defaultMessage: 'the calendar is larger than 2 MB',
  },
  'error.http-status': {
    id: 'host.calendar.imports.error.httpStatus',
    defaultMessage: "the other site's server refused to send the calendar",
  },
  'error.too-many-redirects': {
    id: 'host.calendar.imports.error.tooManyRedirects',
    defaultMessage: 'the address redirects more than 3 times',
  },
  'error.not-a-calendar': {
    id: 'host.calendar.imports.error.notACalendar',
    defaultMessage: 'the address does not answer an iCal calendar',
  },
  'error.property-gone': {
    id: 'host.calendar.imports.error.propertyGone',
    defaultMessage: 'the listing no longer exists',
  },
  'error.unavailable': {
    id: 'host.calendar.imports.error.unavailable',
    defaultMessage: 'the sync could not finish; it is tried again later',
  },
});

/** The message of a failed sync's code; an unknown code falls back to the last message (tried again later). */
export function errorMessageOf(code: string | null | undefined) {
  const key = `error.${code ?? 'unavailable'}` as keyof typeof importMessages;
  return importMessages[key] ?? importMessages['error.unavailable'];
}
