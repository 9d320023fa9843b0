// Query regions ($geoWithin's shapes, $geoIntersects' geometry) parsed and validated as MongoDB does, and the
// containment, intersection and distance tests between them and stored geometries.
import { GeoError, type Geo, legacyPair, parseGeoJSON, isNumber, isPlain } from './geometry';
import {
  angleBetween,
  arcsCross,
  capBounds,
  flatDistance,
  flatDistanceToSegment,
  pointsBounds,
  ringContainsFlat,
  ringContainsSphere,
  sphereDistanceToArc,
  toVec,
  type Rect,
  type Vec,
  type XY,
} from './sphere';

export type Region =
  | { kind: 'box'; rect: Rect }
  | { kind: 'center'; center: XY; radius: number }
  | { kind: 'flatPolygon'; ring: XY[] }
  | { kind: 'cap'; center: XY; radius: number }
  | { kind: 'geometry'; geo: Geo };

const badValue = (message: string): GeoError => new GeoError(message);

function queryPoint(v: unknown, what: string): XY {
  const pair = legacyPair(v);
  if (!pair || !isNumber(pair[0]) || !isNumber(pair[1]))
    throw badValue(`${what}: point must be a pair of numbers`);
  return pair;
}

/** Parses the argument of $geoWithin (or $within): one shape operator. */
export function parseWithin(spec: unknown): Region {
  if (!isPlain(spec)) throw badValue('$geoWithin must be an object');
  const keys = Object.keys(spec);
  if (keys.length !== 1)
    throw badValue(`$geoWithin takes exactly one shape, got: ${keys.join(', ') || 'none'}`);
  const [op] = keys;
  const arg = spec[op];
  switch (op) {
    case '$box': {
      if (!Array.isArray(arg) || arg.length !== 2) throw badValue('$box requires two points');
      const a = queryPoint(arg[0], '$box');
      const b = queryPoint(arg[1], '$box');
      return {
        kind: 'box',
        rect: {
          minX: Math.min(a[0], b[0]),
          minY: Math.min(a[1], b[1]),
          maxX: Math.max(a[0], b[0]),
          maxY: Math.max(a[1], b[1]),
        },
      };
    }
    case '$center':
    case '$centerSphere': {
      if (!Array.isArray(arg) || arg.length !== 2) throw badValue(`${op} requires a point and a radius`);
      const center = queryPoint(arg[0], op);
      const radius = arg[1];
      if (!isNumber(radius) || radius < 0) throw badValue(`radius must be a non-negative number`);
      if (op === '$center') return { kind: 'center', center, radius };
      checkLngLatQuery(center);
      return { kind: 'cap', center, radius };
    }
    case '$polygon': {
      if (!Array.isArray(arg) || arg.length < 3) throw badValue('Polygon must have at least 3 points');
      return { kind: 'flatPolygon', ring: arg.map((p) => queryPoint(p, '$polygon')) };
    }
    case '$geometry': {
      const geo = parseQueryGeometry(arg);
      if (geo.points.length || geo.lines.length || !geo.polygons.length)
        throw badValue(`$geoWithin not supported with provided geometry: ${JSON.stringify(spec)}`);
      return { kind: 'geometry', geo };
    }
    default:
      throw badValue(`unknown geo specifier: ${op}: ${JSON.stringify(arg)}`);
  }
}

function checkLngLatQuery(p: XY): void {
  if (!(p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90))
    throw badValue(`longitude/latitude is out of bounds, lng: ${p[0]} lat: ${p[1]}`);
}

export function parseQueryGeometry(arg: unknown): Geo {
  if (!isPlain(arg)) throw badValue('$geometry must be a GeoJSON object');
  // A custom CRS (big polygons) is not offered.
  if (arg.crs !== undefined)
    throw badValue(
      'custom coordinate reference systems ($geometry.crs) are not supported by the embedded server',
    );
  return parseGeoJSON(arg);
}

/** Parses the argument of $geoIntersects: {$geometry: GeoJSON}. */
export function parseIntersects(spec: unknown): Geo {
  if (!isPlain(spec) || !('$geometry' in spec))
    throw badValue('$geoIntersects requires a $geometry argument');
  return parseQueryGeometry(spec.$geometry);
}

/** The rectangle (in the index's coordinates) every geometry the region can match intersects. */
export function regionBounds(region: Region): Rect {
  switch (region.kind) {
    case 'box':
      return region.rect;
    case 'center': {
      const [x, y] = region.center;
      const r = region.radius;
      return { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r };
    }
    case 'flatPolygon':
      return pointsBounds(region.ring);
    case 'cap':
      return capBounds(region.center, region.radius);
    case 'geometry':
      return region.geo.bounds;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Tests

const onlyPoints = (g: Geo): boolean => !g.lines.length && !g.polygons.length;

function polygonContainsPoint(rings: XY[][], p: Vec): boolean {
  if (!ringContainsSphere(p, rings[0].map(toVec))) return false;
  for (const hole of rings.slice(1)) {
    const vs = hole.map(toVec);
    if (ringContainsSphere(p, vs) && !onRing(p, vs)) return false;
  }
  return true;
}

const onRing = (p: Vec, ring: Vec[]): boolean =>
  ring.some((a, i) => i + 1 < ring.length && sphereDistanceToArc(p, a, ring[i + 1]) < 1e-12);

/** Every edge of a geometry (line segments and polygon ring edges) as unit-vector pairs. */
function edgesOf(g: Geo): Array<[Vec, Vec]> {
  const edges: Array<[Vec, Vec]> = [];
  const add = (line: XY[]): void => {
    const vs = line.map(toVec);
    for (let i = 0; i + 1 < vs.length; i++) edges.push([vs[i], vs[i + 1]]);
  };
  g.lines.forEach(add);
  for (const rings of g.polygons) rings.forEach(add);
  return edges;
}

function verticesOf(g: Geo): XY[] {
  return [...g.points, ...g.lines.flat(), ...g.polygons.flatMap((rings) => rings[0])];
}

/** Whether a stored geometry lies wholly inside the query polygons (spherical). */
function withinPolygons(stored: Geo, query: Geo): boolean {
  const qEdges = edgesOf(query);
  const inSome = (p: Vec): boolean => query.polygons.some((rings) => polygonContainsPoint(rings, p));
  if (!verticesOf(stored).every((p) => inSome(toVec(p)))) return false;
  const sEdges = edgesOf(stored);
  if (sEdges.some(([a, b]) => qEdges.some(([c, d]) => arcsCross(a, b, c, d)))) return false;
  // A stored polygon around one of the query's holes covers ground outside the query.
  const holes = query.polygons.flatMap((rings) => rings.slice(1));
  return !stored.polygons.some((rings) =>
    holes.some((hole) =>
      hole.some((p) => polygonContainsPoint(rings, toVec(p)) && !onRing(toVec(p), rings[0].map(toVec))),
    ),
  );
}

/** Whether a stored geometry lies wholly inside a region ($geoWithin). */
export function geoWithin(stored: Geo, region: Region): boolean {
  switch (region.kind) {
    case 'box': {
      if (!onlyPoints(stored) || !stored.points.length) return false;
      const r = region.rect;
      return stored.points.every(([x, y]) => x >= r.minX && x <= r.maxX && y >= r.minY && y <= r.maxY);
    }
    case 'center':
      return (
        onlyPoints(stored) &&
        stored.points.length > 0 &&
        stored.points.every((p) => flatDistance(p, region.center) <= region.radius)
      );
    case 'flatPolygon':
      return (
        onlyPoints(stored) &&
        stored.points.length > 0 &&
        stored.points.every((p) => ringContainsFlat(p, region.ring))
      );
    case 'cap': {
      const c = toVec(region.center);
      const vs = verticesOf(stored);
      return vs.length > 0 && vs.every((p) => angleBetween(c, toVec(p)) <= region.radius);
    }
    case 'geometry':
      return verticesOf(stored).length > 0 && withinPolygons(stored, region.geo);
  }
}

/** Whether two geometries share a point ($geoIntersects), on the sphere. */
export function geoIntersects(a: Geo, b: Geo): boolean {
  const pointTouches = (p: XY, g: Geo): boolean => {
    const v = toVec(p);
    if (g.points.some((q) => angleBetween(v, toVec(q)) < 1e-12)) return true;
    if (g.polygons.some((rings) => polygonContainsPoint(rings, v))) return true;
    return edgesOf({ ...g, polygons: [] }).some(([x, y]) => sphereDistanceToArc(v, x, y) < 1e-12);
  };
  if (verticesOf(a).some((p) => pointTouches(p, b))) return true;
  if (verticesOf(b).some((p) => pointTouches(p, a))) return true;
  const ea = edgesOf(a);
  const eb = edgesOf(b);
  return ea.some(([p, q]) => eb.some(([r, s]) => arcsCross(p, q, r, s)));
}

/** Great-circle distance (radians) from a point to the nearest point of a geometry. */
export function sphereDistanceTo(p: XY, g: Geo): number {
  const v = toVec(p);
  let best = Infinity;
  for (const q of g.points) best = Math.min(best, angleBetween(v, toVec(q)));
  for (const rings of g.polygons) if (polygonContainsPoint(rings, v)) return 0;
  for (const [a, b] of edgesOf(g)) best = Math.min(best, sphereDistanceToArc(v, a, b));
  return best;
}

/** Flat distance from a point to the nearest point of a geometry (legacy pairs in 2d indexes). */
export function flatDistanceTo(p: XY, g: Geo): number {
  let best = Infinity;
  for (const q of g.points) best = Math.min(best, flatDistance(p, q));
  for (const line of g.lines)
    for (let i = 0; i + 1 < line.length; i++)
      best = Math.min(best, flatDistanceToSegment(p, line[i], line[i + 1]));
  return best;
}
