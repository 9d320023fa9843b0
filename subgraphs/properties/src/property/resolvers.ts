import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { badUserInput, can, forbidden, toGraphQLList, toObjectId } from '@stays/subgraph-shared';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { QueryFilter } from 'mongoose';
import type { PropertiesContext } from '../context';
import type { PropertyRecord } from './model';
import {
  createProperty,
  deleteProperty,
  reviewProperty,
  setPropertyFeatured,
  setPropertyStatus,
  updateProperty,
} from './mutations';
import { featuredProperties, type SearchArgs, searchProperties } from './search';
import type { PropertyInput } from './validation';
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

/** A literal form value in a query document (variables arrive as plain JSON and pass as they are). */
function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.LIST:
      return node.values.map(literalValue);
    default:
      return null;
  }
}

/** Passes form values through untouched: validation.ts decides what they mean, with the spec's messages. */
const FormValue = new GraphQLScalarType({
  name: 'FormValue',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});

/** A host's list: every status for that host and the moderators, the approved ones for everyone else. */
export function hostListFilter(
  hostId: string,
  context: PropertiesContext,
): QueryFilter<PropertyRecord> | null {
  const objectId = toObjectId(hostId);
  if (!objectId) return null;
  return can('property.listHostAll', context.caller, { ownerId: hostId })
    ? { hostId: objectId }
    : { hostId: objectId, status: 'approved' };
}

export const propertyResolvers: GraphQLResolverMap<PropertiesContext> = {
  FormValue: FormValue as unknown as GraphQLResolverMap<PropertiesContext>[string],
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
    searchProperties: (_parent, args: SearchArgs, context: PropertiesContext) =>
      searchProperties(args, context),
    featuredProperties: (
      _parent,
      args: { filters?: string[] | null; limit?: number | null },
      context: PropertiesContext,
    ) => featuredProperties(args, context),
    hostProperties: async (_parent, args: { hostId: string }, context: PropertiesContext) => {
      const filter = hostListFilter(args.hostId, context);
      if (!filter) return [];
      const docs = await context.properties.find(filter).sort({ createdAt: -1, _id: -1 }).lean().exec();
      for (const doc of docs) context.loaders.propertyById.prime(String(doc._id), doc);
      return toGraphQLList(docs);
    },
  },
  Mutation: {
    createProperty: (_parent, args: { input: PropertyInput }, context: PropertiesContext) =>
      createProperty(args.input, context),
    updateProperty: (_parent, args: { id: string; input: PropertyInput }, context: PropertiesContext) =>
      updateProperty(args.id, args.input, context),
    deleteProperty: (_parent, args: { id: string }, context: PropertiesContext) =>
      deleteProperty(args.id, context),
    reviewProperty: (
      _parent,
      args: { id: string; decision: string; reason?: string | null },
      context: PropertiesContext,
    ) => reviewProperty(args.id, args.decision, args.reason, context),
    setPropertyStatus: (
      _parent,
      args: { id: string; status: string; reason?: string | null },
      context: PropertiesContext,
    ) => setPropertyStatus(args.id, args.status, args.reason, context),
    setPropertyFeatured: (_parent, args: { id: string; featured: boolean }, context: PropertiesContext) =>
      setPropertyFeatured(args.id, args.featured, context),
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
