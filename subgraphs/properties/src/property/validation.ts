/**
 * Server-side checks of the property forms (SPEC section 5, Host and Admin Add Property), with the spec's
 * messages. Pure: unit-tested on its own. The first field error is the overall message.
 */
import type { PropertyInput } from '../__generated__/resolvers-types';
import {
  COORDINATES_PAIR_MESSAGE,
  type GeoPoint,
  geoPoint,
  isImageUrl,
  isLatitude,
  isLongitude,
  isObjectIdString,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  PIN_REQUIRED_MESSAGE,
  DEFAULT_MAX_NIGHTS,
  MAX_DISCOUNT_PERCENT,
  MAX_GUESTS,
  MAX_ROOMS,
  maxGuestsOrFallback,
} from '@stays/subgraph-shared';
import { CANCELLATION_POLICIES, type CancellationPolicyName, DEFAULT_CANCELLATION_POLICY } from './model';

export type FieldErrors = Record<string, string>;

/** Per property; uploads are one image per call, so this bounds what one listing can hold (docs/backend.md). */
export const MAX_IMAGES_PER_PROPERTY = 10;
export const MAX_AMENITIES = 30;
export const MAX_PRICE = 100_000;
const MAX_TEXT = { title: 200, location: 200, propertyType: 50, description: 5000, amenity: 60 } as const;

export const REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const MISSING_HOST_ID = 'Please specify a host ID for this property.';
/** What the forms send (the schema's `PropertyInput`): text, numbers as FormValue, lists or JSON text of lists. */
export type { PropertyInput };

export interface CleanProperty {
  title: string;
  description?: string;
  location: string;
  propertyType: string;
  pricePerNight: number;
  maxGuests: number;
  bedrooms?: number;
  bathrooms?: number;
  amenities: string[];
  images: string[];
  hostId?: string;
  cancellationPolicy: CancellationPolicyName;
  instantBook: boolean;
  /** Where it is; null when an edit clears it (both coordinates sent empty), absent when not given. */
  point?: GeoPoint | null;
  /** Long-stay terms: a value, null when sent empty (none: an edit removes it), absent when not given. */
  pricePerMonth?: number | null;
  weeklyDiscountPercent?: number | null;
  monthlyDiscountPercent?: number | null;
  minNights?: number | null;
  maxNights?: number | null;
  utilitiesIncluded?: boolean;
  furnished?: boolean;
}

/** The long-stay fields an empty value removes (stored absent: the listing has none, or the default limit). */
export const CLEARABLE_TERMS = [
  'pricePerMonth',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'minNights',
  'maxNights',
] as const;

export const MONTHLY_PRICE_MESSAGE = `Monthly price must be whole dollars from 0 to ${100_000}`;
export const DISCOUNT_MESSAGE = `A discount must be a whole percent from 0 to ${MAX_DISCOUNT_PERCENT}`;
export const NIGHTS_MESSAGE = `Nights must be a whole number from 1 to ${DEFAULT_MAX_NIGHTS}`;
export const MIN_ABOVE_MAX_MESSAGE = 'The minimum stay cannot be longer than the maximum stay';

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** SPEC section 3: an array, or JSON text that parses to one; anything unparsable is an empty list. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

function checkText(
  field: keyof typeof MAX_TEXT,
  value: string,
  required: boolean,
  errors: FieldErrors,
): void {
  if (required && !value) errors[field] = 'Required';
  else if (value.length > MAX_TEXT[field])
    errors[field] = `String must contain at most ${MAX_TEXT[field]} character(s)`;
}

function checkCount(field: 'bedrooms' | 'bathrooms', value: unknown, errors: FieldErrors) {
  if (value === undefined || value === null || value === '') return undefined;
  const count = number(value);
  if (count === null || !Number.isInteger(count) || count < 0 || count > MAX_ROOMS) {
    errors[field] = 'Invalid input';
    return undefined;
  }
  return count;
}

/**
 * A whole number from `min` to `max` as a form sends it: undefined when not given, null when sent empty (none),
 * the number otherwise; anything else is `message` on the field.
 */
function checkWhole(
  field: (typeof CLEARABLE_TERMS)[number],
  value: unknown,
  [min, max]: [number, number],
  message: string,
  errors: FieldErrors,
): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const whole = number(value);
  if (whole === null || !Number.isInteger(whole) || whole < min || whole > max) {
    errors[field] = message;
    return undefined;
  }
  return whole;
}

/** A minimum above the maximum, each the given value or else the stored one (an edit sends only one). */
export function stayLimitsError(minNights: number | null | undefined, maxNights: number | null | undefined) {
  const min = minNights ?? 1;
  const max = maxNights ?? DEFAULT_MAX_NIGHTS;
  return min > max ? MIN_ABOVE_MAX_MESSAGE : null;
}

/** A switch as a form sends it: a boolean or its text ('true', 'false'); absent or empty is no choice. */
function checkSwitch(
  field: 'instantBook' | 'utilitiesIncluded' | 'furnished',
  value: unknown,
  errors: FieldErrors,
): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const given = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (given === 'true' || given === 'false') return given === 'true';
  errors[field] = `Expected boolean, received ${typeof value}`;
  return undefined;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Latitude and longitude, both or neither: a point, null for both sent empty, undefined for both left out
 * (validateProperty then refuses a listing without a point).
 */
function cleanPoint(input: PropertyInput, errors: FieldErrors): GeoPoint | null | undefined {
  const { latitude: givenLatitude, longitude: givenLongitude } = input;
  if (givenLatitude === undefined && givenLongitude === undefined) return undefined;
  if (isEmpty(givenLatitude) && isEmpty(givenLongitude)) return null;
  if (isEmpty(givenLatitude) || isEmpty(givenLongitude)) {
    errors[isEmpty(givenLatitude) ? 'latitude' : 'longitude'] = COORDINATES_PAIR_MESSAGE;
    return undefined;
  }
  const latitude = number(givenLatitude);
  const longitude = number(givenLongitude);
  if (latitude === null || !isLatitude(latitude)) errors.latitude = LATITUDE_MESSAGE;
  if (longitude === null || !isLongitude(longitude)) errors.longitude = LONGITUDE_MESSAGE;
  return latitude !== null && longitude !== null && isLatitude(latitude) && isLongitude(longitude)
    ? geoPoint(latitude, longitude)
    : undefined;
}

function cleanAmenities(value: unknown, errors: FieldErrors): string[] {
  const amenities = [
    ...new Set(listOf(value).map((item) => (typeof item === 'string' ? item.trim() : ''))),
  ].filter(Boolean);
  if (amenities.length > MAX_AMENITIES)
    errors.amenities = `Array must contain at most ${MAX_AMENITIES} element(s)`;
  else if (amenities.some((item) => item.length > MAX_TEXT.amenity)) errors.amenities = 'Invalid input';
  return amenities;
}

function cleanImages(value: unknown, errors: FieldErrors): string[] {
  const images = [...new Set(listOf(value).map((item) => (typeof item === 'string' ? item.trim() : '')))];
  if (images.length > MAX_IMAGES_PER_PROPERTY)
    errors.images = `A property may have at most ${MAX_IMAGES_PER_PROPERTY} images`;
  else if (!images.every(isImageUrl)) errors.images = 'Images must be uploaded through /api/upload-image';
  return images;
}

export type Validation =
  { ok: true; value: CleanProperty } | { ok: false; message: string; errors: FieldErrors };

/**
 * A new property (`partial: false`) or the changed fields of one (`partial: true`: absent fields are kept).
 * `forAdmin` applies the admin form: a host id and a description are required, max guests falls back to 2
 * (the host form's fallback is 1).
 */
export function validateProperty(
  input: PropertyInput,
  options: { forAdmin: boolean; partial?: boolean },
): Validation {
  const errors: FieldErrors = {};
  const has = (field: keyof PropertyInput) => !options.partial || input[field] !== undefined;
  const title = text(input.title);
  const location = text(input.location);
  const propertyType = text(input.propertyType);
  const description = text(input.description);
  const priceText = text(input.pricePerNight);

  if (has('title')) checkText('title', title, true, errors);
  if (has('location')) checkText('location', location, true, errors);
  if (has('propertyType')) checkText('propertyType', propertyType, true, errors);
  if (has('description')) checkText('description', description, options.forAdmin && !options.partial, errors);

  const price = number(input.pricePerNight);
  if (has('pricePerNight')) {
    if (!priceText) errors.pricePerNight = 'Required';
    else if (price === null) errors.pricePerNight = 'Expected number, received string';
    else if (price < 0) errors.pricePerNight = 'Number must be greater than or equal to 0';
    else if (price > MAX_PRICE) errors.pricePerNight = `Number must be less than or equal to ${MAX_PRICE}`;
  }

  // SPEC: max guests falls back to 1 (host form) or 2 (admin form) when empty or invalid; at most 16 guests.
  const maxGuests = maxGuestsOrFallback(input.maxGuests, options.forAdmin);
  if (has('maxGuests') && maxGuests > MAX_GUESTS)
    errors.maxGuests = `Number must be less than or equal to ${MAX_GUESTS}`;

  const bedrooms = checkCount('bedrooms', input.bedrooms, errors);
  const bathrooms = checkCount('bathrooms', input.bathrooms, errors);
  const instantBook = checkSwitch('instantBook', input.instantBook, errors);
  const amenities = cleanAmenities(input.amenities, errors);
  const images = cleanImages(input.images, errors);
  const point = cleanPoint(input, errors);
  // A listing has its pin: a new one is refused without it, and an edit may move it but not remove it.
  if (!errors.latitude && !errors.longitude && (point === null || (point === undefined && !options.partial)))
    errors.latitude = PIN_REQUIRED_MESSAGE;
  const terms = {
    pricePerMonth: checkWhole(
      'pricePerMonth',
      input.pricePerMonth,
      [0, MAX_PRICE],
      MONTHLY_PRICE_MESSAGE,
      errors,
    ),
    weeklyDiscountPercent: checkWhole(
      'weeklyDiscountPercent',
      input.weeklyDiscountPercent,
      [0, MAX_DISCOUNT_PERCENT],
      DISCOUNT_MESSAGE,
      errors,
    ),
    monthlyDiscountPercent: checkWhole(
      'monthlyDiscountPercent',
      input.monthlyDiscountPercent,
      [0, MAX_DISCOUNT_PERCENT],
      DISCOUNT_MESSAGE,
      errors,
    ),
    minNights: checkWhole('minNights', input.minNights, [1, DEFAULT_MAX_NIGHTS], NIGHTS_MESSAGE, errors),
    maxNights: checkWhole('maxNights', input.maxNights, [1, DEFAULT_MAX_NIGHTS], NIGHTS_MESSAGE, errors),
  };
  const limits = stayLimitsError(terms.minNights, terms.maxNights);
  if (limits && !errors.minNights && !errors.maxNights) errors.minNights = limits;
  const utilitiesIncluded = checkSwitch('utilitiesIncluded', input.utilitiesIncluded, errors);
  const furnished = checkSwitch('furnished', input.furnished, errors);

  const policyText = text(input.cancellationPolicy);
  const cancellationPolicy = CANCELLATION_POLICIES.find((name) => name === policyText);
  if (has('cancellationPolicy') && policyText && !cancellationPolicy)
    errors.cancellationPolicy = `Invalid enum value. Expected ${CANCELLATION_POLICIES.map((name) => `'${name}'`).join(' | ')}`;

  const hostId = text(input.hostId);
  if (options.forAdmin && !options.partial && !hostId) errors.hostId = MISSING_HOST_ID;
  else if (hostId && !isObjectIdString(hostId)) errors.hostId = 'Invalid input';

  const fields = Object.keys(errors);
  if (fields.length) {
    const missing = fields.some((field) => errors[field] === 'Required');
    const message = missing
      ? REQUIRED_MESSAGE
      : errors.hostId === MISSING_HOST_ID
        ? MISSING_HOST_ID
        : errors[fields[0]];
    return { ok: false, message, errors };
  }
  const value: CleanProperty = {
    title,
    location,
    propertyType,
    pricePerNight: price ?? 0,
    maxGuests,
    amenities,
    images,
    cancellationPolicy: cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
    instantBook: instantBook ?? false,
    ...(description ? { description } : {}),
    ...(bedrooms !== undefined ? { bedrooms } : {}),
    ...(bathrooms !== undefined ? { bathrooms } : {}),
    ...(hostId ? { hostId } : {}),
    ...(point !== undefined ? { point } : {}),
    ...Object.fromEntries(Object.entries(terms).filter(([, term]) => term !== undefined)),
    ...(utilitiesIncluded !== undefined ? { utilitiesIncluded } : {}),
    ...(furnished !== undefined ? { furnished } : {}),
  };
  return { ok: true, value };
}

/** The fields a partial update actually sets (those the input named). */
export function changedFields(input: PropertyInput, value: CleanProperty): Partial<CleanProperty> {
  const changes: Partial<CleanProperty> = {};
  for (const field of Object.keys(value) as Array<keyof CleanProperty>) {
    if (input[field as keyof PropertyInput] !== undefined)
      (changes as Record<string, unknown>)[field] = value[field];
  }
  if (input.description !== undefined && !value.description) changes.description = '';
  if (value.point !== undefined) changes.point = value.point;
  return changes;
}
