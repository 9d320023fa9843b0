// Stored geometries (GeoJSON and legacy coordinate pairs), parsed and validated as MongoDB does, and read from a
// document at a path as a 2dsphere or a 2d index reads them.
import type { Document } from 'bson';
import { slotsAtPath } from '../query/paths';
import {
  arcsCross,
  pointsBounds,
  ringContainsSphere,
  sphereRingBounds,
  toVec,
  unionRect,
  type Rect,
  type XY,
} from './sphere';

/** A geometry that cannot be read; its message is the reason mongod gives after "Can't extract geo keys". */
export class GeoError extends Error {}

/**
 * A stored or query geometry, flattened into its parts: every Point/MultiPoint member, every line string, every
 * polygon (outer ring first, then holes; rings closed). `legacy` marks a legacy coordinate pair, which flat
 * ($box, $center, $polygon) queries and `2d` indexes read as x/y.
 */
export interface Geo {
  points: XY[];
  lines: XY[][];
  polygons: XY[][][];
  legacy: boolean;
  /** Longitude/latitude bounds over the sphere (great-circle edges included). */
  bounds: Rect;
  /** The value as stored, for $geoNear's includeLocs. */
  value: unknown;
}

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isPlain = (v: unknown): v is Document =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** A legacy pair: an array whose first two elements are numbers, or an object whose first two values are. */
export function legacyPair(value: unknown): XY | null {
  if (Array.isArray(value)) {
    return value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number'
      ? [value[0], value[1]]
      : null;
  }
  if (isPlain(value) && !('type' in value)) {
    const values = Object.values(value);
    return values.length >= 2 && typeof values[0] === 'number' && typeof values[1] === 'number'
      ? [values[0], values[1]]
      : null;
  }
  return null;
}

function checkLngLat(p: XY): XY {
  if (!(p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90))
    throw new GeoError(`longitude/latitude is out of bounds, lng: ${p[0]} lat: ${p[1]}`);
  return p;
}

function position(v: unknown, what: string): XY {
  if (!Array.isArray(v)) throw new GeoError(`${what} must be an array`);
  if (v.length < 2 || !isNumber(v[0]) || !isNumber(v[1]))
    throw new GeoError(`${what} must only contain numeric elements`);
  return checkLngLat([v[0], v[1]]);
}

function positions(v: unknown, what: string): XY[] {
  if (!Array.isArray(v)) throw new GeoError(`${what} coordinates must be an array`);
  return v.map((p) => position(p, `${what} coordinate`));
}

const samePoint = (a: XY, b: XY): boolean => a[0] === b[0] && a[1] === b[1];

function lineString(v: unknown): XY[] {
  const line = positions(v, 'GeoJSON LineString');
  if (line.length < 2) throw new GeoError('GeoJSON LineString must have at least 2 vertices');
  for (let i = 0; i + 1 < line.length; i++)
    if (samePoint(line[i], line[i + 1]) && line.length === 2)
      throw new GeoError(`GeoJSON LineString has duplicate vertices`);
  return line;
}

function ringOf(v: unknown): XY[] {
  const ring = positions(v, 'Polygon');
  if (ring.length < 4) throw new GeoError('Loop must have at least 3 different vertices');
  if (!samePoint(ring[0], ring[ring.length - 1]))
    throw new GeoError(
      `Loop is not closed, first vertex does not equal last vertex: [ ${ring[0].join(', ')} ] [ ${ring[ring.length - 1].join(', ')} ]`,
    );
  const distinct = new Set(ring.map((p) => `${p[0]},${p[1]}`));
  if (distinct.size < 3) throw new GeoError('Loop must have at least 3 different vertices');
  // Edges that cross make no region (checked for rings of a reasonable size; larger ones are trusted).
  if (ring.length <= 256) {
    const vs = ring.map(toVec);
    for (let i = 0; i + 1 < vs.length; i++)
      for (let j = i + 2; j + 1 < vs.length; j++) {
        if (i === 0 && j === vs.length - 2) continue;
        if (arcsCross(vs[i], vs[i + 1], vs[j], vs[j + 1]))
          throw new GeoError(`Loop is not valid: Edges ${i} and ${j} cross`);
      }
  }
  return ring;
}

function polygon(v: unknown): XY[][] {
  if (!Array.isArray(v) || !v.length) throw new GeoError('Polygon coordinates must be an array');
  const rings = v.map(ringOf);
  const shell = rings[0].map(toVec);
  for (const hole of rings.slice(1)) {
    if (!hole.slice(0, -1).every((p) => ringContainsSphere(toVec(p), shell)))
      throw new GeoError(
        'Secondary loops not contained by first exterior loop - secondary loops must be holes',
      );
  }
  return rings;
}

const empty = (value: unknown, legacy = false): Geo => ({
  points: [],
  lines: [],
  polygons: [],
  legacy,
  bounds: { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity },
  value,
});

function withBounds(g: Geo): Geo {
  let b = pointsBounds(g.points);
  for (const line of g.lines) b = unionRect(b, sphereRingBounds(line));
  for (const rings of g.polygons) b = unionRect(b, sphereRingBounds(rings[0]));
  g.bounds = b;
  return g;
}

/** Parses a GeoJSON object (any type), throwing GeoError with mongod's reason when it is not valid. */
export function parseGeoJSON(value: Document, depth = 0): Geo {
  const type = value.type;
  const coords = value.coordinates;
  const g = empty(value);
  switch (type) {
    case 'Point':
      g.points.push(position(coords, 'Point'));
      break;
    case 'MultiPoint':
      if (!Array.isArray(coords) || !coords.length)
        throw new GeoError('MultiPoint coordinates must have at least 1 element');
      g.points.push(...positions(coords, 'MultiPoint'));
      break;
    case 'LineString':
      g.lines.push(lineString(coords));
      break;
    case 'MultiLineString':
      if (!Array.isArray(coords) || !coords.length)
        throw new GeoError('MultiLineString coordinates must have at least 1 element');
      for (const line of coords) g.lines.push(lineString(line));
      break;
    case 'Polygon':
      g.polygons.push(polygon(coords));
      break;
    case 'MultiPolygon':
      if (!Array.isArray(coords) || !coords.length)
        throw new GeoError('MultiPolygon coordinates must have at least 1 element');
      for (const p of coords) g.polygons.push(polygon(p));
      break;
    case 'GeometryCollection': {
      const members = value.geometries;
      if (!Array.isArray(members)) throw new GeoError('GeometryCollection geometries must be an array');
      if (depth > 0) throw new GeoError('GeometryCollections cannot be nested');
      for (const member of members) {
        if (!isPlain(member)) throw new GeoError('Element ' + String(member) + ' is not a geometry');
        const part = parseGeoJSON(member, depth + 1);
        g.points.push(...part.points);
        g.lines.push(...part.lines);
        g.polygons.push(...part.polygons);
      }
      break;
    }
    default:
      throw new GeoError(`unknown GeoJSON type: ${JSON.stringify(value)}`);
  }
  return withBounds(g);
}

/** A legacy pair as a point geometry; on the sphere its coordinates must be a longitude and a latitude. */
export function legacyGeo(p: XY, value: unknown, sphere: boolean): Geo {
  if (sphere) checkLngLat(p);
  const g = empty(value, true);
  g.points.push(p);
  g.bounds = { minX: p[0], minY: p[1], maxX: p[0], maxY: p[1] };
  return g;
}

/**
 * The geometries a document holds at a path for a `2dsphere` index or query: a GeoJSON object, a legacy pair,
 * or an array of them (one key each). Missing and null give none; anything else throws GeoError.
 */
export function sphereGeometriesAt(doc: unknown, path: readonly string[]): Geo[] {
  const out: Geo[] = [];
  for (const { value } of slotsAtPath(doc, path)) {
    if (value === undefined || value === null) continue;
    const one = (v: unknown): Geo => {
      if (isPlain(v) && 'type' in v) return parseGeoJSON(v);
      const pair = legacyPair(v);
      if (pair) return legacyGeo(pair, v, true);
      throw new GeoError(`Point must be an array or object, instead got type ${typeName(v)}`);
    };
    if (Array.isArray(value) && !legacyPair(value)) {
      for (const element of value) out.push(one(element));
    } else out.push(one(value));
  }
  return out;
}

/** The legacy points a document holds at a path for a `2d` index or a flat query. */
export function flatPointsAt(doc: unknown, path: readonly string[]): Geo[] {
  const out: Geo[] = [];
  for (const { value } of slotsAtPath(doc, path)) {
    if (value === undefined || value === null) continue;
    // mongod's 2d keys skip a value that is neither an object nor an array.
    if (typeof value !== 'object') continue;
    const one = (v: unknown): Geo => {
      const pair = legacyPair(v);
      if (pair) return legacyGeo(pair, v, false);
      throw new GeoError(`geo values must be 'legacy coordinate pairs' for 2d indexes`);
    };
    if (Array.isArray(value) && !legacyPair(value)) for (const element of value) out.push(one(element));
    else out.push(one(value));
  }
  return out;
}

function typeName(v: unknown): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'double';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

/** Reads whatever geometries a document holds at a path, quietly skipping values that are not geometries. */
export function geometriesForMatch(doc: unknown, path: readonly string[]): Geo[] {
  const out: Geo[] = [];
  for (const { value } of slotsAtPath(doc, path)) {
    if (value === undefined || value === null) continue;
    const one = (v: unknown): void => {
      try {
        if (isPlain(v) && 'type' in v) out.push(parseGeoJSON(v));
        else {
          const pair = legacyPair(v);
          if (pair) out.push(legacyGeo(pair, v, false));
        }
      } catch (err) {
        if (!(err instanceof GeoError)) throw err;
      }
    };
    if (Array.isArray(value) && !legacyPair(value)) for (const element of value) one(element);
    else one(value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Query regions
