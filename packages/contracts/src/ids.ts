/**
 * A MongoDB ObjectId as the API writes it (24 lowercase hex digits), as regular-expression source: the one
 * definition every id, image-URL and REST-path pattern is built from.
 */
export const OBJECT_ID_PATTERN = '[0-9a-f]{24}';
// Capitals too: an id typed or pasted in capitals names the same document.
const OBJECT_ID = new RegExp(`^${OBJECT_ID_PATTERN}$`, 'i');

/** True only for the 24-hex form: mongoose's own check also accepts any 12-character string. */
export function isObjectIdString(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

/** An iCal feed's secret: 24 random bytes, written as 48 lowercase hex digits in the feed's URL. */
export const CALENDAR_FEED_TOKEN_BYTES = 24;
const CALENDAR_FEED_TOKEN = new RegExp(`^[0-9a-f]{${CALENDAR_FEED_TOKEN_BYTES * 2}}$`);

export function isCalendarFeedToken(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_FEED_TOKEN.test(value);
}
