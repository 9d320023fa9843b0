import { checkOutMoment, isObjectIdString } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import type { BookingModel } from '../booking/model';

export const STAY_FACTS_PATH = '/internal/stay-facts';

/**
 * `POST /internal/stay-facts { bookingId }` -> `{ stay: { id, propertyId, guestId, status, ended } | null }`: what
 * the properties subgraph needs to accept a review (its guest, an approved stay that has ended). `ended` uses
 * the contracts' check-out moment, as the refunds and the trips page do. Internal only.
 */
export function stayFactsRoutes(bookings: BookingModel) {
  return (app: Express) => {
    app.post(STAY_FACTS_PATH, express.json({ limit: '4kb' }), async (req, res) => {
      const bookingId = (req.body as { bookingId?: unknown } | undefined)?.bookingId;
      if (!isObjectIdString(bookingId)) {
        res.json({ stay: null });
        return;
      }
      try {
        const booking = await bookings.findById(bookingId).lean().exec();
        res.json({
          stay: booking && {
            id: String(booking._id),
            propertyId: String(booking.propertyId),
            guestId: String(booking.guestId),
            status: booking.status,
            ended: Date.now() >= checkOutMoment(booking.checkOutDate).getTime(),
          },
        });
      } catch {
        res.status(503).json({ message: 'Stay lookup failed' });
      }
    });
  };
}
