// Where a listing is shown to people who may not know its address (issue 44): a stable approximate point a
// little away from the true one, drawn as a circle, and the box a map search sends. Both sides use these rules:
// the properties subgraph stores and answers the approximate point, the gateway checks a box before it asks, and
// the maps draw the circle and write the box.

/** The circle a public map draws around a listing's approximate point, in metres. */
export const APPROXIMATE_AREA_RADIUS_M = 300;
/** The approximate point lies this far from the true one, at least and at most, in metres. */
export const APPROXIMATE_OFFSET_MIN_M = 120;
export const APPROXIMATE_OFFSET_MAX_M = 350;
/** Digits kept of an approximate coordinate (about one metre). */
const APPROXIMATE_DIGITS = 5;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** FNV-1a over the id's characters, then mixed: the same id always gives the same 32-bit number. */
function hash32(text: string, seed: number): number {
  let value = 0x811c9dc5 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  // murmur3's finaliser, so ids that differ in one character land far apart
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

const round = (value: number) => Number(value.toFixed(APPROXIMATE_DIGITS));

/**
 * The approximate point of a listing: the true point moved in a direction and by a distance (between
 * APPROXIMATE_OFFSET_MIN_M and APPROXIMATE_OFFSET_MAX_M) that depend only on the listing's id, so it is the same on
 * every answer and every map, never equal to the true point, and within 400 m of it. It cannot be undone without
 * knowing the offset, and averaging answers gains nothing because every answer is the same.
 */
export function approximatePoint(listingId: string, exact: LatLng): LatLng {
  // A bearing 15 to 75 degrees into one of the four quarters: the point moves north or south AND east or west
  // (at least 30 m each way), so neither coordinate alone gives the true one away.
  const turn = hash32(listingId, 0x9e37) / 0x1_0000_0000;
  const quarter = Math.floor(turn * 4);
  const angle = ((quarter * 90 + 15 + (turn * 4 - quarter) * 60) * Math.PI) / 180;
  const share = hash32(listingId, 0x7f4a) / 0x1_0000_0000;
  const distance = APPROXIMATE_OFFSET_MIN_M + share * (APPROXIMATE_OFFSET_MAX_M - APPROXIMATE_OFFSET_MIN_M);
  const angular = distance / EARTH_RADIUS_M;
  const lat1 = toRadians(exact.latitude);
  const lng1 = toRadians(exact.longitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(angle),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(angle) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  const longitude = ((((lng2 * 180) / Math.PI + 540) % 360) - 180) as number;
  return { latitude: round((lat2 * 180) / Math.PI), longitude: round(longitude) };
}

/** A map's box: west and east longitudes, south and north latitudes, in degrees. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** What a box must be, in the words of the 400 answer. */
export const BBOX_RULE =
  'bbox must be west,south,east,north in degrees: four numbers, longitudes from -180 to 180 with west not east of east, latitudes from -90 to 90 with south not north of north';

/** A box from its address form `west,south,east,north`, or the rule it breaks. */
export function parseBoundingBox(text: string): { box: BoundingBox } | { error: string } {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return { error: BBOX_RULE };
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const longitudeOk = (value: number) => value >= -180 && value <= 180;
  const latitudeOk = (value: number) => value >= -90 && value <= 90;
  if (!longitudeOk(west) || !longitudeOk(east) || !latitudeOk(south) || !latitudeOk(north)) {
    return { error: BBOX_RULE };
  }
  if (west > east || south > north) return { error: BBOX_RULE };
  return { box: { west, south, east, north } };
}

/** The address form of a box, with the digits a map's view needs (about a metre). */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.west, box.south, box.east, box.north].map((value) => round(value)).join(',');
}

/** Whether a point lies in a box, edges included (the database's $geoWithin of a box answers the same). */
export function boxContains(box: BoundingBox, point: LatLng): boolean {
  return (
    point.longitude >= box.west &&
    point.longitude <= box.east &&
    point.latitude >= box.south &&
    point.latitude <= box.north
  );
}
