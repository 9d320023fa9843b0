import { isObjectIdString, toObjectId } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import type { BookingModel } from './model';

export const HOST_GUESTS_PATH = '/internal/host-guests';
const MAX_GUEST_IDS = 1000;

/** Of the given users, those who have a booking (any status) at one of the host's properties. */
export async function guestsOfHost(
  bookings: BookingModel,
  hostId: string,
  guestIds: string[],
): Promise<string[]> {
  const ids = await bookings
    .distinct('guestId', {
      hostId: toObjectId(hostId),
      guestId: { $in: guestIds.map((id) => toObjectId(id)!) },
    })
    .exec();
  return ids.map(String);
}

/**
 * `POST /internal/host-guests { hostId, guestIds }` -> `{ guestIds }`: for the users subgraph's rule that the host of
 * a booking sees its guest's email (policy `user.readEmail`). Internal only (behind the internal token).
 */
export function hostGuestsRoutes(bookings: BookingModel) {
  return (app: Express) => {
    app.post(HOST_GUESTS_PATH, express.json({ limit: '64kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { hostId?: unknown; guestIds?: unknown };
      const guestIds = (Array.isArray(body.guestIds) ? body.guestIds : []).filter(isObjectIdString);
      if (!isObjectIdString(body.hostId) || guestIds.length > MAX_GUEST_IDS) {
        res
          .status(400)
          .json({ message: `hostId must be a user id and guestIds at most ${MAX_GUEST_IDS} user ids` });
        return;
      }
      try {
        res.json({ guestIds: guestIds.length ? await guestsOfHost(bookings, body.hostId, guestIds) : [] });
      } catch {
        res.status(503).json({ message: 'Guest lookup failed' });
      }
    });
  };
}
