import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/**
 * A password reset link (collection `passwordResets`), owned by the users subgraph. Only the token's SHA-256 is
 * stored: the link itself lives in the inbox and the mail. Spent (`usedAt`) at its first use; gone after expiry.
 */
export const passwordResetSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
  },
  { timestamps: true, collection: 'passwordResets' },
);

passwordResetSchema.index({ tokenHash: 1 }, { unique: true });
passwordResetSchema.index({ userId: 1 });
// Expired links are removed by MongoDB (a spent or expired one is refused before that anyway).
passwordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type PasswordResetRecord = InferSchemaType<typeof passwordResetSchema>;
export type PasswordResetModel = Model<PasswordResetRecord>;

export function passwordResetModel(connection: Connection): PasswordResetModel {
  return (
    (connection.models.PasswordReset as PasswordResetModel | undefined) ??
    connection.model<PasswordResetRecord>('PasswordReset', passwordResetSchema)
  );
}
