import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

export const PROPERTY_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Lower-case words of the title and location, so a destination search can use an index instead of a scan. */
export function searchTermsFor(fields: { title?: string | null; location?: string | null }): string[] {
  const text = `${fields.title ?? ''} ${fields.location ?? ''}`.toLowerCase();
  return [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1))];
}

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
    /** Internal search key, kept in step with title and location; never exposed. */
    searchTerms: { type: [String], default: [], select: false },
  },
  { timestamps: true, collection: 'properties' },
);

propertySchema.pre('validate', function keepSearchTerms() {
  if (this.isNew || this.isModified('title') || this.isModified('location')) {
    this.searchTerms = searchTermsFor(this);
  }
});

// Public lists: approved, newest first; featured first page; price sorts.
propertySchema.index({ status: 1, createdAt: -1 });
propertySchema.index({ status: 1, featured: 1, createdAt: -1 });
propertySchema.index({ status: 1, pricePerNight: 1 });
// A host's own properties.
propertySchema.index({ hostId: 1, createdAt: -1 });
// Destination search by word.
propertySchema.index({ searchTerms: 1, status: 1 });

export type PropertyRecord = InferSchemaType<typeof propertySchema>;
export type PropertyModel = Model<PropertyRecord>;

export function propertyModel(connection: Connection): PropertyModel {
  return (
    (connection.models.Property as PropertyModel | undefined) ??
    connection.model<PropertyRecord>('Property', propertySchema)
  );
}
