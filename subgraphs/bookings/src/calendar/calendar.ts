import { Types } from 'mongoose';
import type { BookingModel } from '../booking/model';
import type { CalendarModel } from './model';

/** A reserved range whose booking is still not approved after this long was left by a failed approval. */
export const STALE_RESERVATION_MS = 60_000;

/** The answer to a request or an approval over nights the host blocked (409). */
export const NIGHTS_BLOCKED = 'The host has blocked some of these nights';

export interface Stay {
  bookingId: string;
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
}

const overlapping = (stay: Pick<Stay, 'checkInDate' | 'checkOutDate'>) => ({
  checkInDate: { $lt: stay.checkOutDate },
  checkOutDate: { $gt: stay.checkInDate },
});

/** Blocks over any of the stay's nights (a block's endDate, like a check-out, is free). */
export const overlappingBlock = (stay: Pick<Stay, 'checkInDate' | 'checkOutDate'>) => ({
  startDate: { $lt: stay.checkOutDate },
  endDate: { $gt: stay.checkInDate },
});

/**
 * Creates the property's calendar on first use, seeded with the approved bookings made before calendars
 * existed (demo data). Every later approval goes through `reserve`, so they are all in it. Two first uses at
 * once: one inserts, the other's upsert matches (or, on a real MongoDB, hits the unique index: harmless).
 */
export async function ensureCalendar(
  calendars: CalendarModel,
  bookings: BookingModel,
  propertyId: Types.ObjectId,
) {
  if (await calendars.exists({ propertyId })) return;
  const approved = await bookings
    .find({ propertyId, status: 'approved' })
    .select({ checkInDate: 1, checkOutDate: 1 })
    .lean()
    .exec();
  const ranges = approved.map((booking) => ({
    bookingId: booking._id,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    reservedAt: new Date(),
  }));
  try {
    await calendars
      .updateOne({ propertyId }, { $setOnInsert: { propertyId, ranges } }, { upsert: true })
      .exec();
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

/**
 * The one atomic step: add the stay's range only if the calendar holds no other range overlapping it. A
 * calendar that already holds this booking's range (a retried approval) counts as reserved.
 */
async function tryReserve(
  calendars: CalendarModel,
  stay: Stay,
  propertyId: Types.ObjectId,
): Promise<boolean> {
  const bookingId = new Types.ObjectId(stay.bookingId);
  const range = { bookingId, checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate };
  const updated = await calendars
    .findOneAndUpdate(
      {
        propertyId,
        closed: { $ne: true },
        'ranges.bookingId': { $ne: bookingId },
        ranges: { $not: { $elemMatch: overlapping(stay) } },
        blocks: { $not: { $elemMatch: overlappingBlock(stay) } },
      },
      { $push: { ranges: { ...range, reservedAt: new Date() } } },
      { returnDocument: 'after', projection: { _id: 1 } },
    )
    .lean()
    .exec();
  return updated !== null || (await calendars.exists({ propertyId, 'ranges.bookingId': bookingId })) !== null;
}

/**
 * Pulls ranges that overlap the stay but belong to bookings that are not approved and were reserved long ago:
 * left behind when a process died between reserving and flipping the booking. True when any was pulled.
 */
async function pullStaleRanges(
  calendars: CalendarModel,
  bookings: BookingModel,
  stay: Stay,
  propertyId: Types.ObjectId,
): Promise<boolean> {
  const calendar = await calendars.findOne({ propertyId }).lean().exec();
  const cutoff = Date.now() - STALE_RESERVATION_MS;
  const suspects = (calendar?.ranges ?? []).filter(
    (range) =>
      range.checkInDate < stay.checkOutDate &&
      stay.checkInDate < range.checkOutDate &&
      range.reservedAt.getTime() < cutoff,
  );
  if (suspects.length === 0) return false;
  const approved = new Set(
    (
      await bookings
        .find({ _id: { $in: suspects.map((range) => range.bookingId) }, status: 'approved' })
        .select({ _id: 1 })
        .lean()
        .exec()
    ).map((booking) => String(booking._id)),
  );
  const stale = suspects.filter((range) => !approved.has(String(range.bookingId)));
  if (stale.length === 0) return false;
  await calendars
    .updateOne(
      { propertyId },
      {
        $pull: {
          ranges: {
            bookingId: { $in: stale.map((range) => range.bookingId) },
            reservedAt: { $lt: new Date(cutoff) },
          },
        },
      },
    )
    .exec();
  return true;
}

/**
 * Reserves the stay's nights in its property's calendar; false when an approved (or being approved) stay
 * overlaps. Safe under any concurrency: the check and the write are one single-document update.
 */
export async function reserve(
  calendars: CalendarModel,
  bookings: BookingModel,
  stay: Stay,
): Promise<boolean> {
  const propertyId = new Types.ObjectId(stay.propertyId);
  await ensureCalendar(calendars, bookings, propertyId);
  if (await tryReserve(calendars, stay, propertyId)) return true;
  return (
    (await pullStaleRanges(calendars, bookings, stay, propertyId)) && tryReserve(calendars, stay, propertyId)
  );
}

/** Gives the stay's nights back (compensation when the booking could not be flipped to approved). */
export async function release(calendars: CalendarModel, stay: Stay): Promise<void> {
  await calendars
    .updateOne(
      { propertyId: new Types.ObjectId(stay.propertyId) },
      { $pull: { ranges: { bookingId: new Types.ObjectId(stay.bookingId) } } },
    )
    .exec();
}

/**
 * Closes the property's calendar for good (its deletion), in one conditional update: only when no approved stay
 * ends after `today`, so an approval racing the deletion either lands first (and the deletion is refused) or
 * finds the calendar closed. Answers how many upcoming stays stand in the way (0 when it closed).
 */
export async function close(
  calendars: CalendarModel,
  bookings: BookingModel,
  propertyIdText: string,
  today: string,
): Promise<{ closed: boolean; upcomingStays: number }> {
  const propertyId = new Types.ObjectId(propertyIdText);
  await ensureCalendar(calendars, bookings, propertyId);
  const closed = await calendars
    .findOneAndUpdate(
      { propertyId, ranges: { $not: { $elemMatch: { checkOutDate: { $gt: today } } } } },
      { $set: { closed: true } },
      { returnDocument: 'after', projection: { _id: 1 } },
    )
    .lean()
    .exec();
  if (closed) return { closed: true, upcomingStays: 0 };
  const calendar = await calendars.findOne({ propertyId }).lean().exec();
  const upcomingStays = (calendar?.ranges ?? []).filter((range) => range.checkOutDate > today).length;
  return { closed: false, upcomingStays };
}

/** Opens a closed calendar again (the deletion it was closed for did not happen). */
export async function reopen(calendars: CalendarModel, propertyIdText: string): Promise<void> {
  await calendars
    .updateOne({ propertyId: new Types.ObjectId(propertyIdText) }, { $set: { closed: false } })
    .exec();
}

/** Whether the host blocked any of the stay's nights at this property. */
export async function isBlocked(
  calendars: CalendarModel,
  stay: Pick<Stay, 'propertyId' | 'checkInDate' | 'checkOutDate'>,
): Promise<boolean> {
  return (
    (await calendars
      .exists({
        propertyId: new Types.ObjectId(stay.propertyId),
        blocks: { $elemMatch: overlappingBlock(stay) },
      })
      .exec()) !== null
  );
}

/** Whether the property's calendar was closed (the property is gone or going). */
export async function isClosed(calendars: CalendarModel, propertyIdText: string): Promise<boolean> {
  return (
    (await calendars.exists({ propertyId: new Types.ObjectId(propertyIdText), closed: true }).exec()) !== null
  );
}
