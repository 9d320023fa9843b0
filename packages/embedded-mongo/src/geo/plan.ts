// How geo conditions are answered: $near / $nearSphere and the $geoNear stage read a geo index nearest first
// (mongod refuses them without one), $geoWithin / $geoIntersects use one when it exists (and are tested per
// document either way).
import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection, Doc } from '../storage/collection';
import type { Index } from '../storage/index';
import { GeoError, legacyPair, type Geo } from './geometry';
import { flatDistanceTo, parseIntersects, parseWithin, regionBounds, sphereDistanceTo } from './regions';
import { EARTH_RADIUS_M, flatRectDistance, sphereRectDistance, type Rect, type XY } from './sphere';
import type { Metric } from './tree';

const isPlain = (v: unknown): v is Document =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

export const NEAR_NOT_ALLOWED = '$geoNear, $near, and $nearSphere are not allowed in this context';

/** A nearest-first request: from a point, on the sphere or the plane, with distances in the caller's units. */
export interface NearSpec {
  field?: string;
  point: XY;
  /** Given as GeoJSON: distances in metres on the sphere (2dsphere only). */
  geoJson: boolean;
  /** Great-circle distance (radians, or metres for GeoJSON) rather than flat distance. */
  spherical: boolean;
  maxDistance?: number;
  minDistance?: number;
}

/** A near condition found at the top of a filter, and the filter without it. */
export interface NearCondition {
  field: string;
  spec: NearSpec;
  rest: Document;
}

const badValue = (message: string): MongoCommandError => new MongoCommandError('BadValue', message);

function distanceOption(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value)) throw badValue(`${name} must be a number`);
  if (value < 0) throw badValue(`${name} must be non-negative`);
  return value;
}

/** A GeoJSON point ({type: 'Point', coordinates}) as a pair, or null. */
function geoJsonPoint(v: unknown): XY | null {
  if (!isPlain(v) || v.type !== 'Point') return null;
  const pair = Array.isArray(v.coordinates) ? legacyPair(v.coordinates) : null;
  if (!pair) throw badValue('invalid point in geo near query $geometry argument: ' + JSON.stringify(v));
  if (!(pair[0] >= -180 && pair[0] <= 180 && pair[1] >= -90 && pair[1] <= 90))
    throw badValue(`longitude/latitude is out of bounds, lng: ${pair[0]} lat: ${pair[1]}`);
  return pair;
}

/** Parses `{$near | $nearSphere: ..., $maxDistance?, $minDistance?}` on a field. */
export function parseNearCondition(cond: Document): NearSpec {
  const op = '$near' in cond ? '$near' : '$nearSphere';
  for (const key of Object.keys(cond))
    if (key !== op && key !== '$maxDistance' && key !== '$minDistance')
      throw badValue(`${key} is not allowed with ${op}`);
  const arg = cond[op];
  const sphere = op === '$nearSphere';
  let spec: NearSpec;
  if (isPlain(arg) && '$geometry' in arg) {
    const point = geoJsonPoint(arg.$geometry);
    if (!point) throw badValue('$geometry of $near must be a GeoJSON Point');
    spec = {
      point,
      geoJson: true,
      spherical: true,
      maxDistance: distanceOption(arg.$maxDistance, '$maxDistance'),
      minDistance: distanceOption(arg.$minDistance, '$minDistance'),
    };
  } else {
    const gj = geoJsonPoint(arg);
    const point = gj ?? legacyPair(arg);
    if (!point) throw badValue(`${op} requires a point: ${JSON.stringify(arg)}`);
    spec = { point, geoJson: !!gj, spherical: sphere || !!gj };
  }
  spec.maxDistance = distanceOption(cond.$maxDistance, '$maxDistance') ?? spec.maxDistance;
  spec.minDistance = distanceOption(cond.$minDistance, '$minDistance') ?? spec.minDistance;
  return spec;
}

const isNearCondition = (cond: unknown): cond is Document =>
  isPlain(cond) && ('$near' in cond || '$nearSphere' in cond);

function mentionsNear(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsNear);
  if (!isPlain(value)) return false;
  return Object.entries(value).some(([k, v]) => k === '$near' || k === '$nearSphere' || mentionsNear(v));
}

/**
 * The one $near / $nearSphere of a filter (top level, or inside a top-level $and), with the rest of the filter;
 * null when there is none. A near condition anywhere else is refused, as mongod does.
 */
export function extractNear(filter: Document | undefined): NearCondition | null {
  if (!filter) return null;
  let found: NearCondition | null = null;
  const take = (part: Document): Document => {
    const rest: Document = {};
    for (const [key, value] of Object.entries(part)) {
      if (key === '$and' && Array.isArray(value)) {
        rest.$and = value.map((p) => (isPlain(p) ? take(p) : p));
      } else if (!key.startsWith('$') && isNearCondition(value)) {
        if (found) throw badValue('Too many geoNear expressions');
        found = { field: key, spec: { ...parseNearCondition(value), field: key }, rest: {} };
      } else rest[key] = value;
    }
    return rest;
  };
  const rest = take(filter);
  if (!found) {
    if (mentionsNear(filter)) throw badValue('geoNear must be top-level expr');
    return null;
  }
  if (mentionsNear(rest)) throw badValue('geoNear must be top-level expr');
  const near = found as NearCondition;
  if (Array.isArray(rest.$and))
    rest.$and = rest.$and.filter((p: unknown) => !isPlain(p) || Object.keys(p).length);
  if (Array.isArray(rest.$and) && !rest.$and.length) delete rest.$and;
  near.rest = rest;
  return near;
}

const usable = (index: Index): boolean => !!index.geo && !index.hidden && !index.isPartial;

/** The geo index a near request on a field can use: 2dsphere for GeoJSON, 2d for flat, either for $nearSphere. */
export function nearIndexFor(coll: Collection, field: string, spec: NearSpec): Index | null {
  const onField = [...coll.indexes.values()].filter((i) => usable(i) && i.geo!.field === field);
  const sphere = onField.find((i) => i.geo!.kind === '2dsphere');
  const flat = onField.find((i) => i.geo!.kind === '2d');
  if (spec.geoJson) return sphere ?? null;
  if (spec.spherical) return flat ?? sphere ?? null;
  return flat ?? null;
}

export function noNearIndex(coll: Collection): MongoCommandError {
  return new MongoCommandError(
    'NoQueryExecutionPlans',
    `error processing query: ns=${coll.namespace} planner returned error :: caused by :: unable to find index for $geoNear query`,
  );
}

function metricFor(spec: NearSpec): Metric {
  const p = spec.point;
  return spec.spherical
    ? { rect: (r: Rect) => sphereRectDistance(p, r), entry: (g: Geo) => sphereDistanceTo(p, g) }
    : { rect: (r: Rect) => flatRectDistance(p, r), entry: (g: Geo) => flatDistanceTo(p, g) };
}

export interface NearHit {
  doc: Doc;
  /** In the request's units: metres for GeoJSON, radians for legacy spherical, coordinate units when flat. */
  distance: number;
  geo: Geo;
}

/** Documents of a geo index nearest first, each once (at its nearest geometry), within the distance limits. */
export function* nearHits(coll: Collection, index: Index, spec: NearSpec): Iterable<NearHit> {
  const scale = spec.geoJson ? EARTH_RADIUS_M : 1;
  const max = spec.maxDistance === undefined ? Infinity : spec.maxDistance / scale;
  const min = spec.minDistance === undefined ? 0 : spec.minDistance / scale;
  const seen = new Set<string>();
  for (const { entry, distance } of index.geo!.tree.nearest(metricFor(spec), max)) {
    if (distance < min || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const doc = coll.docs.get(entry.id);
    if (doc) yield { doc, distance: distance * scale, geo: entry.geo };
  }
}

/** Top-level (and top-level $and) geo region conditions of a filter: field and its region's bounds. */
function regionConditions(filter: Document, out: Array<{ field: string; bounds: Rect }> = []) {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlain(part)) regionConditions(part, out);
      continue;
    }
    if (key.startsWith('$') || !isPlain(value)) continue;
    try {
      const within = value.$geoWithin ?? value.$within;
      if (within !== undefined) out.push({ field: key, bounds: regionBounds(parseWithin(within)) });
      else if (value.$geoIntersects !== undefined)
        out.push({ field: key, bounds: parseIntersects(value.$geoIntersects).bounds });
    } catch (err) {
      // The matcher reports a malformed region with mongod's message.
      if (!(err instanceof GeoError)) throw err;
    }
  }
  return out;
}

/**
 * Candidates for a filter with a $geoWithin / $geoIntersects on a field a geo index covers: the documents
 * whose geometry's bounds meet the region's, read from the index's tree. Null when no such index applies.
 */
export function geoCandidates(
  coll: Collection,
  filter: Document | undefined,
): { index: string; docs: Iterable<Doc> } | null {
  if (!filter) return null;
  for (const { field, bounds } of regionConditions(filter)) {
    const index = [...coll.indexes.values()].find((i) => usable(i) && i.geo!.field === field);
    if (!index) continue;
    return {
      index: index.name,
      docs: (function* () {
        const seen = new Set<string>();
        for (const entry of index.geo!.tree.search(bounds)) {
          if (seen.has(entry.id)) continue;
          seen.add(entry.id);
          const doc = coll.docs.get(entry.id);
          if (doc) yield doc;
        }
      })(),
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The $geoNear stage

const GEO_NEAR_OPTIONS = new Set([
  'near',
  'distanceField',
  'spherical',
  'maxDistance',
  'minDistance',
  'query',
  'distanceMultiplier',
  'includeLocs',
  'key',
]);

export interface GeoNearStage {
  index: Index;
  spec: NearSpec;
  distanceField: string;
  includeLocs?: string;
  multiplier: number;
  query?: Document;
}

function indexesOfKind(coll: Collection, kind: '2d' | '2dsphere'): Index[] {
  return [...coll.indexes.values()].filter((i) => usable(i) && i.geo!.kind === kind);
}

/** Parses a $geoNear stage and picks its index as mongod does (its key, else the one 2d, else the one 2dsphere). */
export function parseGeoNear(coll: Collection | undefined, raw: unknown, ns: string): GeoNearStage | null {
  if (!isPlain(raw)) throw new MongoCommandError('Location10065', 'invalid parameter: object expected');
  for (const key of Object.keys(raw))
    if (!GEO_NEAR_OPTIONS.has(key)) throw badValue(`Unknown argument to $geoNear: ${key}`);
  if (raw.near === undefined) throw badValue("$geoNear requires a 'near' option as an Array");
  if (typeof raw.distanceField !== 'string' || !raw.distanceField)
    throw badValue("$geoNear requires a 'distanceField' option as a String");
  if (raw.includeLocs !== undefined && typeof raw.includeLocs !== 'string')
    throw badValue('includeLocs must be a string');
  if (raw.key !== undefined && (typeof raw.key !== 'string' || !raw.key))
    throw badValue("$geoNear parameter 'key' must be of type string but found type: " + typeof raw.key);
  if (raw.query !== undefined && !isPlain(raw.query)) throw badValue('query must be an object');
  if (raw.query && mentionsNear(raw.query)) throw badValue(NEAR_NOT_ALLOWED);
  const multiplier = raw.distanceMultiplier ?? 1;
  if (typeof multiplier !== 'number' || multiplier < 0)
    throw badValue('distanceMultiplier must be a non-negative number');
  const gj = geoJsonPoint(raw.near);
  const point = gj ?? legacyPair(raw.near);
  if (!point) throw badValue("$geoNear requires a 'near' option as an Array");
  const spherical = raw.spherical === true;
  const spec: NearSpec = {
    point,
    geoJson: !!gj,
    spherical: spherical || !!gj,
    maxDistance: distanceOption(raw.maxDistance, 'maxDistance'),
    minDistance: distanceOption(raw.minDistance, 'minDistance'),
  };
  if (!coll) return null;
  let index: Index | null = null;
  if (typeof raw.key === 'string') {
    const onKey = [...coll.indexes.values()].filter((i) => usable(i) && i.geo!.field === raw.key);
    index = onKey.find((i) => i.geo!.kind === (spec.geoJson ? '2dsphere' : '2d')) ?? onKey[0] ?? null;
    if (!index) throw noNearIndex(coll);
  } else {
    const flat = indexesOfKind(coll, '2d');
    if (flat.length > 1)
      throw new MongoCommandError(
        'IndexNotFound',
        `There is more than one 2d index on ${ns}; unsure which to use for $geoNear`,
      );
    index = flat[0] ?? null;
    if (!index) {
      const sphere = indexesOfKind(coll, '2dsphere');
      if (!sphere.length)
        throw new MongoCommandError(
          'IndexNotFound',
          '$geoNear requires a 2d or 2dsphere index, but none were found',
        );
      if (sphere.length > 1)
        throw new MongoCommandError(
          'IndexNotFound',
          `There is more than one 2dsphere index on ${ns}; unsure which to use for $geoNear`,
        );
      index = sphere[0];
    }
  }
  if (spec.geoJson && index.geo!.kind === '2d') throw noNearIndex(coll);
  // On a 2dsphere index distances are always on the sphere (radians for a legacy point).
  if (index.geo!.kind === '2dsphere') spec.spherical = true;
  return {
    index,
    spec: { ...spec, field: index.geo!.field },
    distanceField: raw.distanceField,
    includeLocs: raw.includeLocs as string | undefined,
    multiplier,
    query: raw.query as Document | undefined,
  };
}

/** Sets a dotted path in a document (creating objects on the way), as $geoNear writes its output fields. */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = doc;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlain(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}
