import { type Connection, type InferSchemaType, type Model, Schema, type Types } from 'mongoose';

/** How long an event is kept: a stream that was away longer reloads what it shows instead of replaying. */
export const EVENT_TTL_SECONDS = 24 * 60 * 60;

/**
 * The live events of every user (collection `events`), followed by the gateways' event streams through an index
 * on `seq` (issue 29: events travel through the database, so any gateway process serves any stream).
 */
export const eventSchema = new Schema(
  {
    /** Strictly increasing over the collection, from the `eventCounters` document (see log.ts). */
    seq: { type: Number, required: true },
    /** The recipient. */
    userId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true, default: {} },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'events', minimize: false },
);

eventSchema.index({ seq: 1 }, { unique: true });
// A reconnecting stream replays one user's events after the last one it got.
eventSchema.index({ userId: 1, seq: 1 });
eventSchema.index({ createdAt: 1 }, { expireAfterSeconds: EVENT_TTL_SECONDS });

export type EventRecord = InferSchemaType<typeof eventSchema>;
export type EventModel = Model<EventRecord>;

export function eventModel(connection: Connection): EventModel {
  return (
    (connection.models.LiveEvent as EventModel | undefined) ??
    connection.model<EventRecord>('LiveEvent', eventSchema)
  );
}

interface CounterRecord {
  _id: string;
  seq: number;
}

export type CounterModel = Model<CounterRecord>;

const counterSchema = new Schema<CounterRecord>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } },
  { versionKey: false, collection: 'eventCounters' },
);

export function counterModel(connection: Connection): CounterModel {
  return (
    (connection.models.EventCounter as CounterModel | undefined) ??
    connection.model<CounterRecord>('EventCounter', counterSchema)
  );
}

export type EventUserId = string | Types.ObjectId;
