import { Router } from 'express';
import { sendError } from '../../rest/respond';
import { isTile, landTile, MAX_ZOOM } from './landTiles';

/** What a map draws under its pins: the gateway's own land tiles, or the tile source of MAP_STYLE_URL. */
export type MapStyle =
  | { kind: 'land'; tiles: string; maxZoom: number; attribution: string }
  | { kind: 'raster'; tiles: string; maxZoom: number; attribution: string };

export const LAND_TILES_PATH = '/map/land/{z}/{x}/{y}.json';
const NATURAL_EARTH = 'Natural Earth';

/**
 * MAP_STYLE_URL, when set, is a raster tile address with {z}, {x} and {y} (an OpenStreetMap-based tile server of
 * the deployment); MAP_ATTRIBUTION its credit line. Unset, the maps draw the gateway's bundled land tiles and no
 * request leaves the origin.
 */
export function mapStyleFromEnv(env: NodeJS.ProcessEnv): MapStyle {
  const url = env.MAP_STYLE_URL?.trim();
  if (url && /^https?:\/\//.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    return {
      kind: 'raster',
      tiles: url,
      maxZoom: Number(env.MAP_MAX_ZOOM) || 19,
      attribution: env.MAP_ATTRIBUTION?.trim() || '© OpenStreetMap contributors',
    };
  }
  if (url)
    console.warn('[gateway] MAP_STYLE_URL needs http(s) and {z}, {x}, {y}: the bundled base map is used');
  return { kind: 'land', tiles: LAND_TILES_PATH, maxZoom: MAX_ZOOM, attribution: NATURAL_EARTH };
}

/** The origin the browser must be allowed to load map images from (the CSP's img-src), if any. */
export function mapTileOrigin(style: MapStyle): string | null {
  if (style.kind !== 'raster') return null;
  try {
    return new URL(style.tiles.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
}

const TILE_CACHE_SIZE = 4000;
const ONE_DAY = 'public, max-age=86400';

/** `GET /map/style.json` and the bundled land tiles `GET /map/land/{z}/{x}/{y}.json`. */
export function baseMapRoutes(style: MapStyle) {
  const router = Router();
  const tiles = new Map<string, string>();
  router.get('/map/style.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(style);
  });
  router.get('/map/land/:z/:x/:file', (req, res) => {
    const match = /^(\d+)\.json$/.exec(req.params.file);
    const [z, x, y] = [Number(req.params.z), Number(req.params.x), Number(match?.[1])];
    if (!match || !/^\d+$/.test(req.params.z) || !/^\d+$/.test(req.params.x) || !isTile(z, x, y)) {
      sendError(res, 404, `No such map tile: zoom 0 to ${MAX_ZOOM}, x and y within the zoom's grid`);
      return;
    }
    const key = `${z}/${x}/${y}`;
    let body = tiles.get(key);
    if (body === undefined) {
      body = JSON.stringify(landTile(z, x, y));
      if (tiles.size >= TILE_CACHE_SIZE) tiles.delete(tiles.keys().next().value as string);
      tiles.set(key, body);
    }
    res.setHeader('Cache-Control', ONE_DAY);
    res.type('application/json').send(body);
  });
  return router;
}
