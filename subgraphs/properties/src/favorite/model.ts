import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/**
 * A guest's saved property (the heart on a card), one document per user and property. Owned by the
 * properties subgraph (collection `favorites`) because the 'Saved' search filter reads it beside the
 * properties; the user is only an id.
 */
export const favoriteSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    propertyId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'favorites' },
);

// One save per user and property (a second save is a no-op), read newest first per user.
favoriteSchema.index({ userId: 1, propertyId: 1 }, { unique: true });
favoriteSchema.index({ userId: 1, createdAt: -1 });

export type FavoriteRecord = InferSchemaType<typeof favoriteSchema>;
export type FavoriteModel = Model<FavoriteRecord>;

export function favoriteModel(connection: Connection): FavoriteModel {
  return (
    (connection.models.Favorite as FavoriteModel | undefined) ??
    connection.model<FavoriteRecord>('Favorite', favoriteSchema)
  );
}

/** A user keeps at most this many saved properties (the 'Saved' filter reads them all at once). */
export const MAX_FAVORITES = 500;
