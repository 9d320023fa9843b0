import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The bundled base map's land (issue 44): Natural Earth's land polygons from the `world-atlas` package (public
 * domain), cut into the map's 256-pixel tiles in Web Mercator, so a map draws land, sea and coastline with no tile
 * server. A tile is `{ land: number[][] }`: each ring a flat list of x,y pixel pairs within the tile (a few pixels
 * outside its edges, so a stroked coastline never draws the cut), holes as further rings (fill even-odd).
 */

export const TILE_SIZE = 256;
export const MAX_ZOOM = 16;
/** Cut this far outside the tile: the straight edges a cut makes lie outside the drawn canvas. */
const MARGIN = 4;
const MAX_LATITUDE = 85.05112878;

type Ring = [number, number][];
/** Rings in normalised Web Mercator (the world is the square 0..1), each with its box. */
interface Piece {
  points: Ring;
  box: [number, number, number, number];
}

/** Which Natural Earth scale a zoom draws, and the zoom its tiles are first cut at from the whole data. */
const BANDS = [
  { scale: '110m', from: 0, to: 2 },
  { scale: '50m', from: 3, to: 5 },
  { scale: '10m', from: 6, to: MAX_ZOOM },
] as const;

function bandOf(zoom: number) {
  return BANDS.find((band) => zoom >= band.from && zoom <= band.to)!;
}

/** Which Natural Earth scale a zoom draws: the coarse one for the world, the 1:10m one for a town. */
export function scaleForZoom(zoom: number): '110m' | '50m' | '10m' {
  return bandOf(zoom).scale;
}

function boxOf(points: Ring): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** Web Mercator of a point, the world being the square 0..1. */
function project(lng: number, lat: number): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

const wholeData = new Map<string, Piece[]>();

function landOf(scale: '110m' | '50m' | '10m'): Piece[] {
  const cached = wholeData.get(scale);
  if (cached) return cached;
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/land-${scale}.json`), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  const pieces: Piece[] = [];
  for (const item of feature(topology, topology.objects.land).features) {
    const geometry = item.geometry;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    for (const ring of polygons.flat()) {
      const points = ring.map(([lng, lat]) => project(lng!, lat!));
      pieces.push({ points, box: boxOf(points) });
    }
  }
  wholeData.set(scale, pieces);
  return pieces;
}

/** Sutherland-Hodgman: a ring cut to a rectangle, one edge at a time. */
function clipRing(ring: Ring, [minX, minY, maxX, maxY]: [number, number, number, number]): Ring {
  let points = ring;
  const edges: [
    (p: [number, number]) => boolean,
    (a: [number, number], b: [number, number]) => [number, number],
  ][] = [
    [(p) => p[0] >= minX, (a, b) => [minX, a[1] + ((b[1] - a[1]) * (minX - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= maxX, (a, b) => [maxX, a[1] + ((b[1] - a[1]) * (maxX - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= minY, (a, b) => [a[0] + ((b[0] - a[0]) * (minY - a[1])) / (b[1] - a[1]), minY]],
    [(p) => p[1] <= maxY, (a, b) => [a[0] + ((b[0] - a[0]) * (maxY - a[1])) / (b[1] - a[1]), maxY]],
  ];
  for (const [inside, cut] of edges) {
    if (points.length === 0) break;
    const next: Ring = [];
    for (let index = 0; index < points.length; index += 1) {
      const current = points[index]!;
      const previous = points[(index + points.length - 1) % points.length]!;
      if (inside(current)) {
        if (!inside(previous)) next.push(cut(previous, current));
        next.push(current);
      } else if (inside(previous)) {
        next.push(cut(previous, current));
      }
    }
    points = next;
  }
  return points;
}

/** Whole pixels, dropping points that round onto the one before. */
function toFlat(ring: Ring): number[] {
  const flat: number[] = [];
  let lastX = NaN;
  let lastY = NaN;
  for (const [x, y] of ring) {
    const rx = Math.round(x);
    const ry = Math.round(y);
    if (rx === lastX && ry === lastY) continue;
    flat.push(rx, ry);
    lastX = rx;
    lastY = ry;
  }
  return flat;
}

export interface LandTile {
  /** Rings of whole pixels: x0, y0, x1, y1, ... */
  land: number[][];
}

/** Whether z/x/y names a tile of the map (whole numbers, x and y within the zoom's grid). */
export function isTile(z: number, x: number, y: number): boolean {
  const count = 2 ** z;
  return (
    Number.isInteger(z) &&
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    z >= 0 &&
    z <= MAX_ZOOM &&
    x >= 0 &&
    y >= 0 &&
    x < count &&
    y < count
  );
}

const CUT_CACHE_SIZE = 3000;
const cuts = new Map<string, Piece[]>();

/**
 * The land rings of a tile with its margin, in normalised Mercator: cut from the parent tile's cut (so a deep
 * tile handles a few hundred points, not the whole coast of a continent), or from the whole data at the first
 * zoom of its scale. Cuts are kept, most recent last.
 */
function cutOf(z: number, x: number, y: number): Piece[] {
  const key = `${z}/${x}/${y}`;
  const cached = cuts.get(key);
  if (cached) {
    cuts.delete(key);
    cuts.set(key, cached);
    return cached;
  }
  const band = bandOf(z);
  const source = z === band.from ? landOf(band.scale) : cutOf(z - 1, x >> 1, y >> 1);
  const size = 1 / 2 ** z;
  const margin = (MARGIN / TILE_SIZE) * size;
  const rect: [number, number, number, number] = [
    x * size - margin,
    y * size - margin,
    (x + 1) * size + margin,
    (y + 1) * size + margin,
  ];
  const result: Piece[] = [];
  for (const piece of source) {
    const [minX, minY, maxX, maxY] = piece.box;
    if (minX > rect[2] || maxX < rect[0] || minY > rect[3] || maxY < rect[1]) continue;
    const inside = minX >= rect[0] && maxX <= rect[2] && minY >= rect[1] && maxY <= rect[3];
    const points = inside ? piece.points : clipRing(piece.points, rect);
    if (points.length >= 3) result.push(inside ? piece : { points, box: boxOf(points) });
  }
  if (cuts.size >= CUT_CACHE_SIZE) cuts.delete(cuts.keys().next().value as string);
  cuts.set(key, result);
  return result;
}

/** The land of one tile, in that tile's pixels. */
export function landTile(z: number, x: number, y: number): LandTile {
  const scale = TILE_SIZE * 2 ** z;
  const land: number[][] = [];
  for (const piece of cutOf(z, x, y)) {
    const flat = toFlat(
      piece.points.map(([px, py]) => [px * scale - x * TILE_SIZE, py * scale - y * TILE_SIZE]),
    );
    if (flat.length >= 6) land.push(flat);
  }
  return { land };
}
