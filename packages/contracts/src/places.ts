// Where a listing is, and the places people search from (issue 43 #4, issue 44 #1): one definition of a
// coordinate's limits and of the gazetteer for the server that stores points, the gateway that answers
// `GET /api/places`, the seed and every screen.

/** A latitude in degrees, south negative (WGS 84). */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
/** A longitude in degrees, west negative (WGS 84). */
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

export const LATITUDE_MESSAGE = `Latitude must be a number from ${LATITUDE_RANGE.min} to ${LATITUDE_RANGE.max}`;
export const LONGITUDE_MESSAGE = `Longitude must be a number from ${LONGITUDE_RANGE.min} to ${LONGITUDE_RANGE.max}`;
export const COORDINATES_PAIR_MESSAGE = 'Give both latitude and longitude, or neither';
/** A listing goes to review (or is listed) only with its point: the pin the host places on the form's map. */
export const PIN_REQUIRED_MESSAGE = 'Place the pin of the listing on the map (latitude and longitude)';

/** How a listing's point is stored: GeoJSON, longitude first (what a 2dsphere index reads). */
export interface GeoPoint {
  type: 'Point';
  coordinates: [longitude: number, latitude: number];
}

export const geoPoint = (latitude: number, longitude: number): GeoPoint => ({
  type: 'Point',
  coordinates: [longitude, latitude],
});

/** A stored point as latitude and longitude; null for anything that is not a GeoJSON point. */
export function latLngOf(point: unknown): { latitude: number; longitude: number } | null {
  if (!point || typeof point !== 'object') return null;
  const { type, coordinates } = point as { type?: unknown; coordinates?: unknown };
  if (type !== 'Point' || !Array.isArray(coordinates) || coordinates.length !== 2) return null;
  const [longitude, latitude] = coordinates as unknown[];
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

export const isLatitude = (value: number) =>
  Number.isFinite(value) && value >= LATITUDE_RANGE.min && value <= LATITUDE_RANGE.max;
export const isLongitude = (value: number) =>
  Number.isFinite(value) && value >= LONGITUDE_RANGE.min && value <= LONGITUDE_RANGE.max;

export const PLACE_KINDS = ['campus', 'stadium', 'district', 'beach', 'marina'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place's name in each language of the product. */
export interface PlaceName {
  en: string;
  fr: string;
  ar: string;
}

export interface Place {
  /** Stable: the `near=` value of a search and of the address. */
  id: string;
  name: PlaceName;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
}

/**
 * The places a guest or a student searches from. Points are the places' own (a campus's central plaza, a
 * stadium, a district's main street, the middle of a beach, a harbour's basin), to four decimals (about 10 m).
 */
export const PLACES: readonly Place[] = [
  {
    id: 'texas-am',
    name: { en: 'Texas A&M', fr: 'Texas A&M', ar: 'جامعة تكساس إي أند إم' },
    kind: 'campus',
    // The Academic Building on Academic Plaza, the centre of the main campus.
    latitude: 30.6157,
    longitude: -96.3405,
  },
  {
    id: 'kyle-field',
    name: { en: 'Kyle Field', fr: 'Kyle Field', ar: 'ملعب كايل فيلد' },
    kind: 'stadium',
    latitude: 30.6101,
    longitude: -96.3403,
  },
  {
    id: 'northgate',
    name: { en: 'Northgate', fr: 'Northgate', ar: 'نورثغيت' },
    kind: 'district',
    // College Main at Church Avenue.
    latitude: 30.6227,
    longitude: -96.3425,
  },
  {
    id: 'uae-tetouan',
    name: {
      en: 'Abdelmalek Essaadi University, Tetouan',
      fr: 'Université Abdelmalek Essaâdi, Tétouan',
      ar: 'جامعة عبد المالك السعدي، تطوان',
    },
    kind: 'campus',
    // The M'hannech campus (Faculty of Sciences).
    latitude: 35.5618,
    longitude: -5.3642,
  },
  {
    id: 'uae-martil',
    name: {
      en: 'Abdelmalek Essaadi University, Martil',
      fr: 'Université Abdelmalek Essaâdi, Martil',
      ar: 'جامعة عبد المالك السعدي، مرتيل',
    },
    kind: 'campus',
    // The Martil campus (Faculty of Letters and Humanities, Teacher Training College).
    latitude: 35.6134,
    longitude: -5.2871,
  },
  {
    id: 'martil-beach',
    name: { en: 'Martil beach', fr: 'Plage de Martil', ar: 'شاطئ مرتيل' },
    kind: 'beach',
    latitude: 35.6196,
    longitude: -5.2716,
  },
  {
    id: 'cabo-negro-beach',
    name: { en: 'Cabo Negro beach', fr: 'Plage de Cabo Negro', ar: 'شاطئ كابو نيغرو' },
    kind: 'beach',
    latitude: 35.6655,
    longitude: -5.2848,
  },
  {
    id: 'tetouan-marina',
    name: {
      en: 'Tetouan Marina (Marina Smir)',
      fr: 'Marina de Tétouan (Marina Smir)',
      ar: 'مارينا تطوان (مارينا سمير)',
    },
    kind: 'marina',
    latitude: 35.7501,
    longitude: -5.3396,
  },
];

export const PLACE_IDS = PLACES.map((place) => place.id);

/** A search near a place: within this many kilometres when it names no radius, and at most this far. */
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 100;

export const placeById = (id: string): Place | undefined => PLACES.find((place) => place.id === id);
