import type { ApolloServer } from '@apollo/server';
import { type Request, type Response } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GatewayContext } from '../context';
import { type InvalidValue, type OperationResult, runOperation, type SentVariables } from './execute';
import type { CachedAnswer, PublicAnswers } from '../cache/answers';
import type { RestRoute } from './route';
import { arrayOf, ref } from '../openapi/shapes';
import { sendResult } from './respond';
import {
  amount,
  filtersOf,
  integer,
  INVALID_STATUS,
  type PropertyDeps,
  type Query,
  queryText,
} from './property-fields';
import {
  RestFeaturedPropertiesDocument,
  RestGetPropertyDocument,
  RestHostPropertiesDocument,
  RestListPropertiesDocument,
  RestPropertyReviewsDocument,
  RestSearchPropertiesDocument,
} from '../__generated__/graphql';

/** The public lane (web/publicLane.ts) reads the list reads' query strings with this type too. */
export type { Query } from './property-fields';

/** A read every anonymous visitor gets the same answer for: its operation, and how its answer is made. */
export interface PublicRead<T, V> {
  query: TypedDocumentNode<T, V>;
  variables: SentVariables<V>;
  pick: (data: T) => unknown;
  headersOf?: (data: T) => Record<string, string>;
  invalidValues?: Record<string, InvalidValue>;
}

/** A read typed by its own data, kept in the table beside reads of other shapes. */
const listRead = <T, V>(read: PublicRead<T, V>) => read as unknown as PublicRead<never, never>;

/**
 * The public list reads, by their path under `/api`, each from the request's query string. The properties
 * router serves them, and for anonymous callers so does the lane in front of Express (web/publicLane.ts):
 * one table, so both give the same answer.
 */
export const PUBLIC_LIST_READS = {
  '/properties': (query: Query) =>
    listRead({
      query: RestListPropertiesDocument,
      variables: {
        status: queryText(query, 'status'),
        limit: integer(query, 'limit'),
        offset: integer(query, 'offset'),
      },
      invalidValues: INVALID_STATUS,
      pick: (data) => data.properties,
    }),
  '/properties/featured': (query: Query) =>
    listRead({
      query: RestFeaturedPropertiesDocument,
      variables: { filters: filtersOf(query), limit: integer(query, 'limit') },
      pick: (data) => data.featuredProperties,
    }),
  '/properties/search': (query: Query) =>
    listRead({
      query: RestSearchPropertiesDocument,
      variables: {
        location: queryText(query, 'location'),
        checkIn: queryText(query, 'checkIn'),
        checkOut: queryText(query, 'checkOut'),
        guests: integer(query, 'guests'),
        filters: filtersOf(query),
        sort: queryText(query, 'sort'),
        limit: integer(query, 'limit'),
        offset: integer(query, 'offset'),
        minPrice: amount(query, 'minPrice'),
        maxPrice: amount(query, 'maxPrice'),
        savedOnly: queryText(query, 'saved') === 'true' ? true : null,
        instantBook: queryText(query, 'instantBook') === 'true' ? true : null,
        bbox: queryText(query, 'bbox'),
        moveIn: queryText(query, 'moveIn'),
        months: integer(query, 'months'),
        near: queryText(query, 'near'),
        radiusKm: amount(query, 'radiusKm'),
      },
      invalidValues: {
        months: { message: 'months must be a whole number from 1 to 12' },
        radiusKm: { message: 'radiusKm must be above 0 and at most 100' },
        sort: { message: 'sort must be featured, price_low, price_high or rating' },
      },
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
 * empties what it changed (writes/table.ts). A failure is the operation's result, never kept.
 */
export async function answerPublicRead<T, V>(
  server: ApolloServer<GatewayContext>,
  cache: PublicAnswers,
  context: GatewayContext,
  address: string,
  read: PublicRead<T, V>,
): Promise<CachedAnswer | Extract<OperationResult<T>, { ok: false }>> {
  const key = context.caller.userId === null ? address : null;
  const held = key ? cache.get(key) : undefined;
  const kept = held && (await held);
  if (kept) return kept;
  const running = (async () => {
    const result = await runOperation(server, context, read.query, read.variables, read.invalidValues);
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

/** A public list read for this request's caller, answered through Express. */
const answerListRead =
  (path: keyof typeof PUBLIC_LIST_READS) =>
  async (req: Request, res: Response, { server, contextOf, cache }: PropertyDeps) => {
    const read = PUBLIC_LIST_READS[path](req.query);
    const context = await contextOf(req);
    const answer = await answerPublicRead(server, cache, context, req.originalUrl, read);
    if ('ok' in answer) return sendResult(res, answer, () => null);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.type('application/json').send(answer.body);
  };

/**
 * SPEC section 7's property calls, each one GraphQL operation through the gateway's own server (so /graphql
 * and /api share resolvers and the policy table): the public reads here, a host's edits and the moderators'
 * calls beside.
 */
export const propertyReadRoutes: RestRoute<PropertyDeps>[] = [
  // The whole list, as documented; `limit` (1 to 1000) and `offset` page through it when given.
  {
    method: 'get',
    path: '/properties',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: 'Properties by status (public: approved only)',
      query: [
        { name: 'status', description: 'approved (the default for everyone but moderators)' },
        { name: 'limit', description: 'Page size, 1 to 1000 (the whole list without it)' },
        { name: 'offset', description: 'Items to skip' },
      ],
      ok: { schema: arrayOf('Property') },
      errors: [400],
    },
    handle: answerListRead('/properties'),
  },
  {
    method: 'get',
    path: '/properties/featured',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: 'Featured approved properties matching the filters',
      query: [
        { name: 'filters', description: 'Comma-separated filter ids (SPEC section 3)' },
        {
          name: 'limit',
          description: 'At most this many',
          schema: { type: 'integer', minimum: 1, maximum: 100 },
        },
      ],
      ok: { schema: arrayOf('Property') },
      errors: [400],
    },
    handle: answerListRead('/properties/featured'),
  },
  // The documented answer is a JSON array; the page's continuation travels in headers (X-Has-More,
  // X-Next-Offset), so 'Load More' asks again with offset and existing clients see no change.
  {
    method: 'get',
    path: '/properties/search',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: 'Search approved properties',
      description:
        'Location is a case-insensitive substring; guests not above maxGuests; dates (or moveIn and months) exclude properties with an overlapping approved stay or whose minNights/maxNights refuse the stay, and give each result its quote (equal to GET /api/bookings/quote); near sorts by distance within radiusKm.',
      query: [
        { name: 'location', description: 'Part of the location' },
        { name: 'checkIn', description: 'YYYY-MM-DD' },
        { name: 'checkOut', description: 'YYYY-MM-DD' },
        { name: 'guests', description: '1 to 16' },
        { name: 'filters', description: 'Comma-separated filter ids' },
        { name: 'sort', description: 'featured, price_low, price_high or rating' },
        { name: 'limit', description: 'Page size' },
        { name: 'offset', description: 'Items to skip (Load More)' },
        { name: 'minPrice', description: 'Lowest nightly price (0 to 100000)' },
        { name: 'maxPrice', description: 'Highest nightly price (0 to 100000, not below minPrice)' },
        { name: 'saved', description: "true: only the signed-in caller's saved properties (401 signed out)" },
        { name: 'instantBook', description: 'true: only properties that take Instant Book' },
        {
          name: 'bbox',
          description:
            "A map's box, west,south,east,north in degrees: only listings whose approximate point lies in it (400 with the rule when malformed)",
        },
        {
          name: 'moveIn',
          description: 'A Months search: the move-in day, YYYY-MM-DD (not with checkIn/checkOut)',
        },
        { name: 'months', description: 'A Months search: 1 to 12 calendar months from moveIn' },
        {
          name: 'near',
          description: 'A place id (GET /api/places): nearest first, each result with distanceKm',
        },
        { name: 'radiusKm', description: 'With near: above 0, at most 100 (25 by default)' },
      ],
      ok: {
        schema: arrayOf('Property'),
        headers: {
          'X-Has-More': {
            description: 'true when more results follow this page',
            schema: { type: 'string', enum: ['true', 'false'] },
          },
          'X-Next-Offset': {
            description: "The offset of the next page (only when X-Has-More is true): 'Load More' sends it",
            schema: { type: 'integer' },
          },
        },
      },
      errors: [400, 401],
    },
    handle: answerListRead('/properties/search'),
  },
  {
    method: 'get',
    path: '/properties/host/{hostId}',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: "A host's properties (all statuses for the host and moderators)",
      ok: { schema: arrayOf('Property') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestHostPropertiesDocument, {
        hostId: req.params.hostId,
      });
      sendResult(res, result, (data) => data.hostProperties);
    },
  },
  {
    method: 'get',
    path: '/properties/{id}',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: 'One property with its host',
      ok: { schema: ref('Property') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestGetPropertyDocument, {
        id: req.params.id,
      });
      sendResult(res, result, (data) => data.property, 'Property not found');
    },
  },
  {
    method: 'get',
    path: '/properties/{id}/reviews',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: "A property's reviews",
      ok: { schema: arrayOf('Review') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestPropertyReviewsDocument, {
        id: req.params.id,
      });
      sendResult(res, result, (data) => data.propertyReviews);
    },
  },
];
