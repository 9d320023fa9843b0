import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/** Guest reviews of properties. Owned by the properties subgraph: collection `reviews`. */
export const reviewSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    comment: { type: String },
  },
  { timestamps: true, collection: 'reviews' },
);

// The property page reads a property's reviews newest first, and counts them.
reviewSchema.index({ propertyId: 1, createdAt: -1 });
reviewSchema.index({ userId: 1 });

export type ReviewRecord = InferSchemaType<typeof reviewSchema>;
export type ReviewModel = Model<ReviewRecord>;

export function reviewModel(connection: Connection): ReviewModel {
  return (
    (connection.models.Review as ReviewModel | undefined) ??
    connection.model<ReviewRecord>('Review', reviewSchema)
  );
}
