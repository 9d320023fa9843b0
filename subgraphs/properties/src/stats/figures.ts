import { toObjectId } from '@stays/subgraph-shared';
import DataLoader from 'dataloader';
import type { PropertyModel } from '../property/model';
import { PUBLIC_LISTING } from '../property/visibility';
import type { ReviewModel } from '../review/model';

/** The one PlatformStats entity's id. */
export const PLATFORM_STATS_ID = 'platform';
/** How long the figures are kept before they are counted again: public, and costly to count. */
export const STATS_CACHE_MS = 60_000;
/** Superhost (docs/decisions.md, issue 30): at least this many reviews over the host's approved properties ... */
export const SUPERHOST_REVIEWS = 5;
/** ... averaging at least this rating. */
export const SUPERHOST_RATING = 4.8;

export interface PropertyFigures {
  verifiedStays: number;
  averageRating: number | null;
  verifiedHosts: number;
}

interface RatingSum {
  _id: unknown;
  total: number;
  count: number;
}

/** The rating shown for an average: one decimal, as every screen shows it. */
export const roundRating = (average: number) => Math.round(average * 10) / 10;

/** The properties subgraph's figures: bookable approved stays, their reviews' average, their hosts. */
export async function countFigures(
  properties: PropertyModel,
  reviews: ReviewModel,
): Promise<PropertyFigures> {
  const listed = await properties.find(PUBLIC_LISTING).select({ _id: 1, hostId: 1 }).lean().exec();
  const [sum] = listed.length
    ? await reviews
        .aggregate<RatingSum>([
          { $match: { propertyId: { $in: listed.map((property) => property._id) } } },
          { $group: { _id: null, total: { $sum: '$rating' }, count: { $sum: 1 } } },
        ])
        .exec()
    : [];
  return {
    verifiedStays: listed.length,
    averageRating: sum && sum.count > 0 ? roundRating(sum.total / sum.count) : null,
    verifiedHosts: new Set(listed.map((property) => String(property.hostId))).size,
  };
}

/** One count shared by every request for STATS_CACHE_MS (a failed count is not kept). */
export function cachedFigures(count: () => Promise<PropertyFigures>, now: () => number = Date.now) {
  let kept: { at: number; value: Promise<PropertyFigures> } | null = null;
  return () => {
    if (!kept || now() - kept.at >= STATS_CACHE_MS) {
      const value = count();
      kept = { at: now(), value };
      value.catch(() => (kept = null));
    }
    return kept.value;
  };
}

/** Whether a host's reviews make them a Superhost. */
export const isSuperhost = (reviewCount: number, average: number | null) =>
  reviewCount >= SUPERHOST_REVIEWS && average !== null && average >= SUPERHOST_RATING;

/** Per host id, whether they are a Superhost: one query of their properties and one of the reviews. */
export function createSuperhostLoader(properties: PropertyModel, reviews: ReviewModel) {
  return new DataLoader<string, boolean>(
    async (hostIds) => {
      const ids = [...new Set(hostIds)].map(toObjectId).filter((id) => id !== null);
      if (ids.length === 0) return hostIds.map(() => false);
      const listed = await properties
        .find({ ...PUBLIC_LISTING, hostId: { $in: ids } })
        .select({ _id: 1, hostId: 1 })
        .lean()
        .exec();
      const hostOf = new Map(listed.map((property) => [String(property._id), String(property.hostId)]));
      const sums = listed.length
        ? await reviews
            .aggregate<RatingSum>([
              { $match: { propertyId: { $in: listed.map((property) => property._id) } } },
              { $group: { _id: '$propertyId', total: { $sum: '$rating' }, count: { $sum: 1 } } },
            ])
            .exec()
        : [];
      const byHost = new Map<string, { total: number; count: number }>();
      for (const row of sums) {
        const host = hostOf.get(String(row._id));
        if (!host) continue;
        const kept = byHost.get(host) ?? { total: 0, count: 0 };
        byHost.set(host, { total: kept.total + row.total, count: kept.count + row.count });
      }
      return hostIds.map((id) => {
        const sum = byHost.get(id);
        return sum ? isSuperhost(sum.count, roundRating(sum.total / sum.count)) : false;
      });
    },
    { maxBatchSize: 1000 },
  );
}
