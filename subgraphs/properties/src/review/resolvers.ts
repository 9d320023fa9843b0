import { assertCan, can, type GraphQLObject, toGraphQLList, toObjectId } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { visibleProperty } from '../property/visibility';
import { createReview } from './create';
import type { ReviewRecord } from './model';

/** A review as its resolvers receive it (the codegen mapper of `Review`). */
export type ReviewObject = GraphQLObject<ReviewRecord>;

export const reviewResolvers: Resolvers = {
  Query: {
    propertyReviews: async (_parent, args, context) => {
      const property = await visibleProperty(args.propertyId, context);
      if (!property || !can('review.read', context.caller)) return [];
      return toGraphQLList<ReviewObject>(await context.loaders.reviewsByProperty.load(property.id));
    },
    myReviews: async (_parent, _args, context) => {
      assertCan('review.listMine', context.caller);
      const docs = await context.reviews
        .find({ userId: toObjectId(context.caller.userId) })
        .sort({ createdAt: -1, _id: -1 })
        .limit(1000)
        .lean()
        .exec();
      return toGraphQLList<ReviewObject>(docs);
    },
  },
  Mutation: {
    createReview: (_parent, args, context) => createReview(context, args.input),
  },
  Review: {
    user: (review) => (review.userId ? { __typename: 'User', id: review.userId } : null),
  },
};
