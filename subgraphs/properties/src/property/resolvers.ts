import {
  badUserInput,
  can,
  forbidden,
  maxNightsOf,
  minNightsOf,
  toGraphQLList,
  toObjectId,
} from '@stays/subgraph-shared';
import { shownPoint } from './approximate';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { QueryFilter } from 'mongoose';
import type { PropertyStatus, Resolvers } from '../__generated__/resolvers-types';
import type { PropertiesContext } from '../context';
import type { ReviewObject } from '../review/resolvers';
import { DEFAULT_CANCELLATION_POLICY, type PropertyRecord } from './model';
import {
  createProperty,
  deleteProperty,
  reviewProperty,
  setPropertyFeatured,
  setPropertyStatus,
  updateProperty,
} from './mutations';
import { destinationSuggestions, MAX_SUGGESTIONS } from './filters';
import { featuredProperties, searchProperties } from './search';
import { PUBLIC_LISTING, type PropertyObject, visibleProperty } from './visibility';

export const MAX_PAGE_SIZE = 1000;

function checkPage(limit?: number | null, offset?: number | null) {
  if (limit != null && (limit < 1 || limit > MAX_PAGE_SIZE)) {
    throw badUserInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  if (offset != null && offset < 0) throw badUserInput('offset must not be negative');
}

/** Which statuses a caller's list covers; FORBIDDEN when they ask for one they may not see. */
export function listFilter(
  status: PropertyStatus | null,
  mayListAnyStatus: boolean,
): QueryFilter<PropertyRecord> {
  if (status !== null && status !== 'approved' && !mayListAnyStatus) {
    throw forbidden('Only staff and admins may list properties that are not approved');
  }
  // Moderators see a blocked host's listings where they are; everyone else never does.
  if (mayListAnyStatus) return status !== null ? { status } : {};
  return PUBLIC_LISTING;
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

/** A host's list: every status for that host and the moderators, the public ones for everyone else. */
export function hostListFilter(
  hostId: string,
  context: PropertiesContext,
): QueryFilter<PropertyRecord> | null {
  const objectId = toObjectId(hostId);
  if (!objectId) return null;
  return can('property.listHostAll', context.caller, { ownerId: hostId })
    ? { hostId: objectId }
    : { hostId: objectId, ...PUBLIC_LISTING };
}

export const propertyResolvers: Resolvers = {
  FormValue,
  Query: {
    properties: async (_parent, args, context) => {
      checkPage(args.limit, args.offset);
      const filter = listFilter(args.status ?? null, can('property.listAnyStatus', context.caller));
      let query = context.properties.find(filter).sort({ createdAt: -1, _id: -1 });
      if (args.offset) query = query.skip(args.offset);
      if (args.limit) query = query.limit(args.limit);
      const docs = await query.lean().exec();
      // Prime the loader so that references to these properties in the same request cost nothing.
      for (const doc of docs) context.loaders.propertyById.prime(String(doc._id), doc);
      return toGraphQLList<PropertyObject>(docs);
    },
    property: (_parent, args, context) => visibleProperty(args.id, context),
    propertyCount: (_parent, args, context) =>
      context.properties
        .countDocuments(listFilter(args.status ?? null, can('property.listAnyStatus', context.caller)))
        .exec(),
    searchProperties: (_parent, args, context) => searchProperties(args, context),
    featuredProperties: (_parent, args, context) => featuredProperties(args, context),
    destinationSuggestions: (_parent, args) => {
      if (args.limit != null && (args.limit < 1 || args.limit > MAX_SUGGESTIONS))
        throw badUserInput(`limit must be between 1 and ${MAX_SUGGESTIONS}`);
      if (args.text.length > 200) throw badUserInput('text must be at most 200 characters');
      return destinationSuggestions(args.text, args.limit ?? MAX_SUGGESTIONS);
    },
    hostProperties: async (_parent, args, context) => {
      const filter = hostListFilter(args.hostId, context);
      if (!filter) return [];
      const docs = await context.properties.find(filter).sort({ createdAt: -1, _id: -1 }).lean().exec();
      for (const doc of docs) context.loaders.propertyById.prime(String(doc._id), doc);
      return toGraphQLList<PropertyObject>(docs);
    },
  },
  Mutation: {
    createProperty: (_parent, args, context) => createProperty(args.input, context),
    updateProperty: (_parent, args, context) => updateProperty(args.id, args.input, context),
    deleteProperty: (_parent, args, context) => deleteProperty(args.id, context),
    reviewProperty: (_parent, args, context) => reviewProperty(args.id, args.decision, args.reason, context),
    setPropertyStatus: (_parent, args, context) =>
      setPropertyStatus(args.id, args.status, args.reason, context),
    setPropertyFeatured: (_parent, args, context) => setPropertyFeatured(args.id, args.featured, context),
  },
  PropertyPage: {
    total: (page) => page.total(),
  },
  Property: {
    __resolveReference: (reference, context) => visibleProperty(reference.id, context),
    host: (property) => (property.hostId ? { __typename: 'User', id: property.hostId } : null),
    reviews: async (property, _args, context) =>
      can('review.read', context.caller)
        ? toGraphQLList<ReviewObject>(await context.loaders.reviewsByProperty.load(property.id))
        : [],
    reviewCount: (property, _args, context) => context.loaders.reviewCountByProperty.load(property.id),
    // Properties stored before hosts could choose have no policy: they get the default.
    cancellationPolicy: (property) => property.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
    // Properties stored before Instant Book existed have no flag: off.
    instantBook: (property) => property.instantBook === true,
    // Exact for the host, moderators and a guest with a confirmed stay; approximate for everyone else (issue 44).
    latitude: async (property, _args, context) => (await shownPoint(property, context))?.latitude ?? null,
    longitude: async (property, _args, context) => (await shownPoint(property, context))?.longitude ?? null,
    // Listings stored before long-stay terms existed have none: nightly only, the default limits.
    pricePerMonth: (property) => property.pricePerMonth ?? null,
    weeklyDiscountPercent: (property) => property.weeklyDiscountPercent ?? null,
    monthlyDiscountPercent: (property) => property.monthlyDiscountPercent ?? null,
    minNights: (property) => minNightsOf(property),
    maxNights: (property) => maxNightsOf(property),
    utilitiesIncluded: (property) => property.utilitiesIncluded === true,
    furnished: (property) => property.furnished === true,
    // Set by a search with a span or a place (search.ts); null on every other read.
    quote: (property) => property.searchQuote ?? null,
    distanceKm: (property) => property.searchDistanceKm ?? null,
  },
};
