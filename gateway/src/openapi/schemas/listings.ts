// The OpenAPI document's schemas: listings, places and reviews (SPEC section 3's JSON shapes as the REST adapters answer them).
import {
  CANCELLATION_POLICIES,
  DEFAULT_MAX_NIGHTS,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  MAX_DISCOUNT_PERCENT,
  MAX_GUESTS,
  MIN_GUESTS,
  PLACE_KINDS,
} from '@stays/contracts';
import {
  PROPERTY_REQUIRED,
  bool,
  dateTime,
  int,
  num,
  object,
  propertyFields,
  str,
  type Schema,
} from './shared';

export const listingsSchemas: Record<string, Schema> = {
  Property: object(propertyFields, PROPERTY_REQUIRED),
  PropertyCreated: object(
    { ...propertyFields, message: str({ example: 'Property submitted for review' }) },
    PROPERTY_REQUIRED,
  ),
  PropertyInput: object(
    {
      title: str(),
      description: str(),
      location: str(),
      propertyType: str(),
      pricePerNight: { oneOf: [str(), num()] },
      maxGuests: int({ minimum: MIN_GUESTS, maximum: MAX_GUESTS }),
      bedrooms: { oneOf: [str(), int({ minimum: 0 })], description: 'Optional; shown only when given' },
      bathrooms: { oneOf: [str(), int({ minimum: 0 })], description: 'Optional; shown only when given' },
      instantBook: {
        oneOf: [bool, str({ enum: ['true', 'false'] })],
        description: 'A request for free nights is approved at once; false by default',
      },
      amenities: { oneOf: [{ type: 'array', items: str() }, str({ description: 'JSON text of an array' })] },
      images: { oneOf: [{ type: 'array', items: str() }, str({ description: 'JSON text of an array' })] },
      hostId: str({ description: 'Admins only: the host the property is listed for' }),
      status: str({ description: 'Ignored for hosts (always pending)' }),
      cancellationPolicy: str({
        enum: [...CANCELLATION_POLICIES],
        description: 'Moderate when a new property gives none; another value answers 400',
      }),
      latitude: {
        oneOf: [num({ minimum: LATITUDE_RANGE.min, maximum: LATITUDE_RANGE.max }), str()],
        nullable: true,
        description: 'Degrees, with longitude (both or neither; both empty or null removes the point)',
      },
      longitude: {
        oneOf: [num({ minimum: LONGITUDE_RANGE.min, maximum: LONGITUDE_RANGE.max }), str()],
        nullable: true,
        description: 'Degrees, west negative, with latitude',
      },
      pricePerMonth: {
        oneOf: [int({ minimum: 0 }), str()],
        nullable: true,
        description: 'Whole dollars a calendar month; empty or null for none',
      },
      weeklyDiscountPercent: {
        oneOf: [int({ minimum: 0, maximum: MAX_DISCOUNT_PERCENT }), str()],
        nullable: true,
        description: 'Percent off 7+ nights when no monthly price is set',
      },
      monthlyDiscountPercent: {
        oneOf: [int({ minimum: 0, maximum: MAX_DISCOUNT_PERCENT }), str()],
        nullable: true,
        description: 'Percent off 28+ nights when no monthly price is set',
      },
      minNights: {
        oneOf: [int({ minimum: 1, maximum: DEFAULT_MAX_NIGHTS }), str()],
        nullable: true,
        description: 'Not above maxNights; empty for the default (1)',
      },
      maxNights: {
        oneOf: [int({ minimum: 1, maximum: DEFAULT_MAX_NIGHTS }), str()],
        nullable: true,
        description: 'Not below minNights; empty for the default (365)',
      },
      utilitiesIncluded: { oneOf: [bool, str({ enum: ['true', 'false'] })] },
      furnished: { oneOf: [bool, str({ enum: ['true', 'false'] })] },
    },
    ['title', 'description', 'location', 'propertyType', 'pricePerNight', 'maxGuests'],
  ),
  Place: object(
    {
      id: str({ example: 'texas-am', description: 'What a search takes as near' }),
      name: object({ en: str(), fr: str(), ar: str() }, ['en', 'fr', 'ar']),
      kind: str({ enum: [...PLACE_KINDS] }),
      latitude: num({ example: 30.6157 }),
      longitude: num({ example: -96.3405 }),
    },
    ['id', 'name', 'kind', 'latitude', 'longitude'],
  ),
  Review: object({
    id: str(),
    propertyId: str(),
    bookingId: str({ nullable: true }),
    rating: num(),
    comment: str(),
    createdAt: dateTime,
    user: object({ id: str(), firstName: str(), lastName: str(), profileImageUrl: str({ nullable: true }) }),
  }),
  ReviewInput: object(
    {
      bookingId: str({ description: 'The approved stay, ended, of the caller' }),
      rating: int({ minimum: 1, maximum: 5 }),
      comment: str({ minLength: 10, maxLength: 1000 }),
    },
    ['bookingId', 'rating', 'comment'],
  ),
};
