import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/** The staff desk: a notification addressed to it is seen by every staff and admin account. */
export const STAFF_DESK = 'staff' as const;

/**
 * Messages to a user (a host's booking requests, a guest's decisions, staff messages) or to the staff desk
 * (contact form). Owned by the notifications subgraph.
 */
export const notificationSchema = new Schema(
  {
    /** The user it is for; absent for a staff-desk notification. */
    recipientId: { type: Schema.Types.ObjectId },
    /** Who wrote it, for a message from a person (staff, or a guest writing to a host); absent for system ones. */
    senderId: { type: Schema.Types.ObjectId },
    /** 'staff' for the staff desk (then no recipientId). */
    recipientRole: { type: String, enum: [STAFF_DESK] },
    title: { type: String, required: true },
    message: { type: String, required: true },
    isRead: { type: Boolean, required: true, default: false },
    relatedEntityType: { type: String },
    relatedEntityId: { type: String },
  },
  { timestamps: true, collection: 'notifications' },
);

notificationSchema.pre('validate', function requireRecipient() {
  if (!this.recipientId && !this.recipientRole) this.invalidate('recipientId', 'A recipient is required');
});

// A user's inbox newest first, and its unread badge; the staff desk's the same (_id orders notifications made
// in the same millisecond, so the inbox pages neither repeat nor skip one).
notificationSchema.index({ recipientId: 1, createdAt: -1, _id: -1 });
notificationSchema.index({ recipientId: 1, isRead: 1 });
notificationSchema.index({ recipientRole: 1, createdAt: -1, _id: -1 });
notificationSchema.index({ recipientRole: 1, isRead: 1 });

export type NotificationRecord = InferSchemaType<typeof notificationSchema>;
export type NotificationModel = Model<NotificationRecord>;

export function notificationModel(connection: Connection): NotificationModel {
  return (
    (connection.models.Notification as NotificationModel | undefined) ??
    connection.model<NotificationRecord>('Notification', notificationSchema)
  );
}
