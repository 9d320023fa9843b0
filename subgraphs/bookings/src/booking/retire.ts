import { isObjectIdString } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import { close, reopen } from '../calendar/calendar';
import type { CalendarModel } from '../calendar/model';
import { notify } from '../peers/notifications';
import { decisionNotice } from './decide';
import type { BookingModel } from './model';
import { movableTo } from './transitions';

export const RETIRE_PROPERTY_PATH = '/internal/property-retire';
export const REOPEN_PROPERTY_PATH = '/internal/property-reopen';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What deleting a property means for its stays: refused while an approved stay is still to come (its guest
 * counts on it); otherwise the calendar is closed for good, so nothing more is approved or requested, and every
 * pending request is declined with a word to its guest. Past stays stay on record for guests and reports.
 */
export async function retireProperty(
  bookings: BookingModel,
  calendars: CalendarModel,
  propertyId: string,
  title: string,
): Promise<{ ok: true; declined: number } | { ok: false; upcomingStays: number }> {
  const closing = await close(calendars, bookings, propertyId, today());
  if (!closing.closed) return { ok: false, upcomingStays: closing.upcomingStays };
  const pending = await bookings.find({ propertyId, status: 'pending' }).lean().exec();
  await bookings
    .updateMany(
      { _id: { $in: pending.map((booking) => booking._id) }, ...movableTo('rejected', 'system') },
      { status: 'rejected' },
    )
    .exec();
  await Promise.all(
    pending.map((booking) =>
      notify(decisionNotice(booking, title, 'rejected', 'the property is no longer listed')),
    ),
  );
  return { ok: true, declined: pending.length };
}

/**
 * `POST /internal/property-retire { propertyId, title }` -> 200 `{ declined }` or 409 `{ message, upcomingStays }`,
 * and `POST /internal/property-reopen { propertyId }` when the deletion did not go through: for the properties
 * subgraph's deleteProperty. Internal only (behind the internal token).
 */
export function retireRoutes(bookings: BookingModel, calendars: CalendarModel) {
  return (app: Express) => {
    const propertyIdOf = (body: unknown) => {
      const id = (body as { propertyId?: unknown } | undefined)?.propertyId;
      return isObjectIdString(id) ? id : null;
    };
    app.post(RETIRE_PROPERTY_PATH, express.json({ limit: '8kb' }), async (req, res) => {
      const propertyId = propertyIdOf(req.body);
      if (!propertyId) return void res.status(400).json({ message: 'propertyId must be a property id' });
      const title = String((req.body as { title?: unknown }).title ?? '').slice(0, 200);
      const result = await retireProperty(bookings, calendars, propertyId, title);
      if (result.ok) return void res.json({ declined: result.declined });
      const stays = result.upcomingStays;
      res.status(409).json({
        message: `This property has ${stays} upcoming approved stay${stays === 1 ? '' : 's'}; it can be deleted once ${stays === 1 ? 'it is' : 'they are'} over`,
        upcomingStays: stays,
      });
    });
    app.post(REOPEN_PROPERTY_PATH, express.json({ limit: '8kb' }), async (req, res) => {
      const propertyId = propertyIdOf(req.body);
      if (!propertyId) return void res.status(400).json({ message: 'propertyId must be a property id' });
      await reopen(calendars, propertyId);
      res.json({ reopened: true });
    });
  };
}
