import type { ApolloServer } from '@apollo/server';
import { can } from '@stays/contracts';
import { type Request, type Response, Router } from 'express';
import gql from 'graphql-tag';
import type { DocumentNode } from 'graphql';
import type { GatewayContext } from '../graphql/context';
import { type InvalidValue, type OperationResult, runOperation } from './execute';
import { type CachedAnswer, type PublicAnswers, PublicReadCache } from './publicCache';
import { sendError, sendResult } from './respond';

/** A property with its host as SPEC section 3 shows them. */
const PROPERTY = gql`
  fragment RestProperty on Property {
    id
    title
    location
    description
    pricePerNight
    maxGuests
    bedrooms
    bathrooms
    instantBook
    rating
    status
    featured
    propertyType
    amenities
    images
    createdAt
    hostId
    host {
      id
      firstName
      lastName
      profileImageUrl
      role
      email
    }
    cancellationPolicy
  }
`;

const LIST_PROPERTIES = gql`
  query RestListProperties($status: PropertyStatus, $limit: Int, $offset: Int) {
    properties(status: $status, limit: $limit, offset: $offset) {
      ...RestProperty
    }
  }
  ${PROPERTY}
`;
const FEATURED = gql`
  query RestFeaturedProperties($filters: [String!], $limit: Int) {
    featuredProperties(filters: $filters, limit: $limit) {
      ...RestProperty
    }
  }
  ${PROPERTY}
`;
const SEARCH = gql`
  query RestSearchProperties(
    $location: String
    $checkIn: String
    $checkOut: String
    $guests: Int
    $filters: [String!]
    $sort: PropertySort
    $limit: Int
    $offset: Int
    $minPrice: Float
    $maxPrice: Float
    $savedOnly: Boolean
    $instantBook: Boolean
  ) {
    searchProperties(
      location: $location
      checkIn: $checkIn
      checkOut: $checkOut
      guests: $guests
      filters: $filters
      sort: $sort
      limit: $limit
      offset: $offset
      minPrice: $minPrice
      maxPrice: $maxPrice
      savedOnly: $savedOnly
      instantBook: $instantBook
    ) {
      items {
        ...RestProperty
      }
      hasMore
      nextOffset
    }
  }
  ${PROPERTY}
`;
const HOST_PROPERTIES = gql`
  query RestHostProperties($hostId: ID!) {
    hostProperties(hostId: $hostId) {
      ...RestProperty
      rejectionReason
    }
  }
  ${PROPERTY}
`;
const GET_PROPERTY = gql`
  query RestGetProperty($id: ID!) {
    property(id: $id) {
      ...RestProperty
      reviewCount
    }
  }
  ${PROPERTY}
`;
const PROPERTY_REVIEWS = gql`
  query RestPropertyReviews($id: ID!) {
    propertyReviews(propertyId: $id) {
      id
      rating
      comment
      createdAt
      user {
        id
        firstName
        lastName
        profileImageUrl
      }
    }
  }
`;
const CREATE = gql`
  mutation RestCreateProperty($input: PropertyInput!) {
    createProperty(input: $input) {
      message
      property {
        ...RestProperty
      }
    }
  }
  ${PROPERTY}
`;
const UPDATE = gql`
  mutation RestUpdateProperty($id: ID!, $input: PropertyInput!) {
    updateProperty(id: $id, input: $input) {
      ...RestProperty
    }
  }
  ${PROPERTY}
`;
const DELETE = gql`
  mutation RestDeleteProperty($id: ID!) {
    deleteProperty(id: $id) {
      id
      message
    }
  }
`;
const REVIEW = gql`
  mutation RestReviewProperty($id: ID!, $decision: PropertyStatus!, $reason: String) {
    reviewProperty(id: $id, decision: $decision, reason: $reason) {
      ...RestProperty
      rejectionReason
    }
  }
  ${PROPERTY}
`;
const SET_STATUS = gql`
  mutation RestSetPropertyStatus($id: ID!, $status: PropertyStatus!, $reason: String) {
    setPropertyStatus(id: $id, status: $status, reason: $reason) {
      ...RestProperty
      rejectionReason
    }
  }
  ${PROPERTY}
`;
const SET_FEATURED = gql`
  mutation RestSetPropertyFeatured($id: ID!, $featured: Boolean!) {
    setPropertyFeatured(id: $id, featured: $featured) {
      ...RestProperty
    }
  }
  ${PROPERTY}
`;

/** The property form fields passed on to `PropertyInput` (the subgraph validates them). */
const INPUT_FIELDS = [
  'title',
  'description',
  'location',
  'propertyType',
  'pricePerNight',
  'maxGuests',
  'bedrooms',
  'bathrooms',
  'instantBook',
  'amenities',
  'images',
  'hostId',
  'cancellationPolicy',
] as const;

/** A status that is none of the schema's `PropertyStatus` values. */
const INVALID_STATUS = { status: { message: 'status must be pending, approved or rejected' } };

export type Query = Request['query'];
const text = (query: Query, name: string): string | null => {
  const value = query[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
/** `filters` as one comma-separated text or repeated (`filters=wifi&filters=pool`). */
const filtersOf = (query: Query): string[] | null => {
  const value = query.filters;
  const parts = (Array.isArray(value) ? value : [value]).filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length ? parts : null;
};
const textOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
/** A whole number from the query string; anything else is passed on as text, which GraphQL refuses (400). */
const integer = (query: Query, name: string): number | string | null => {
  const value = text(query, name);
  return value === null ? null : /^-?\d+$/.test(value) ? Number(value) : value;
};
/** A number from the query string; anything else is passed on as text, which GraphQL refuses (400). */
const amount = (query: Query, name: string): number | string | null => {
  const value = text(query, name);
  return value === null ? null : /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
};
const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};

function propertyInput(req: Request): Record<string, unknown> {
  const source = body(req);
  const input: Record<string, unknown> = {};
  for (const name of INPUT_FIELDS) {
    const value = source[name];
    if (value === undefined) continue;
    // hostId is an ID: a number or text; anything else is left out (the admin form then gets its 400).
    if (name === 'hostId') {
      if (typeof value === 'string' || typeof value === 'number') input.hostId = String(value);
      continue;
    }
    // The text fields are String: a number is taken as its text; an object or list is no text at all (so the
    // validation calls the field missing), never its JSON.
    const isText =
      name === 'title' ||
      name === 'description' ||
      name === 'location' ||
      name === 'propertyType' ||
      name === 'cancellationPolicy';
    input[name] = !isText || typeof value === 'string' || value === null ? value : textOf(value);
  }
  return input;
}

/** `PUBLIC_CACHE_MS` (default 1000, 0 = off, at most 5000): how long anonymous public reads may be reused. */
export function publicCacheMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.PUBLIC_CACHE_MS ?? 1000);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 5000) : 0;
}

/** A read every anonymous visitor gets the same answer for: its operation, and how its answer is made. */
export interface PublicRead<T> {
  query: DocumentNode;
  variables: Record<string, unknown>;
  pick: (data: T) => unknown;
  headersOf?: (data: T) => Record<string, string>;
  invalidValues?: Record<string, InvalidValue>;
}

/** A read typed by its own data, kept in the table beside reads of other shapes. */
const listRead = <T>(read: PublicRead<T>) => read as PublicRead<never>;

/**
 * The public list reads, by their path under `/api`, each from the request's query string. The properties
 * router serves them, and for anonymous callers so does the lane in front of Express (web/publicLane.ts):
 * one table, so both give the same answer.
 */
export const PUBLIC_LIST_READS = {
  '/properties': (query: Query) =>
    listRead<{ properties: unknown[] }>({
      query: LIST_PROPERTIES,
      variables: {
        status: text(query, 'status'),
        limit: integer(query, 'limit'),
        offset: integer(query, 'offset'),
      },
      invalidValues: INVALID_STATUS,
      pick: (data) => data.properties,
    }),
  '/properties/featured': (query: Query) =>
    listRead<{ featuredProperties: unknown[] }>({
      query: FEATURED,
      variables: { filters: filtersOf(query), limit: integer(query, 'limit') },
      pick: (data) => data.featuredProperties,
    }),
  '/properties/search': (query: Query) =>
    listRead<{ searchProperties: { items: unknown[]; hasMore: boolean; nextOffset: number | null } }>({
      query: SEARCH,
      variables: {
        location: text(query, 'location'),
        checkIn: text(query, 'checkIn'),
        checkOut: text(query, 'checkOut'),
        guests: integer(query, 'guests'),
        filters: filtersOf(query),
        sort: text(query, 'sort'),
        limit: integer(query, 'limit'),
        offset: integer(query, 'offset'),
        minPrice: amount(query, 'minPrice'),
        maxPrice: amount(query, 'maxPrice'),
        savedOnly: text(query, 'saved') === 'true' ? true : null,
        instantBook: text(query, 'instantBook') === 'true' ? true : null,
      },
      invalidValues: { sort: { message: 'sort must be featured, price_low, price_high or rating' } },
      pick: (data) => data.searchProperties.items,
      headersOf: ({ searchProperties: page }) => ({
        'X-Has-More': String(page.hasMore),
        ...(page.nextOffset !== null ? { 'X-Next-Offset': String(page.nextOffset) } : {}),
      }),
    }),
};

/**
 * Runs a public read for `context`'s caller. An anonymous caller's answer is shared through the short-lived
 * cache under `address` (signed-in callers may see more, so they always run it); any write through the gateway
 * empties the cache (`clearOnRestWrite`, app.ts). A failure is the operation's result, never kept.
 */
export async function answerPublicRead<T>(
  server: ApolloServer<GatewayContext>,
  cache: PublicAnswers,
  context: GatewayContext,
  address: string,
  read: PublicRead<T>,
): Promise<CachedAnswer | Extract<OperationResult<T>, { ok: false }>> {
  const key = context.caller.userId === null ? address : null;
  const held = key ? cache.get(key) : undefined;
  const kept = held && (await held);
  if (kept) return kept;
  const running = (async () => {
    const result = await runOperation<T>(server, context, read.query, read.variables, read.invalidValues);
    if (!result.ok) return result;
    return { body: JSON.stringify(read.pick(result.data)), headers: read.headersOf?.(result.data) ?? {} };
  })();
  // Visitors asking for the same read meanwhile wait for this answer; a failure is not kept.
  if (key)
    void cache.share(
      key,
      running.then(
        (ran) => ('ok' in ran ? undefined : ran),
        () => undefined,
      ),
    );
  return running;
}

export interface PropertiesRouterOptions {
  /** The anonymous public read cache, shared with /graphql; none: off. */
  cache?: PublicAnswers;
}

/**
 * SPEC section 7's property calls, each one GraphQL operation through the gateway's own server (so /graphql
 * and /api share resolvers and the policy table).
 */
export function propertiesRouter(
  server: ApolloServer<GatewayContext>,
  contextOf: (req: Request) => Promise<GatewayContext>,
  options: PropertiesRouterOptions = {},
) {
  const router = Router();
  const cache: PublicAnswers = options.cache ?? new PublicReadCache(0);

  /** A public list read for this request's caller, answered through Express. */
  const answerListRead = (path: keyof typeof PUBLIC_LIST_READS) => async (req: Request, res: Response) => {
    const read = PUBLIC_LIST_READS[path](req.query);
    const context = await contextOf(req);
    const answer = await answerPublicRead(server, cache, context, req.originalUrl, read);
    if ('ok' in answer) return sendResult(res, answer, () => null);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.type('application/json').send(answer.body);
  };

  // The whole list, as documented; `limit` (1 to 1000) and `offset` page through it when given.
  router.get('/properties', answerListRead('/properties'));
  router.get('/properties/featured', answerListRead('/properties/featured'));
  // The documented answer is a JSON array; the page's continuation travels in headers (X-Has-More,
  // X-Next-Offset), so 'Load More' asks again with offset and existing clients see no change.
  router.get('/properties/search', answerListRead('/properties/search'));

  router.get('/properties/host/:hostId', async (req, res) => {
    const result = await runOperation<{ hostProperties: unknown[] }>(
      server,
      await contextOf(req),
      HOST_PROPERTIES,
      { hostId: req.params.hostId },
    );
    sendResult(res, result, (data) => data.hostProperties);
  });

  router.get('/properties/:id', async (req, res) => {
    const result = await runOperation<{ property: unknown }>(server, await contextOf(req), GET_PROPERTY, {
      id: req.params.id,
    });
    sendResult(res, result, (data) => data.property, 'Property not found');
  });

  router.get('/properties/:id/reviews', async (req, res) => {
    const result = await runOperation<{ propertyReviews: unknown[] }>(
      server,
      await contextOf(req),
      PROPERTY_REVIEWS,
      { id: req.params.id },
    );
    sendResult(res, result, (data) => data.propertyReviews);
  });

  router.post('/properties', async (req, res) => {
    type Created = { createProperty: { message: string; property: Record<string, unknown> } };
    const result = await runOperation<Created>(server, await contextOf(req), CREATE, {
      input: propertyInput(req),
    });
    if (!result.ok) return sendResult(res, result, () => null);
    const { property, message } = result.data.createProperty;
    res.status(201).json({ ...property, message });
  });

  router.put('/properties/:id', async (req, res) => {
    const result = await runOperation<{ updateProperty: unknown }>(server, await contextOf(req), UPDATE, {
      id: req.params.id,
      input: propertyInput(req),
    });
    sendResult(res, result, (data) => data.updateProperty);
  });

  router.delete('/properties/:id', async (req, res) => {
    const result = await runOperation<{ deleteProperty: { message: string } }>(
      server,
      await contextOf(req),
      DELETE,
      { id: req.params.id },
    );
    sendResult(res, result, (data) => ({ message: data.deleteProperty.message }));
  });

  router.get('/admin/properties', async (req, res) => {
    const context = await contextOf(req);
    if (!context.caller.userId) return sendError(res, 401, 'Unauthorized');
    if (!can('property.adminList', context.caller)) return sendError(res, 403, 'Forbidden');
    const result = await runOperation<{ properties: unknown[] }>(
      server,
      context,
      LIST_PROPERTIES,
      { status: text(req.query, 'status') },
      INVALID_STATUS,
    );
    sendResult(res, result, (data) => data.properties);
  });

  router.get('/dashboard/pending-properties', async (req, res) => {
    const result = await runOperation<{ properties: unknown[] }>(
      server,
      await contextOf(req),
      LIST_PROPERTIES,
      {
        status: 'pending',
      },
    );
    sendResult(res, result, (data) => data.properties);
  });

  const decide = async (req: Request, res: Response, variables: Record<string, unknown>) => {
    const result = await runOperation<{ reviewProperty: unknown }>(server, await contextOf(req), REVIEW, {
      id: req.params.id,
      ...variables,
    });
    sendResult(res, result, (data) => data.reviewProperty);
  };
  router.patch('/dashboard/properties/:id/approve', (req, res) => decide(req, res, { decision: 'approved' }));
  router.patch('/dashboard/properties/:id/reject', (req, res) => {
    const reason = body(req).reason;
    return decide(req, res, { decision: 'rejected', reason: typeof reason === 'string' ? reason : null });
  });

  router.put('/admin/properties/:id/status', async (req, res) => {
    const { status, reason } = body(req);
    const result = await runOperation<{ setPropertyStatus: unknown }>(
      server,
      await contextOf(req),
      SET_STATUS,
      {
        id: req.params.id,
        status: typeof status === 'string' ? status : '',
        reason: typeof reason === 'string' ? reason : null,
      },
      { status: { ...INVALID_STATUS.status, errors: { status: 'Invalid input' } } },
    );
    sendResult(res, result, (data) => data.setPropertyStatus);
  });

  router.put('/admin/properties/:id/featured', async (req, res) => {
    const { featured } = body(req);
    if (typeof featured !== 'boolean') return sendError(res, 400, 'featured must be true or false');
    const result = await runOperation<{ setPropertyFeatured: unknown }>(
      server,
      await contextOf(req),
      SET_FEATURED,
      { id: req.params.id, featured },
    );
    sendResult(res, result, (data) => data.setPropertyFeatured);
  });

  return router;
}
