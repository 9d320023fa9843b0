import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import type { GraphQLObject } from '@stays/subgraph-shared';

/** What a line of a thread can be (the schema's `ConversationEntryKind`). */
export const ENTRY_KINDS = [
  'message',
  'request',
  'approved',
  'declined',
  'cancelled',
  'expired',
  'review',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * One thread per guest, host and property (collection `conversations`). Each side's read time and unread count
 * live here, so the inbox's page and its badge are read from the conversations alone, never by counting entries.
 */
export const conversationSchema = new Schema(
  {
    guestId: { type: Schema.Types.ObjectId, required: true },
    hostId: { type: Schema.Types.ObjectId, required: true },
    propertyId: { type: Schema.Types.ObjectId, required: true },
    /** When each side last read the thread (the other side's "Seen"). */
    guestReadAt: { type: Date },
    hostReadAt: { type: Date },
    /** Entries the side has not read: raised with each entry the other side (or nobody) adds, zeroed by a read. */
    guestUnread: { type: Number, required: true, default: 0 },
    hostUnread: { type: Number, required: true, default: 0 },
    /** Set once a participant reports it: staff and admins may then read it. */
    reportedAt: { type: Date },
  },
  { timestamps: true, collection: 'conversations' },
);

// One thread per guest, host and property: concurrent starts meet on this index (the loser reads the winner's).
conversationSchema.index({ guestId: 1, hostId: 1, propertyId: 1 }, { unique: true });
// Each participant's inbox, newest activity first (_id orders threads touched in the same millisecond).
conversationSchema.index({ guestId: 1, updatedAt: -1, _id: -1 });
conversationSchema.index({ hostId: 1, updatedAt: -1, _id: -1 });

export type ConversationRecord = InferSchemaType<typeof conversationSchema>;
export type ConversationModel = Model<ConversationRecord>;

export function conversationModel(connection: Connection): ConversationModel {
  return (
    (connection.models.Conversation as ConversationModel | undefined) ??
    connection.model<ConversationRecord>('Conversation', conversationSchema)
  );
}

/** The lines of the threads (collection `conversationEntries`): messages, and booking and review events. */
export const entrySchema = new Schema(
  {
    conversationId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: ENTRY_KINDS, required: true },
    /** Who wrote it or caused the event; absent for system events (an expiry). */
    senderId: { type: Schema.Types.ObjectId },
    body: { type: String },
    bookingId: { type: Schema.Types.ObjectId },
    checkIn: { type: String },
    checkOut: { type: String },
    amount: { type: Number },
    rating: { type: Number },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'conversationEntries' },
);

// A thread's pages, newest first; _id orders entries of the same millisecond so pages neither repeat nor skip one.
entrySchema.index({ conversationId: 1, createdAt: -1, _id: -1 });

export type EntryRecord = InferSchemaType<typeof entrySchema>;
export type EntryModel = Model<EntryRecord>;

export function entryModel(connection: Connection): EntryModel {
  return (
    (connection.models.ConversationEntry as EntryModel | undefined) ??
    connection.model<EntryRecord>('ConversationEntry', entrySchema)
  );
}

/** A conversation as its resolvers receive it (the codegen mapper of `Conversation`). */
export type ConversationObject = GraphQLObject<ConversationRecord>;
/** An entry as its resolvers receive it (the codegen mapper of `ConversationEntry`). */
export type EntryObject = GraphQLObject<EntryRecord>;
