import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import {
  CANCELLATION_POLICIES,
  type CancellationPolicyName,
  DEFAULT_CANCELLATION_POLICY,
  isLatitude,
  isLongitude,
} from '@stays/subgraph-shared';
import { amenityKeysFor, locationKeyFor } from './filters';
import { approxPointFor } from './approximate';

export { CANCELLATION_POLICIES, type CancellationPolicyName, DEFAULT_CANCELLATION_POLICY };

export const PROPERTY_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Lower-case words of the title and location, so a destination search can use an index instead of a scan. */
export function searchTermsFor(fields: { title?: string | null; location?: string | null }): string[] {
  const text = `${fields.title ?? ''} ${fields.location ?? ''}`.toLowerCase();
  return [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1))];
}

/** A GeoJSON point; longitude first, as a 2dsphere index reads it. */
const pointSchema = new Schema(
  {
    type: { type: String, enum: ['Point'], required: true },
    coordinates: {
      type: [Number],
      required: true,
      validate: {
        validator: (value: number[]) => value.length === 2 && isLongitude(value[0]) && isLatitude(value[1]),
        message: 'coordinates must be [longitude, latitude]',
      },
    },
  },
  { _id: false },
);

/** Listings. Owned by the properties subgraph: collection `properties`. */
export const propertySchema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    location: { type: String, required: true, trim: true },
    description: { type: String },
    pricePerNight: { type: Number, required: true, min: 0 },
    maxGuests: { type: Number, required: true, min: 1, default: 1 },
    bedrooms: { type: Number, min: 0 },
    bathrooms: { type: Number, min: 0 },
    rating: { type: Number, min: 0, max: 5 },
    // Not an enum: the spec shows unknown statuses as a badge, so old data with other values must still load.
    status: { type: String, required: true, default: 'pending' },
    featured: { type: Boolean, required: true, default: false },
    propertyType: { type: String, required: true },
    amenities: { type: [String], default: [] },
    /** Image URLs (`/images/<GridFS id>`), the first is the cover. */
    images: { type: [String], default: [] },
    hostId: { type: Schema.Types.ObjectId, required: true },
    /** Why staff or an admin rejected it (shown to its host); cleared on approval. */
    rejectionReason: { type: String },
    cancellationPolicy: {
      type: String,
      enum: CANCELLATION_POLICIES,
      required: true,
      default: DEFAULT_CANCELLATION_POLICY,
    },
    /** Instant Book: a request for free nights is approved at once (the bookings subgraph asks property facts). */
    instantBook: { type: Boolean, default: false },
    /**
     * Where it is: a GeoJSON point, `coordinates: [longitude, latitude]` (2dsphere index `point_2dsphere`).
     * Absent on a listing whose host has not placed it; `location` stays the place's name as text.
     */
    point: { type: pointSchema, default: undefined },
    /**
     * Where the public sees it (issue 44): the approximate point of `point` (approximatePoint in @stays/contracts),
     * kept in step with it by the validate hook, with its own 2dsphere index: a map's box searches this.
     */
    approxPoint: { type: pointSchema, default: undefined },
    /**
     * Long-stay terms (issue 43), each absent when the host set none: a monthly price in whole dollars (whole
     * months at it, the rest pro rata), weekly and monthly discounts in percent (from 7 and 28 nights, when no
     * monthly price), the stay limits in nights (defaults 1 and 365), and what the rent includes.
     */
    pricePerMonth: { type: Number, min: 0 },
    weeklyDiscountPercent: { type: Number, min: 0, max: 90 },
    monthlyDiscountPercent: { type: Number, min: 0, max: 90 },
    minNights: { type: Number, min: 1 },
    maxNights: { type: Number, min: 1 },
    utilitiesIncluded: { type: Boolean },
    furnished: { type: Boolean },
    /**
     * Internal: the host's account is blocked, so the listing is out of every public read and takes no booking
     * request (issue 18 #8). Set and cleared with the block by the users subgraph (`/internal/host-block`).
     */
    hostBlocked: { type: Boolean, default: false },
    /** Internal search key, kept in step with title and location; never exposed. */
    searchTerms: { type: [String], default: [], select: false },
    /** Internal: the normalized location a destination search matches as a substring (filters.ts). */
    locationKey: { type: String, select: false },
    /** Internal: the amenity filter ids the amenities satisfy, so amenity filters are one `$all` (filters.ts). */
    amenityKeys: { type: [String], default: [], select: false },
  },
  { timestamps: true, collection: 'properties' },
);

propertySchema.pre('validate', function keepSearchKeys() {
  if (this.isNew || this.isModified('title') || this.isModified('location')) {
    this.searchTerms = searchTermsFor(this);
  }
  if (this.isNew || this.isModified('location')) this.locationKey = locationKeyFor(this.location);
  if (this.isNew || this.isModified('amenities')) this.amenityKeys = amenityKeysFor(this.amenities);
  if (this.isNew || this.isModified('point')) this.set('approxPoint', approxPointFor(this._id, this.point));
});

// Public lists and search: status and hostBlocked fixed by equality (visibility.ts), then exactly the sort of
// each sort key (with _id as the tie-breaker), so the embedded planner walks the index in order and stops after
// one page, and counts a public total from the index (docs/backend.md).
propertySchema.index({ status: 1, hostBlocked: 1, createdAt: -1, _id: -1 });
propertySchema.index({ status: 1, hostBlocked: 1, featured: 1, createdAt: -1, _id: -1 });
propertySchema.index({ status: 1, hostBlocked: 1, pricePerNight: 1, _id: 1 });
propertySchema.index({ status: 1, hostBlocked: 1, rating: 1, _id: 1 });
// The same per location: a destination search reads each matching location key in sort order (search.ts).
propertySchema.index({ status: 1, hostBlocked: 1, locationKey: 1, createdAt: -1, _id: -1 });
propertySchema.index({ status: 1, hostBlocked: 1, locationKey: 1, pricePerNight: 1, _id: 1 });
propertySchema.index({ status: 1, hostBlocked: 1, locationKey: 1, rating: 1, _id: 1 });
// The moderation lists: one status, newest first, whoever the host.
propertySchema.index({ status: 1, createdAt: -1, _id: -1 });
// Which properties show an image (deleting one deletes images no other property shows).
propertySchema.index({ images: 1 });
// A host's own properties.
propertySchema.index({ hostId: 1, createdAt: -1 });
// Destination search by word.
propertySchema.index({ searchTerms: 1, status: 1 });
// Where it is: distance search ($geoNear) and boxes read it; a listing without a point is not in it.
propertySchema.index({ point: '2dsphere' });

export type PropertyRecord = InferSchemaType<typeof propertySchema>;
export type PropertyModel = Model<PropertyRecord>;

export function propertyModel(connection: Connection): PropertyModel {
  return (
    (connection.models.Property as PropertyModel | undefined) ??
    connection.model<PropertyRecord>('Property', propertySchema)
  );
}

/**
 * Documents written before `locationKey`/`amenityKeys` existed (or by a bulk insert that skipped the hooks)
 * get them at start-up, so a search never misses them. One query when there is nothing to do.
 */
/**
 * Listings stored before blocks hid them have no `hostBlocked`; public reads match `false` exactly (so the indexes
 * answer them), hence it is written once at start.
 */
export async function backfillHostBlocked(properties: PropertyModel, log: (message: string) => void) {
  const { modifiedCount } = await properties
    .updateMany({ hostBlocked: { $exists: false } }, { $set: { hostBlocked: false } })
    .exec();
  if (modifiedCount) log(`hostBlocked set on ${modifiedCount} properties`);
}

export async function backfillSearchKeys(properties: PropertyModel, log: (message: string) => void) {
  const stale = await properties
    .find({ locationKey: { $exists: false } }, { location: 1, amenities: 1 })
    .lean()
    .exec();
  if (!stale.length) return;
  await properties.bulkWrite(
    stale.map((doc) => ({
      updateOne: {
        filter: { _id: doc._id },
        update: {
          $set: { locationKey: locationKeyFor(doc.location), amenityKeys: amenityKeysFor(doc.amenities) },
        },
      },
    })),
  );
  log(`search keys added to ${stale.length} properties`);
}
