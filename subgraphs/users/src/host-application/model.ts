import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A visitor's request to become a host. Owned by the users subgraph: collection `hostApplications`. */
export const hostApplicationSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: APPLICATION_STATUSES, required: true, default: 'pending' },
    reason: { type: String, required: true },
    phone: { type: String, required: true },
    address: { type: String, required: true },
    /** The staff or admin account that decided, and when. */
    reviewedBy: { type: Schema.Types.ObjectId },
    reviewedAt: { type: Date },
    /** The reviewer's reason, given with a rejection: the applicant reads it (myHostApplication). */
    reviewNote: { type: String },
  },
  { timestamps: true, collection: 'hostApplications' },
);

// One pending application per user: checked first for a clear 409, enforced here for concurrent submits.
hostApplicationSchema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { status: 'pending' }, name: 'one_pending_per_user' },
);
// The review queue: by status, newest first (_id orders applications made in the same millisecond); every
// status newest first.
hostApplicationSchema.index({ status: 1, createdAt: -1, _id: -1 });
hostApplicationSchema.index({ createdAt: -1, _id: -1 });
// An applicant's own, newest first (myHostApplication).
hostApplicationSchema.index({ userId: 1, createdAt: -1 });

export type HostApplicationRecord = InferSchemaType<typeof hostApplicationSchema>;
export type HostApplicationModel = Model<HostApplicationRecord>;

export function hostApplicationModel(connection: Connection): HostApplicationModel {
  return (
    (connection.models.HostApplication as HostApplicationModel | undefined) ??
    connection.model<HostApplicationRecord>('HostApplication', hostApplicationSchema)
  );
}
