import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { badUserInput, can, forbidden, toGraphQLList } from '@stays/subgraph-shared';
import type { QueryFilter } from 'mongoose';
import type { PropertiesContext } from '../context';
import type { PropertyRecord } from './model';
import { type PropertyObject, visibleProperty } from './visibility';

export const MAX_PAGE_SIZE = 1000;

function checkPage(limit?: number | null, offset?: number | null) {
  if (limit != null && (limit < 1 || limit > MAX_PAGE_SIZE)) {
    throw badUserInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  if (offset != null && offset < 0) throw badUserInput('offset must not be negative');
}

/** Which statuses a caller's list covers; FORBIDDEN when they ask for one they may not see. */
export function listFilter(status: string | null, mayListAnyStatus: boolean): QueryFilter<PropertyRecord> {
  if (status !== null && status !== 'approved' && !mayListAnyStatus) {
    throw forbidden('Only staff and admins may list properties that are not approved');
  }
  if (status !== null) return { status };
  return mayListAnyStatus ? {} : { status: 'approved' };
}

export const propertyResolvers: GraphQLResolverMap<PropertiesContext> = {
  Query: {
    properties: async (
      _parent,
      args: { status?: string | null; limit?: number | null; offset?: number | null },
      context: PropertiesContext,
    ) => {
      checkPage(args.limit, args.offset);
      const filter = listFilter(args.status ?? null, can('property.listAnyStatus', context.caller));
      let query = context.properties.find(filter).sort({ createdAt: -1, _id: -1 });
      if (args.offset) query = query.skip(args.offset);
      if (args.limit) query = query.limit(args.limit);
      const docs = await query.lean().exec();
      // Prime the loader so that references to these properties in the same request cost nothing.
      for (const doc of docs) context.loaders.propertyById.prime(String(doc._id), doc);
      return toGraphQLList(docs);
    },
    property: (_parent, args: { id: string }, context: PropertiesContext) =>
      visibleProperty(args.id, context),
    propertyCount: (_parent, args: { status?: string | null }, context: PropertiesContext) =>
      context.properties
        .countDocuments(listFilter(args.status ?? null, can('property.listAnyStatus', context.caller)))
        .exec(),
  },
  Property: {
    __resolveReference: (reference: { id: string }, context: PropertiesContext) =>
      visibleProperty(reference.id, context),
    host: (property: PropertyObject) =>
      property.hostId ? { __typename: 'User', id: property.hostId } : null,
    reviews: async (property: PropertyObject, _args, context: PropertiesContext) =>
      can('review.read', context.caller)
        ? toGraphQLList(await context.loaders.reviewsByProperty.load(property.id))
        : [],
    reviewCount: (property: PropertyObject, _args, context: PropertiesContext) =>
      context.loaders.reviewCountByProperty.load(property.id),
  },
};
