import { createEntityLoader } from '@stays/subgraph-shared';
import type { BookingModel } from './model';

export function createBookingLoaders(bookings: BookingModel) {
  return {
    bookingById: createEntityLoader((ids) =>
      bookings
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
  };
}

export type BookingLoaders = ReturnType<typeof createBookingLoaders>;
