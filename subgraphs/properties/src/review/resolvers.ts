import { can, type GraphQLObject, toGraphQLList } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import { visibleProperty } from '../property/visibility';
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
  },
  Review: {
    user: (review) => (review.userId ? { __typename: 'User', id: review.userId } : null),
  },
};
