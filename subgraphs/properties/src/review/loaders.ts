import { createGroupLoader, isObjectIdString } from '@stays/subgraph-shared';
import DataLoader from 'dataloader';
import { Types } from 'mongoose';
import type { ReviewModel } from './model';

/** Per-request loaders of the reviews of many properties at once, and of their counts. */
export function createReviewLoaders(reviews: ReviewModel) {
  return {
    reviewsByProperty: createGroupLoader(
      (ids) =>
        reviews
          .find({ propertyId: { $in: ids } })
          .sort({ createdAt: -1, _id: -1 })
          .lean()
          .exec(),
      (review) => String(review.propertyId),
    ),
    reviewCountByProperty: new DataLoader<string, number>(async (ids) => {
      const valid = [...new Set(ids.filter(isObjectIdString))];
      const counts =
        valid.length === 0
          ? []
          : await reviews
              .aggregate<{ _id: Types.ObjectId; count: number }>([
                { $match: { propertyId: { $in: valid.map((id) => new Types.ObjectId(id)) } } },
                { $group: { _id: '$propertyId', count: { $sum: 1 } } },
              ])
              .exec();
      const byId = new Map(counts.map((row) => [String(row._id), row.count]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}

export type ReviewLoaders = ReturnType<typeof createReviewLoaders>;
