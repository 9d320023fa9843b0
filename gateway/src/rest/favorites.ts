import { type Request, type Response, Router } from 'express';
import gql from 'graphql-tag';
import type { RestOptions } from './bookings';
import { runOperation } from './execute';
import { sendResult } from './respond';

const MY_FAVORITES = gql`
  query RestMyFavoriteIds {
    myFavoriteIds
  }
`;
const SET_FAVORITE = gql`
  mutation RestSetFavorite($propertyId: ID!, $saved: Boolean!) {
    setFavorite(propertyId: $propertyId, saved: $saved)
  }
`;
const SUGGESTIONS = gql`
  query RestDestinationSuggestions($text: String!) {
    destinationSuggestions(text: $text)
  }
`;

/**
 * A signed-in guest's saved properties (the heart on a card) and the search bar's destination suggestions,
 * each one GraphQL operation through the gateway's own server. Every answer about favourites is the caller's
 * saved property ids, newest first.
 */
export function favoritesRouter({ server, contextOf }: RestOptions) {
  const router = Router();

  router.get('/favorites', async (req, res) => {
    const result = await runOperation<{ myFavoriteIds: string[] }>(
      server,
      await contextOf(req),
      MY_FAVORITES,
    );
    sendResult(res, result, (data) => data.myFavoriteIds);
  });

  const setFavorite = (saved: boolean) => async (req: Request, res: Response) => {
    const result = await runOperation<{ setFavorite: string[] }>(server, await contextOf(req), SET_FAVORITE, {
      propertyId: req.params.propertyId,
      saved,
    });
    sendResult(res, result, (data) => data.setFavorite);
  };
  router.put('/favorites/:propertyId', setFavorite(true));
  router.delete('/favorites/:propertyId', setFavorite(false));

  router.get('/destinations', async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : '';
    const result = await runOperation<{ destinationSuggestions: string[] }>(
      server,
      await contextOf(req),
      SUGGESTIONS,
      { text: q },
    );
    sendResult(res, result, (data) => data.destinationSuggestions);
  });

  return router;
}
