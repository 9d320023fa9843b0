import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Express } from 'express';
import ical from 'ical-generator';
import { Types } from 'mongoose';
import { CALENDAR_FEED_TOKEN_BYTES, isCalendarFeedToken, isObjectIdString } from '@stays/subgraph-shared';
import type { BookingModel } from '../booking/model';
import { ensureCalendar } from '../calendar/calendar';
import type { CalendarModel } from '../calendar/model';
import { propertyTitles } from '../peers/properties';

/** `GET /internal/calendar-feed/:propertyId/:token`, served publicly by the gateway as `/ical/:propertyId/:token.ics`. */
export const CALENDAR_FEED_PATH = '/internal/calendar-feed';

export interface CalendarFeedObject {
  propertyId: string;
  token: string;
  path: string;
}

const newToken = () => randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('hex');
const feedObject = (propertyId: string, token: string): CalendarFeedObject => ({
  propertyId,
  token,
  path: `/ical/${propertyId}/${token}.ics`,
});

/** The property's feed, its secret made on first ask (two first asks at once agree: the second reads the first's). */
export async function feedOf(
  calendars: CalendarModel,
  bookings: BookingModel,
  propertyIdText: string,
): Promise<CalendarFeedObject> {
  const propertyId = new Types.ObjectId(propertyIdText);
  await ensureCalendar(calendars, bookings, propertyId);
  await calendars
    .updateOne({ propertyId, feedToken: { $exists: false } }, { $set: { feedToken: newToken() } })
    .exec();
  const calendar = await calendars.findOne({ propertyId }).select({ feedToken: 1 }).lean().exec();
  return feedObject(propertyIdText, String(calendar?.feedToken));
}

/** A new secret: every copy of the old URL stops working at once. */
export async function resetFeed(
  calendars: CalendarModel,
  bookings: BookingModel,
  propertyIdText: string,
): Promise<CalendarFeedObject> {
  const propertyId = new Types.ObjectId(propertyIdText);
  await ensureCalendar(calendars, bookings, propertyId);
  const token = newToken();
  await calendars.updateOne({ propertyId }, { $set: { feedToken: token } }).exec();
  return feedObject(propertyIdText, token);
}

const sameSecret = (stored: string, given: string) =>
  stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The RFC 5545 calendar of a property: one all-day event per approved stay ('Reserved') and per blocked period
 * of the host's own ('Not available'; not the nights a followed calendar brought), DTEND being the check-out day (exclusive, as RFC 5545 reads an all-day DTEND). It carries
 * no guest name, note or price: whoever holds the URL (another marketplace) only needs the busy nights.
 */
export async function feedText(
  calendars: CalendarModel,
  bookings: BookingModel,
  propertyIdText: string,
  token: string,
): Promise<string | null> {
  if (!isObjectIdString(propertyIdText) || !isCalendarFeedToken(token)) return null;
  const propertyId = new Types.ObjectId(propertyIdText);
  const calendar = await calendars
    .findOne({ propertyId })
    .select({ feedToken: 1, blocks: 1, closed: 1 })
    .lean()
    .exec();
  if (!calendar?.feedToken || calendar.closed || !sameSecret(calendar.feedToken, token)) return null;
  const stays = await bookings
    .find({ propertyId, status: 'approved' })
    .select({ checkInDate: 1, checkOutDate: 1, updatedAt: 1, createdAt: 1 })
    .sort({ checkInDate: 1 })
    .lean()
    .exec();
  const title = (await propertyTitles([propertyIdText])).get(propertyIdText);
  const feed = ical({
    name: title ? `Stays: ${title}` : 'Stays',
    prodId: { company: 'Stays', product: 'host-calendar', language: 'EN' },
  });
  for (const stay of stays) {
    feed.createEvent({
      id: `booking-${String(stay._id)}@stays`,
      start: utcDay(stay.checkInDate),
      end: utcDay(stay.checkOutDate),
      allDay: true,
      summary: 'Reserved',
      stamp: (stay as { createdAt?: Date }).createdAt ?? new Date(),
    });
  }
  // Nights a followed calendar brought are not echoed back: the site they came from already has them, and a
  // feed that sent them back would keep them alive there after the guest cancelled (docs/decisions.md).
  for (const block of (calendar.blocks ?? []).filter((b) => !b.importId)) {
    feed.createEvent({
      id: `block-${String(block._id)}@stays`,
      start: utcDay(block.startDate),
      end: utcDay(block.endDate),
      allDay: true,
      summary: 'Not available',
      stamp: block.createdAt,
    });
  }
  return feed.toString();
}

/** The internal route the gateway's public `/ical/...` proxies; 404 for anything but the current secret. */
export function feedRoutes(calendars: CalendarModel, bookings: BookingModel) {
  return (app: Express) => {
    app.get(`${CALENDAR_FEED_PATH}/:propertyId/:token`, async (req, res) => {
      try {
        const text = await feedText(calendars, bookings, req.params.propertyId, req.params.token);
        if (text === null) {
          res.status(404).json({ message: 'Calendar not found' });
          return;
        }
        res.type('text/calendar; charset=utf-8').send(text);
      } catch {
        res.status(503).json({ message: 'Calendar unavailable' });
      }
    });
  };
}
