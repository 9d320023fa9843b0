// The building blocks of the OpenAPI document's schemas (schemas/*.ts): JSON Schema helpers and the shapes
// several resources share.
import {
  CANCELLATION_POLICIES,
  DEFAULT_MAX_NIGHTS,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  MAX_DISCOUNT_PERCENT,
  MAX_GUESTS,
  MIN_GUESTS,
} from '@stays/contracts';

export type Schema = Record<string, unknown>;

export const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const num = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
export const bool: Schema = { type: 'boolean' };
export const date = str({ format: 'date', example: '2026-12-01' });
export const dateTime = str({ format: 'date-time' });
export const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (name: string): Schema => ({ type: 'array', items: ref(name) });

export const role = str({ enum: ['visitor', 'host', 'staff', 'admin'] });
export const status = str({ enum: ['pending', 'approved', 'rejected'] });
/**
 * A booking's status: a cancelled one is a guest's cancellation (its refund on `cancellation`); an expired one
 * was still pending when its check-in passed.
 */
export const bookingStatus = str({ enum: ['pending', 'approved', 'rejected', 'cancelled', 'expired'] });
export const personFields = {
  id: str(),
  firstName: str({ nullable: true }),
  lastName: str({ nullable: true }),
};
export const person = object(personFields);
export const personWithEmail = object({ ...personFields, email: str({ nullable: true }) });

export const propertyFields: Record<string, Schema> = {
  id: str(),
  title: str(),
  description: str(),
  location: str(),
  pricePerNight: num({ example: 120 }),
  maxGuests: int({ minimum: MIN_GUESTS, maximum: MAX_GUESTS }),
  bedrooms: int({ nullable: true }),
  bathrooms: int({ nullable: true }),
  instantBook: bool,
  propertyType: str({ example: 'entire_home' }),
  amenities: { type: 'array', items: str() },
  images: { type: 'array', items: str({ example: '/images/665f1c2e9b1e8a0012345678' }) },
  rating: num({ nullable: true }),
  status,
  featured: bool,
  hostId: str(),
  host: { ...ref('Host'), nullable: true },
  createdAt: dateTime,
  reviewCount: int({ description: 'GET /api/properties/{id} only' }),
  rejectionReason: str({
    nullable: true,
    description: "The moderator's reason, in the host's and moderators' answers",
  }),
  cancellationPolicy: str({
    enum: [...CANCELLATION_POLICIES],
    description: 'The refund rule of a cancelled stay (SPEC section 9); moderate by default',
  }),
  latitude: num({
    nullable: true,
    minimum: LATITUDE_RANGE.min,
    maximum: LATITUDE_RANGE.max,
    example: 30.6187,
  }),
  longitude: num({
    nullable: true,
    minimum: LONGITUDE_RANGE.min,
    maximum: LONGITUDE_RANGE.max,
    example: -96.3365,
  }),
  pricePerMonth: int({
    nullable: true,
    minimum: 0,
    description: 'Whole dollars a calendar month; null: nightly only',
  }),
  weeklyDiscountPercent: int({ nullable: true, minimum: 0, maximum: MAX_DISCOUNT_PERCENT }),
  monthlyDiscountPercent: int({ nullable: true, minimum: 0, maximum: MAX_DISCOUNT_PERCENT }),
  minNights: int({
    minimum: 1,
    maximum: DEFAULT_MAX_NIGHTS,
    description: 'The shortest stay it takes (default 1)',
  }),
  maxNights: int({
    minimum: 1,
    maximum: DEFAULT_MAX_NIGHTS,
    description: 'The longest stay it takes (default 365)',
  }),
  utilitiesIncluded: bool,
  furnished: bool,
  quote: {
    ...ref('StayQuote'),
    nullable: true,
    description: 'GET /api/properties/search with dates or moveIn and months only: the price of that stay',
  },
  distanceKm: num({ nullable: true, description: 'GET /api/properties/search with near only' }),
};
export const PROPERTY_REQUIRED = [
  'id',
  'title',
  'location',
  'pricePerNight',
  'maxGuests',
  'status',
  'hostId',
];

export const participant = object({ ...personFields, profileImageUrl: str({ nullable: true }) });
/** A thread as the inbox lists it (issue 29); the thread itself adds its entries. */
export const conversationFields: Record<string, Schema> = {
  id: str(),
  propertyId: str(),
  guestId: str(),
  hostId: str(),
  property: {
    ...object({ id: str(), title: str(), location: str(), images: { type: 'array', items: str() } }),
    nullable: true,
  },
  guest: { ...participant, nullable: true },
  host: { ...participant, nullable: true },
  lastEntry: { ...ref('ConversationEntry'), nullable: true },
  unreadCount: int({ description: 'Entries the caller did not write, newer than their read time' }),
  otherReadAt: { ...dateTime, nullable: true, description: "When the other side last read it ('Seen')" },
  reported: bool,
  createdAt: dateTime,
  updatedAt: dateTime,
};
export const CONVERSATION_REQUIRED = [
  'id',
  'propertyId',
  'guestId',
  'hostId',
  'unreadCount',
  'reported',
  'createdAt',
];
