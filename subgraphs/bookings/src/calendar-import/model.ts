import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import type { GraphQLObject } from '@stays/subgraph-shared';

/** An event the last sync left out (over 366 nights, ending before it starts, no start, over the cap). */
const skippedSchema = new Schema(
  { uid: { type: String, default: '' }, reason: { type: String, required: true }, startDate: String },
  { _id: false },
);

/** What the last sync did: how many events and nights it imported, or why it failed (the blocks stay as they were). */
const resultSchema = new Schema(
  {
    ok: { type: Boolean, required: true },
    at: { type: Date, required: true },
    /** The feed answered 304 Not Modified (or the same text): nothing was read again. */
    unchanged: { type: Boolean, default: false },
    events: { type: Number, default: 0 },
    nights: { type: Number, default: 0 },
    conflicts: { type: Number, default: 0 },
    skipped: { type: [skippedSchema], default: [] },
    /** fetch.ts FetchErrorCode, or `not-a-calendar`, `property-gone`. */
    errorCode: String,
    error: String,
  },
  { _id: false },
);

/**
 * A calendar a listing follows (collection `calendarImports`): another site's iCal export, polled by one process
 * of the fleet at a time (`leaseUntil`), its events stored as the listing's blocks (calendar/model.ts, `importId`).
 */
export const calendarImportSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, required: true },
    /** The host's name for it ("Airbnb"): what the host calendar writes on its nights. */
    name: { type: String, required: true },
    url: { type: String, required: true },
    lastSyncAt: Date,
    lastResult: resultSchema,
    /** The feed's validators from its last answer, sent back as If-None-Match / If-Modified-Since. */
    etag: String,
    lastModified: String,
    /** Failed syncs in a row: the next one waits longer (backoff). */
    failures: { type: Number, default: 0 },
    /** When the poller fetches it next. */
    nextSyncAt: { type: Date, required: true },
    /** A process holds it until then (its sync is under way): no other process fetches it meanwhile. */
    leaseUntil: Date,
    leaseOwner: String,
    /** The conflicts with confirmed stays the host was told of (so each is told once while it lasts). */
    notifiedConflicts: { type: [String], default: [] },
  },
  { timestamps: true, collection: 'calendarImports' },
);

calendarImportSchema.index({ propertyId: 1, url: 1 }, { unique: true });
calendarImportSchema.index({ nextSyncAt: 1 });

export type CalendarImportRecord = InferSchemaType<typeof calendarImportSchema>;
export type CalendarImportModel = Model<CalendarImportRecord>;
export type CalendarImportObject = GraphQLObject<CalendarImportRecord>;

export function calendarImportModel(connection: Connection): CalendarImportModel {
  return (
    (connection.models.CalendarImport as CalendarImportModel | undefined) ??
    connection.model<CalendarImportRecord>('CalendarImport', calendarImportSchema)
  );
}
