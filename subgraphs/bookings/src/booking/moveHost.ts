import { BOOKINGS_HOST_PATH, toObjectId } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import type { BookingModel } from './model';

/**
 * Every booking of a listing names its new host after an admin moved the listing (issue 18 #9): `hostId` on a
 * booking means "who owns this listing's record", so past, pending and future stays all follow. The new host
 * decides the pending ones and sees the guests (and their emails, by `/internal/host-guests`); the old host no
 * longer does. One `updateMany`, so it is whole or not at all per booking, and asking twice changes nothing.
 */
export async function moveBookingsToHost(bookings: BookingModel, propertyId: string, hostId: string) {
  const result = await bookings
    .updateMany({ propertyId: toObjectId(propertyId) }, { $set: { hostId: toObjectId(hostId) } })
    .exec();
  return result.matchedCount;
}

/**
 * `POST /internal/bookings-host { propertyId, hostId }` -> `{ bookings }`: for the properties subgraph's
 * `updateProperty`, before and after it stores the listing's new host. Internal only (behind the internal token).
 */
export function moveHostRoutes(bookings: BookingModel) {
  return (app: Express) => {
    app.post(BOOKINGS_HOST_PATH, express.json({ limit: '1kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { propertyId?: unknown; hostId?: unknown };
      const propertyId = toObjectId(body.propertyId);
      const hostId = toObjectId(body.hostId);
      if (!propertyId || !hostId) {
        res.status(400).json({ message: 'propertyId and hostId must be ids' });
        return;
      }
      try {
        res.json({ bookings: await moveBookingsToHost(bookings, String(propertyId), String(hostId)) });
      } catch {
        res.status(500).json({ message: 'Bookings could not be moved' });
      }
    });
  };
}
