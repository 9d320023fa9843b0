import express, { type Express } from 'express';
import type { CalendarModel } from '../calendar/model';
import type { BookingModel } from './model';
import { nightsBetween } from './pricing';

export const BOOKED_PROPERTIES_PATH = '/internal/booked-properties';

/**
 * Properties not free for all of [checkIn, checkOut): an approved stay or nights their host blocked overlap it
 * (starts before the asked check-out, ends after the asked check-in; days are YYYY-MM-DD, so string order is
 * date order).
 */
export async function bookedPropertyIds(
  bookings: BookingModel,
  calendars: CalendarModel,
  checkIn: string,
  checkOut: string,
): Promise<string[]> {
  const [booked, blocked] = await Promise.all([
    bookings
      .distinct('propertyId', {
        status: 'approved',
        checkInDate: { $lt: checkOut },
        checkOutDate: { $gt: checkIn },
      })
      .exec(),
    calendars
      .distinct('propertyId', {
        blocks: { $elemMatch: { startDate: { $lt: checkOut }, endDate: { $gt: checkIn } } },
      })
      .exec(),
  ]);
  return [...new Set([...booked, ...blocked].map(String))];
}

/**
 * `POST /internal/booked-properties { checkIn, checkOut }` -> `{ propertyIds }`: the properties subgraph's
 * search leaves these out. Internal only (behind the internal token, not in the graph).
 */
export function availabilityRoutes(bookings: BookingModel, calendars: CalendarModel) {
  return (app: Express) => {
    app.post(BOOKED_PROPERTIES_PATH, express.json({ limit: '16kb' }), async (req, res) => {
      const { checkIn, checkOut } = (req.body ?? {}) as { checkIn?: unknown; checkOut?: unknown };
      if (
        typeof checkIn !== 'string' ||
        typeof checkOut !== 'string' ||
        nightsBetween(checkIn, checkOut) < 1
      ) {
        res
          .status(400)
          .json({ message: 'checkIn and checkOut must be YYYY-MM-DD days, check-out after check-in' });
        return;
      }
      try {
        res.json({ propertyIds: await bookedPropertyIds(bookings, calendars, checkIn, checkOut) });
      } catch {
        res.status(503).json({ message: 'Availability lookup failed' });
      }
    });
  };
}
