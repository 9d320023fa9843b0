import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { PublicAnswers } from '../cache/answers';
import type { GatewayContext } from '../context';

/** What the property rows' handlers are given: the gateway's server, the caller, and the public read cache. */
export interface PropertyDeps {
  server: ApolloServer<GatewayContext>;
  contextOf: (req: Request) => Promise<GatewayContext>;
  cache: PublicAnswers;
}

/** A status that is none of the schema's `PropertyStatus` values. */
export const INVALID_STATUS = { status: { message: 'status must be pending, approved or rejected' } };

export type Query = Request['query'];
export const queryText = (query: Query, name: string): string | null => {
  const value = query[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
/** `filters` as one comma-separated text or repeated (`filters=wifi&filters=pool`). */
export const filtersOf = (query: Query): string[] | null => {
  const value = query.filters;
  const parts = (Array.isArray(value) ? value : [value]).filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length ? parts : null;
};
const textOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
/** A whole number from the query string; anything else is passed on as text, which GraphQL refuses (400). */
export const integer = (query: Query, name: string): number | string | null => {
  const value = queryText(query, name);
  return value === null ? null : /^-?\d+$/.test(value) ? Number(value) : value;
};
/** A number from the query string; anything else is passed on as text, which GraphQL refuses (400). */
export const amount = (query: Query, name: string): number | string | null => {
  const value = queryText(query, name);
  return value === null ? null : /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
};
export const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};

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
  'latitude',
  'longitude',
  'pricePerMonth',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'minNights',
  'maxNights',
  'utilitiesIncluded',
  'furnished',
] as const;

/** The property form's body as `PropertyInput`: each field as the graph's type takes it. */
export function propertyInput(req: Request): Record<string, unknown> {
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
