import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/** Guest reviews of properties. Owned by the properties subgraph: collection `reviews`. */
export const reviewSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    comment: { type: String },
    /** The stay reviewed (a guest's review after a stay; the demo data's reviews name theirs too). */
    bookingId: { type: Schema.Types.ObjectId },
  },
  { timestamps: true, collection: 'reviews' },
);

// The property page reads a property's reviews newest first, and counts them.
reviewSchema.index({ propertyId: 1, createdAt: -1 });
reviewSchema.index({ userId: 1 });
// One review per stay: a second submit of the same stay fails here, whatever the timing.
reviewSchema.index({ bookingId: 1 }, { unique: true, sparse: true });

export type ReviewRecord = InferSchemaType<typeof reviewSchema>;
export type ReviewModel = Model<ReviewRecord>;

export function reviewModel(connection: Connection): ReviewModel {
  return (
    (connection.models.Review as ReviewModel | undefined) ??
    connection.model<ReviewRecord>('Review', reviewSchema)
  );
}
