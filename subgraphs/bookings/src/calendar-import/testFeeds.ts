// Feeds in the formats other sites publish, for the tests (unit, subgraph, API, fleet, browser). Dates are
// YYYY-MM-DD days, given by each test (relative to its clock), written as iCal dates here.
import { addDays } from './parse';

const icalDay = (day: string) => day.replaceAll('-', '');
const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

/** Airbnb's export: all-day events, "Reserved" for a booking and "Airbnb (Not available)" for closed nights. */
export function airbnbFeed(
  events: ReadonlyArray<{ uid: string; start: string; end: string; blocked?: boolean }>,
) {
  return lines(
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${icalDay(event.end)}`,
      `DTSTART;VALUE=DATE:${icalDay(event.start)}`,
      `UID:${event.uid}@airbnb.com`,
      ...(event.blocked
        ? ['SUMMARY:Airbnb (Not available)']
        : [
            'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMXQ4Z\\nPhone',
            ' Number (Last 4 Digits): 4821',
            'SUMMARY:Reserved',
          ]),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  );
}

/** Booking.com's export: METHOD:PUBLISH, DTSTAMP, "CLOSED - Not available" all-day events. */
export function bookingComFeed(events: ReadonlyArray<{ uid: string; start: string; end: string }>) {
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}@booking.com`,
      'DTSTAMP:20261201T080000Z',
      `DTSTART;VALUE=DATE:${icalDay(event.start)}`,
      `DTEND;VALUE=DATE:${icalDay(event.end)}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  );
}

/** A calendar app's export with its VTIMEZONE (America/New_York) and timed events, one in UTC. */
export function timedFeed(events: ReadonlyArray<{ uid: string; start: string; end: string; utc?: boolean }>) {
  const stamp = (value: string) => value.replaceAll('-', '').replaceAll(':', '');
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      event.utc ? `DTSTART:${stamp(event.start)}Z` : `DTSTART;TZID=America/New_York:${stamp(event.start)}`,
      event.utc ? `DTEND:${stamp(event.end)}Z` : `DTEND;TZID=America/New_York:${stamp(event.end)}`,
      'DTSTAMP:20261201T080000Z',
      `UID:${event.uid}@google.com`,
      'SUMMARY:Busy',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  );
}

/** A weekly all-day event with some weeks left out (RRULE with EXDATE). */
export function recurringFeed(event: { uid: string; start: string; count?: number; exdates: string[] }) {
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Corp//Owner calendar//EN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    'DTSTAMP:20261201T080000Z',
    `DTSTART;VALUE=DATE:${icalDay(event.start)}`,
    `DTEND;VALUE=DATE:${icalDay(addDays(event.start, 1))}`,
    `RRULE:FREQ=WEEKLY${event.count ? `;COUNT=${event.count}` : ''}`,
    ...event.exdates.map((day) => `EXDATE;VALUE=DATE:${icalDay(day)}`),
    'SUMMARY:Owner stays',
    'END:VEVENT',
    'END:VCALENDAR',
  );
}

/** Not a calendar: what a site answers when the export link expired. */
export const MALFORMED_FEED = '<!doctype html><html><body><h1>Calendar not found</h1></body></html>';

/** A VCALENDAR cut in the middle of an event. */
export const TRUNCATED_FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027';
