import type { Resolvers } from '../__generated__/resolvers-types';
import { PLATFORM_STATS_ID } from './figures';

/** The marketplace's figures and the Superhost flag (stats.graphql). */
export const statsResolvers: Resolvers = {
  Query: {
    platformStats: async (_parent, _args, context) => ({
      id: PLATFORM_STATS_ID,
      ...(await context.figures()),
    }),
  },
  PlatformStats: {
    __resolveReference: async (reference, context) => ({ id: reference.id, ...(await context.figures()) }),
  },
  Property: {
    hostIsSuperhost: (property, _args, context) => context.loaders.superhost.load(String(property.hostId)),
  },
};
