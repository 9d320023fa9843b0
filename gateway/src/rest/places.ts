import { PLACES } from '@stays/contracts';
import { arrayOf } from '../openapi/shapes';
import type { RestRoute } from './route';

/**
 * `GET /api/places`: the gazetteer of `@stays/contracts` (the campuses, the stadium, the district, the beaches and
 * the marina people search from), names in every language of the product. The same list for everyone; its `id`
 * is what a search's `near` takes.
 */
export const placeRoutes: RestRoute<unknown>[] = [
  {
    method: 'get',
    path: '/places',
    access: 'anyone',
    doc: {
      tag: 'Properties',
      summary: 'The places a search can be near: id, names in en, fr and ar, kind, latitude, longitude',
      ok: { schema: arrayOf('Place') },
    },
    handle: (_req, res) => {
      res.set('cache-control', 'public, max-age=3600');
      res.json(PLACES);
    },
  },
];
