import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/** One approved stay held in a property's calendar. */
const rangeSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true },
    /** YYYY-MM-DD; the check-out day is free for the next guest. */
    checkInDate: { type: String, required: true },
    checkOutDate: { type: String, required: true },
    /** When it was reserved: a range whose booking never got approved (a crash in between) is stale after a while. */
    reservedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** Nights the host closed themselves (maintenance, own use): no stay is requested or approved over them. */
const blockSchema = new Schema({
  /** YYYY-MM-DD, first blocked night. */
  startDate: { type: String, required: true },
  /** YYYY-MM-DD, the morning after the last blocked night (like a check-out: that night is free). */
  endDate: { type: String, required: true },
  note: { type: String, default: '' },
  createdAt: { type: Date, required: true },
  /** Set on nights a followed calendar blocks (calendar-import/): that calendar's id; its name is the note. */
  importId: { type: Schema.Types.ObjectId },
  /** The event's UID (with the occurrence of a recurring one): a re-sync matches its nights by it. */
  importKey: { type: String },
});

/**
 * A property's approved nights, one document per property (collection `calendars`). The server has no
 * transactions, so approving is one conditional single-document update here: "push this range if no range
 * overlaps it" (see calendar.ts and docs/backend.md "Bookings").
 */
export const calendarSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, required: true },
    ranges: { type: [rangeSchema], default: [] },
    /** Set when the property is being deleted: no stay is approved for it any more. */
    closed: { type: Boolean, default: false },
    /** Blocked nights, checked in the same single-document updates as the approved ranges. */
    blocks: { type: [blockSchema], default: [] },
    /** The secret of the property's iCal feed URL (host-calendar/feed.ts); absent until the host first asks. */
    feedToken: { type: String },
  },
  { timestamps: true, collection: 'calendars' },
);

calendarSchema.index({ propertyId: 1 }, { unique: true });

export type CalendarRecord = InferSchemaType<typeof calendarSchema>;
export type CalendarModel = Model<CalendarRecord>;

export function calendarModel(connection: Connection): CalendarModel {
  return (
    (connection.models.Calendar as CalendarModel | undefined) ??
    connection.model<CalendarRecord>('Calendar', calendarSchema)
  );
}
