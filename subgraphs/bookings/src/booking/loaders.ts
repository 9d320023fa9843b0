import { createEntityLoader } from '@stays/subgraph-shared';
import { createTrendingLoader } from '../stats/trending';
import type { BookingModel } from './model';

export function createBookingLoaders(bookings: BookingModel) {
  return {
    bookingById: createEntityLoader((ids) =>
      bookings
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
    /** Whether each property is trending (stats/trending.ts). */
    trending: createTrendingLoader(bookings),
  };
}

export type BookingLoaders = ReturnType<typeof createBookingLoaders>;
