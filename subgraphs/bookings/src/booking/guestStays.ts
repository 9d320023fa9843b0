import { isObjectIdString, toObjectId } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import type { BookingModel } from './model';

export const GUEST_UPCOMING_PATH = '/internal/guest-upcoming';
export const GUEST_STAYS_PATH = '/internal/guest-stays';
const MAX_PROPERTY_IDS = 1000;

/** A guest's stays still ahead or under way: pending or approved, checking out today or later. */
export function upcomingStaysOf(bookings: BookingModel, guestId: string, today: string): Promise<number> {
  return bookings
    .countDocuments({
      guestId: toObjectId(guestId),
      status: { $in: ['pending', 'approved'] },
      checkOutDate: { $gte: today },
    })
    .exec();
}

/** Of the given properties, those where the guest has a confirmed (approved) stay. */
export async function confirmedStays(
  bookings: BookingModel,
  guestId: string,
  propertyIds: string[],
): Promise<string[]> {
  const ids = await bookings
    .distinct('propertyId', {
      guestId: toObjectId(guestId),
      status: 'approved',
      propertyId: { $in: propertyIds.map((id) => toObjectId(id)!) },
    })
    .exec();
  return ids.map(String);
}

/**
 * What other subgraphs ask of a guest's stays. Internal only (behind the internal token).
 * - `POST /internal/guest-upcoming { guestId }` -> `{ upcoming }`: for the users subgraph, which refuses to delete
 *   an account while it has stays ahead (issue 46 #12).
 * - `POST /internal/guest-stays { guestId, propertyIds }` -> `{ propertyIds }`: for the properties subgraph's rule
 *   that a guest with a confirmed stay sees a listing's exact point (policy `property.readExactLocation`).
 */
export function guestStaysRoutes(bookings: BookingModel) {
  return (app: Express) => {
    app.post(GUEST_UPCOMING_PATH, express.json({ limit: '1kb' }), async (req, res) => {
      const { guestId } = (req.body ?? {}) as { guestId?: unknown };
      if (!isObjectIdString(guestId)) {
        res.status(400).json({ message: 'guestId must be a user id' });
        return;
      }
      try {
        res.json({
          upcoming: await upcomingStaysOf(bookings, guestId, new Date().toISOString().slice(0, 10)),
        });
      } catch {
        res.status(503).json({ message: 'Stay lookup failed' });
      }
    });
    app.post(GUEST_STAYS_PATH, express.json({ limit: '64kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { guestId?: unknown; propertyIds?: unknown };
      const propertyIds = (Array.isArray(body.propertyIds) ? body.propertyIds : []).filter(isObjectIdString);
      if (!isObjectIdString(body.guestId) || propertyIds.length > MAX_PROPERTY_IDS) {
        res.status(400).json({
          message: `guestId must be a user id and propertyIds at most ${MAX_PROPERTY_IDS} property ids`,
        });
        return;
      }
      try {
        res.json({
          propertyIds: propertyIds.length ? await confirmedStays(bookings, body.guestId, propertyIds) : [],
        });
      } catch {
        res.status(503).json({ message: 'Stay lookup failed' });
      }
    });
  };
}
