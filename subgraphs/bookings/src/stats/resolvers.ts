import type { Resolvers } from '../__generated__/resolvers-types';

/** A property as this subgraph knows it: a reference by id (its trending flag is resolved from it). */
export interface PropertyReference {
  __typename?: 'Property';
  id: string;
}

/** The bookings subgraph's fields of PlatformStats and Property (stats.graphql). */
export const statsResolvers: Resolvers = {
  Property: {
    __resolveReference: (reference) => ({ id: reference.id }),
    trending: (property, _args, context) => context.loaders.trending.load(property.id),
  },
  PlatformStats: {
    __resolveReference: async (reference, context) => ({
      id: reference.id,
      guestsHosted: await context.guestsHosted(),
    }),
  },
};
