// Geometry on MongoDB's sphere and on the flat plane of `2d` indexes: distances, containment and the bounds the
// index prunes with. Angles are radians unless a name says degrees.

/** The Earth radius MongoDB converts radians to metres with (kRadiusOfEarthInMeters). */
export const EARTH_RADIUS_M = 6378100;

const RAD = Math.PI / 180;

export type Vec = readonly [number, number, number];
/** A longitude/latitude (or x/y) pair. */
export type XY = readonly [number, number];

/** An axis-aligned rectangle in coordinate units (degrees on the sphere). */
export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const WORLD: Rect = { minX: -180, minY: -90, maxX: 180, maxY: 90 };

export function toVec([lng, lat]: XY): Vec {
  const phi = lat * RAD;
  const lambda = lng * RAD;
  const c = Math.cos(phi);
  return [c * Math.cos(lambda), c * Math.sin(lambda), Math.sin(phi)];
}

const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec): number => Math.hypot(a[0], a[1], a[2]);

/** The angle between two unit vectors as S2 computes it (atan2 of |a×b| and a·b), accurate at every size. */
export function angleBetween(a: Vec, b: Vec): number {
  return Math.atan2(norm(cross(a, b)), dot(a, b));
}

/** Great-circle distance in radians between two longitude/latitude points. */
export function sphereDistance(a: XY, b: XY): number {
  return angleBetween(toVec(a), toVec(b));
}

export function flatDistance(a: XY, b: XY): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Distance in radians from a point to the arc a→b of a great circle. */
export function sphereDistanceToArc(p: Vec, a: Vec, b: Vec): number {
  const n = cross(a, b);
  const nn = norm(n);
  if (nn > 1e-15) {
    // The foot of p on the circle's plane lies on the arc when it is on the inner side of both ends.
    const inside = dot(cross(a, p), n) > 0 && dot(cross(p, b), n) > 0;
    if (inside) return Math.asin(Math.min(1, Math.abs(dot(p, n)) / nn));
  }
  return Math.min(angleBetween(p, a), angleBetween(p, b));
}

export function flatDistanceToSegment(p: XY, a: XY, b: XY): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/**
 * Whether a point lies inside a closed ring of great-circle edges (the smaller of the two regions it bounds, as
 * MongoDB reads a GeoJSON polygon): the signed angles the edges subtend at the point add up to ±2π inside and 0
 * outside. A point on an edge counts as inside.
 */
export function ringContainsSphere(p: Vec, ring: readonly Vec[]): boolean {
  let total = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    if (sphereDistanceToArc(p, a, b) < 1e-12) return true;
    const pa = dot(p, a);
    const pb = dot(p, b);
    total += Math.atan2(dot(p, cross(a, b)), dot(a, b) - pa * pb);
  }
  return Math.abs(total) > Math.PI;
}

/** Even-odd containment in a flat polygon (closed or not); points on an edge count as inside. */
export function ringContainsFlat(p: XY, ring: readonly XY[]): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (flatDistanceToSegment(p, a, b) < 1e-12) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside;
}

/** Whether the arcs a→b and c→d of great circles cross (touching ends do not count). */
export function arcsCross(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const n1 = cross(a, b);
  const n2 = cross(c, d);
  const s1 = Math.sign(dot(c, n1));
  const s2 = Math.sign(dot(d, n1));
  const s3 = Math.sign(dot(a, n2));
  const s4 = Math.sign(dot(b, n2));
  if (!s1 || !s2 || !s3 || !s4) return false;
  // Opposite sides of each other's circles, and the circles' meeting point on both arcs (not its antipode).
  return s1 !== s2 && s3 !== s4 && meetOnBoth(a, b, c, d);
}

function meetOnBoth(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const n1 = cross(a, b);
  const n2 = cross(c, d);
  const x = cross(n1, n2);
  const nx = norm(x);
  if (!nx) return false;
  const onFirst = (q: Vec): boolean =>
    dot(cross(a, q), n1) >= 0 &&
    dot(cross(q, b), n1) >= 0 &&
    dot(cross(c, q), n2) >= 0 &&
    dot(cross(q, d), n2) >= 0;
  const u: Vec = [x[0] / nx, x[1] / nx, x[2] / nx];
  const v: Vec = [-u[0], -u[1], -u[2]];
  return onFirst(u) || onFirst(v);
}

/**
 * The latitude extent (degrees) of the great-circle arc a→b: its ends, widened where the arc bulges towards a
 * pole between them.
 */
export function arcLatRange(a: XY, b: XY): [number, number] {
  let lo = Math.min(a[1], b[1]);
  let hi = Math.max(a[1], b[1]);
  const va = toVec(a);
  const vb = toVec(b);
  const n = cross(va, vb);
  const nn = norm(n);
  if (nn < 1e-15) return [lo, hi];
  for (const z of [1, -1]) {
    // The circle's point nearest the pole: the pole projected onto the circle's plane.
    const k = (z * n[2]) / (nn * nn);
    const m: Vec = [-k * n[0], -k * n[1], z - k * n[2]];
    const mm = norm(m);
    if (mm < 1e-15) continue;
    const u: Vec = [m[0] / mm, m[1] / mm, m[2] / mm];
    if (dot(cross(va, u), n) >= 0 && dot(cross(u, vb), n) >= 0) {
      const lat = Math.asin(Math.max(-1, Math.min(1, u[2]))) / RAD;
      lo = Math.min(lo, lat);
      hi = Math.max(hi, lat);
    }
  }
  return [lo, hi];
}

/** The bounding rectangle (degrees) of a ring of great-circle edges; across the antimeridian, every longitude. */
export function sphereRingBounds(ring: readonly XY[]): Rect {
  const r: Rect = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    r.minX = Math.min(r.minX, p[0]);
    r.maxX = Math.max(r.maxX, p[0]);
    r.minY = Math.min(r.minY, p[1]);
    r.maxY = Math.max(r.maxY, p[1]);
    const q = ring[i + 1];
    if (!q) continue;
    if (Math.abs(q[0] - p[0]) > 180) {
      r.minX = -180;
      r.maxX = 180;
    }
    const [lo, hi] = arcLatRange(p, q);
    r.minY = Math.min(r.minY, lo);
    r.maxY = Math.max(r.maxY, hi);
  }
  // A ring around a pole holds every longitude from the pole down to its edge.
  if (ringContainsSphere(toVec([0, 90]), ring.map(toVec))) return { ...r, minX: -180, maxX: 180, maxY: 90 };
  if (ringContainsSphere(toVec([0, -90]), ring.map(toVec))) return { ...r, minX: -180, maxX: 180, minY: -90 };
  return r;
}

/** The bounding rectangle (degrees) of the spherical cap of a radius (radians) around a point. */
export function capBounds([lng, lat]: XY, radius: number): Rect {
  const r = radius / RAD;
  const minY = lat - r;
  const maxY = lat + r;
  if (minY <= -90 || maxY >= 90 || r >= 90)
    return { minX: -180, minY: Math.max(-90, minY), maxX: 180, maxY: Math.min(90, maxY) };
  const half = Math.asin(Math.min(1, Math.sin(radius) / Math.cos(lat * RAD))) / RAD;
  if (lng - half < -180 || lng + half > 180) return { minX: -180, minY, maxX: 180, maxY };
  return { minX: lng - half, minY, maxX: lng + half, maxY };
}

/** Distance in radians from a point to a meridian segment (longitude lng, latitudes lat1..lat2). */
function meridianDistance(p: XY, lng: number, lat1: number, lat2: number): number {
  const dLambda = (p[0] - lng) * RAD;
  const phi = p[1] * RAD;
  const c = Math.cos(dLambda);
  if (c > 0) {
    const footLat = Math.atan2(Math.sin(phi), Math.cos(phi) * c) / RAD;
    if (footLat >= lat1 && footLat <= lat2)
      return Math.asin(Math.min(1, Math.cos(phi) * Math.abs(Math.sin(dLambda))));
  }
  return Math.min(sphereDistance(p, [lng, lat1]), sphereDistance(p, [lng, lat2]));
}

/**
 * The smallest great-circle distance (radians) from a point to any point of a longitude/latitude rectangle, a
 * bound the nearest-first search prunes with. Inside the rectangle's longitudes the nearest point is straight
 * north or south; outside, it lies on one of the two meridian edges.
 */
export function sphereRectDistance(p: XY, r: Rect): number {
  if (p[0] >= r.minX && p[0] <= r.maxX) {
    if (p[1] < r.minY) return (r.minY - p[1]) * RAD;
    if (p[1] > r.maxY) return (p[1] - r.maxY) * RAD;
    return 0;
  }
  const d = Math.min(
    meridianDistance(p, r.minX, r.minY, r.maxY),
    meridianDistance(p, r.maxX, r.minY, r.maxY),
  );
  // A hair less, so rounding never makes the bound exceed a true distance.
  return Math.max(0, d - 1e-12);
}

export function flatRectDistance(p: XY, r: Rect): number {
  const dx = Math.max(r.minX - p[0], 0, p[0] - r.maxX);
  const dy = Math.max(r.minY - p[1], 0, p[1] - r.maxY);
  return Math.hypot(dx, dy);
}

export const rectsIntersect = (a: Rect, b: Rect): boolean =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

export function pointsBounds(points: readonly XY[]): Rect {
  const r: Rect = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of points) {
    r.minX = Math.min(r.minX, x);
    r.maxX = Math.max(r.maxX, x);
    r.minY = Math.min(r.minY, y);
    r.maxY = Math.max(r.maxY, y);
  }
  return r;
}

export const unionRect = (a: Rect, b: Rect): Rect => ({
  minX: Math.min(a.minX, b.minX),
  minY: Math.min(a.minY, b.minY),
  maxX: Math.max(a.maxX, b.maxX),
  maxY: Math.max(a.maxY, b.maxY),
});
