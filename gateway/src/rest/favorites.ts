import { type Request, type Response } from 'express';
import type { RestOptions } from './bookings';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { text } from '../openapi/shapes';
import {
  RestDestinationSuggestionsDocument,
  RestMyFavoriteIdsDocument,
  RestSetFavoriteDocument,
} from '../__generated__/graphql';
import { sendResult } from './respond';

/** PUT saves, DELETE forgets: the same operation with `saved` set. */
const setFavorite =
  (saved: boolean) =>
  async (req: Request, res: Response, { server, contextOf }: RestOptions) => {
    const result = await runOperation(server, await contextOf(req), RestSetFavoriteDocument, {
      propertyId: req.params.propertyId,
      saved,
    });
    sendResult(res, result, (data) => data.setFavorite);
  };

/**
 * A signed-in guest's saved properties (the heart on a card) and the search bar's destination suggestions,
 * each one GraphQL operation through the gateway's own server. Every answer about favourites is the caller's
 * saved property ids, newest first.
 */
export const favoriteRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/favorites',
    access: 'signed-in',
    doc: {
      tag: 'Favourites',
      summary: 'Your saved properties: their ids, newest saved first',
      ok: { schema: { type: 'array', items: text } },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestMyFavoriteIdsDocument);
      sendResult(res, result, (data) => data.myFavoriteIds);
    },
  },
  {
    method: 'put',
    path: '/favorites/{propertyId}',
    access: 'signed-in',
    doc: {
      tag: 'Favourites',
      summary: 'Save a property (saving it again changes nothing); answers your saved ids',
      ok: { schema: { type: 'array', items: text } },
      errors: [400, 404, 409],
    },
    handle: setFavorite(true),
  },
  {
    method: 'delete',
    path: '/favorites/{propertyId}',
    access: 'signed-in',
    doc: {
      tag: 'Favourites',
      summary: 'Remove a saved property; answers your saved ids',
      ok: { schema: { type: 'array', items: text } },
      errors: [400],
    },
    handle: setFavorite(false),
  },
  {
    method: 'get',
    path: '/destinations',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: 'Destination and region names for what a guest typed (the search bar suggestions)',
      query: [{ name: 'q', description: 'What the guest typed (empty: every name)' }],
      ok: { schema: { type: 'array', items: text } },
      errors: [400],
    },
    handle: async (req, res, { server, contextOf }) => {
      const q = typeof req.query.q === 'string' ? req.query.q : '';
      const result = await runOperation(server, await contextOf(req), RestDestinationSuggestionsDocument, {
        text: q,
      });
      sendResult(res, result, (data) => data.destinationSuggestions);
    },
  },
];
