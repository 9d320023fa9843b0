import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/** Messages to a user (a host's booking requests, staff alerts). Owned by the notifications subgraph. */
export const notificationSchema = new Schema(
  {
    recipientId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    isRead: { type: Boolean, required: true, default: false },
    relatedEntityType: { type: String },
    relatedEntityId: { type: String },
  },
  { timestamps: true, collection: 'notifications' },
);

// A user's inbox newest first, and its unread badge.
notificationSchema.index({ recipientId: 1, createdAt: -1 });
notificationSchema.index({ recipientId: 1, isRead: 1 });

export type NotificationRecord = InferSchemaType<typeof notificationSchema>;
export type NotificationModel = Model<NotificationRecord>;

export function notificationModel(connection: Connection): NotificationModel {
  return (
    (connection.models.Notification as NotificationModel | undefined) ??
    connection.model<NotificationRecord>('Notification', notificationSchema)
  );
}
