import { assertCan, badUserInput, conflict, notFound, toObjectId } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { PropertiesContext } from '../context';
import { visibleProperty } from '../property/visibility';
import { MAX_FAVORITES } from './model';

/** The caller's saved property ids, newest saved first (the 'Saved' filter and the hearts read them). */
export async function favoriteIds(context: PropertiesContext): Promise<string[]> {
  assertCan('favorite.list', context.caller);
  const rows = await context.favorites
    .find({ userId: toObjectId(context.caller.userId) })
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_FAVORITES)
    .lean()
    .exec();
  return rows.map((row) => String(row.propertyId));
}

export const favoriteResolvers: Resolvers = {
  Query: {
    myFavoriteIds: (_parent, _args, context) => favoriteIds(context),
  },
  Mutation: {
    setFavorite: async (_parent, args, context) => {
      assertCan('favorite.save', context.caller);
      const propertyId = toObjectId(args.propertyId);
      if (!propertyId) throw badUserInput('propertyId must be a property id');
      const userId = toObjectId(context.caller.userId);
      if (args.saved) {
        // Only a property the caller may see can be saved; a hidden one looks missing (as the property page).
        if (!(await visibleProperty(args.propertyId, context))) throw notFound('Property not found');
        const count = await context.favorites.countDocuments({ userId }).exec();
        const already = await context.favorites.exists({ userId, propertyId }).exec();
        if (!already && count >= MAX_FAVORITES)
          throw conflict(`At most ${MAX_FAVORITES} properties can be saved`);
        await context.favorites
          .updateOne({ userId, propertyId }, { $setOnInsert: { userId, propertyId } }, { upsert: true })
          .exec();
      } else {
        await context.favorites.deleteOne({ userId, propertyId }).exec();
      }
      return favoriteIds(context);
    },
  },
};
