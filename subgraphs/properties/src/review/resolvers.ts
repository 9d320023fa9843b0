import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { can, toGraphQLList } from '@stays/subgraph-shared';
import type { PropertiesContext } from '../context';
import { visibleProperty } from '../property/visibility';

interface ReviewObject {
  id: string;
  userId: string;
}

export const reviewResolvers: GraphQLResolverMap<PropertiesContext> = {
  Query: {
    propertyReviews: async (_parent, args: { propertyId: string }, context: PropertiesContext) => {
      const property = await visibleProperty(args.propertyId, context);
      if (!property || !can('review.read', context.caller)) return [];
      return toGraphQLList(await context.loaders.reviewsByProperty.load(property.id));
    },
  },
  Review: {
    user: (review: ReviewObject) => (review.userId ? { __typename: 'User', id: review.userId } : null),
  },
};
