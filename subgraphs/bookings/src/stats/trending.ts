import { toObjectId } from '@stays/subgraph-shared';
import DataLoader from 'dataloader';
import type { BookingModel } from '../booking/model';

/** Trending (docs/decisions.md, issue 30): this many booking requests, of any outcome, ... */
export const TRENDING_REQUESTS = 3;
/** ... made within this many days. */
export const TRENDING_DAYS = 28;
const DAY_MS = 24 * 3600 * 1000;

/** Per property id, whether it is trending: one aggregation for every property asked in a tick. */
export function createTrendingLoader(bookings: BookingModel, now: () => Date = () => new Date()) {
  return new DataLoader<string, boolean>(
    async (ids) => {
      const objectIds = [...new Set(ids)].map(toObjectId).filter((id) => id !== null);
      if (objectIds.length === 0) return ids.map(() => false);
      const since = new Date(now().getTime() - TRENDING_DAYS * DAY_MS);
      const rows = await bookings
        .aggregate<{ _id: unknown; requests: number }>([
          { $match: { propertyId: { $in: objectIds }, createdAt: { $gte: since } } },
          { $group: { _id: '$propertyId', requests: { $sum: 1 } } },
        ])
        .exec();
      const trending = new Set(
        rows.filter((row) => row.requests >= TRENDING_REQUESTS).map((row) => String(row._id)),
      );
      return ids.map((id) => trending.has(id));
    },
    { maxBatchSize: 1000 },
  );
}
