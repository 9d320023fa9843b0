import type { GraphQLObject } from '@stays/subgraph-shared';
import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

/** The GraphQL enum `BookingStatus`: what a stored booking may say. */
export const BOOKING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;

/** Stay requests. Owned by the bookings subgraph: collection `bookings`. */
export const bookingSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, required: true },
    guestId: { type: Schema.Types.ObjectId, required: true },
    /**
     * The listing's host: copied in when the booking is made (from the properties subgraph's facts, never by
     * reading its collection), so that a host's bookings are one indexed query here, and moved along when an
     * admin gives the listing another host (moveHost.ts).
     */
    hostId: { type: Schema.Types.ObjectId, required: true },
    /** Calendar days, YYYY-MM-DD: string order is date order, so overlap checks compare strings. */
    checkInDate: { type: String, required: true },
    checkOutDate: { type: String, required: true },
    /**
     * The instant the stay starts: the listing's check-in time on its own clock (`checkInInstant` of the check-in
     * date in the listing's time zone), kept when the request is made; a pending request expires then. Absent on
     * a booking stored before it was kept (expiry.ts counts those from CHECK_IN_HOUR_UTC:00 UTC).
     */
    checkInAt: { type: Date },
    guests: { type: Number, required: true, min: 1 },
    message: { type: String },
    /** Total as text (SPEC section 3), computed by the server from nights x price + service fee. */
    totalPrice: { type: String, required: true },
    /**
     * How the server priced the stay when the guest asked (stayPrice, issue 43): the whole months and the nights
     * after them, nights x the nightly price, the long-stay discount and its rule, the service fee. Absent on a
     * booking stored before they were kept.
     */
    months: { type: Number, min: 0 },
    extraNights: { type: Number, min: 0 },
    subtotal: { type: Number, min: 0 },
    discount: { type: Number, min: 0 },
    discountKind: { type: String, enum: ['monthly_price', 'monthly', 'weekly'] },
    serviceFee: { type: Number, min: 0 },
    status: { type: String, required: true, enum: BOOKING_STATUSES, default: 'pending' },
    /** Set by a cancellation (cancellation/cancel.ts): when, by whom, under which policy, and the refund. */
    cancelledAt: { type: Date },
    cancelledBy: { type: Schema.Types.ObjectId },
    cancellationPolicy: { type: String },
    refundPercent: { type: Number, min: 0, max: 100 },
    refundAmount: { type: Number, min: 0 },
  },
  { timestamps: true, collection: 'bookings' },
);

// Availability: approved stays of a property by date.
bookingSchema.index({ propertyId: 1, status: 1, checkInDate: 1 });
// A guest's trips, a host's bookings, the moderators' queues; newest first.
bookingSchema.index({ guestId: 1, createdAt: -1 });
bookingSchema.index({ hostId: 1, createdAt: -1 });
bookingSchema.index({ status: 1, createdAt: -1, _id: -1 });
// The admin's all-bookings list pages through every status, newest first.
bookingSchema.index({ createdAt: -1, _id: -1 });
// Properties taken on given dates (search): approved stays by check-in.
bookingSchema.index({ status: 1, checkInDate: 1 });

export type BookingRecord = InferSchemaType<typeof bookingSchema>;
export type BookingModel = Model<BookingRecord>;
/** A booking as its resolvers receive it (the codegen mapper of `Booking`). */
export type BookingObject = GraphQLObject<BookingRecord>;

export function bookingModel(connection: Connection): BookingModel {
  return (
    (connection.models.Booking as BookingModel | undefined) ??
    connection.model<BookingRecord>('Booking', bookingSchema)
  );
}
