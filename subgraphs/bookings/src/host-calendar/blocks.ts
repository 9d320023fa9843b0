import { Types } from 'mongoose';
import { conflict, invalidFields, isObjectIdString } from '@stays/subgraph-shared';
import type { BookingModel } from '../booking/model';
import { nightsBetween, parseDay } from '../booking/pricing';
import { earliestToday, MAX_NIGHTS } from '../booking/validation';
import { ensureCalendar, overlappingBlock } from '../calendar/calendar';
import type { CalendarModel } from '../calendar/model';

/** A calendar document holds every block; this bounds it (a year of one-night blocks fits easily). */
export const MAX_BLOCKS_PER_PROPERTY = 200;
export const MAX_BLOCK_NOTE = 200;

export interface BlockRequest {
  startDate: string;
  endDate: string;
  note: string;
}

export interface BlockedNightsObject {
  id: string;
  propertyId: string;
  startDate: string;
  endDate: string;
  note: string;
  createdAt: string;
  /** The followed calendar these nights come from (null: the host's own). */
  importId: string | null;
}

/** The host's own blocks, not those a followed calendar brought (which are bounded by calendar-import/). */
const ownBlocksFewerThan = (limit: number) => ({
  $expr: {
    $lt: [
      {
        $size: {
          $filter: {
            input: { $ifNull: ['$blocks', []] },
            cond: { $eq: [{ $type: '$$this.importId' }, 'missing'] },
          },
        },
      },
      limit,
    ],
  },
});

/** The nights to block, with messages by field; the first night may be today (UTC-12, as for check-in). Pure. */
export function checkBlock(
  raw: { startDate: string; endDate: string; note?: string | null },
  now = new Date(),
): { ok: true; value: BlockRequest } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const startDate = raw.startDate.trim();
  const endDate = raw.endDate.trim();
  const note = (raw.note ?? '').trim();
  if (!parseDay(startDate)) errors.startDate = 'Start date must be a date (YYYY-MM-DD)';
  else if (startDate < earliestToday(now)) errors.startDate = 'Start date must be today or later';
  if (!parseDay(endDate)) errors.endDate = 'End date must be a date (YYYY-MM-DD)';
  else if (!errors.startDate && nightsBetween(startDate, endDate) < 1)
    errors.endDate = 'End date must be after start date';
  else if (!errors.startDate && nightsBetween(startDate, endDate) > MAX_NIGHTS)
    errors.endDate = `At most ${MAX_NIGHTS} nights at a time`;
  if (note.length > MAX_BLOCK_NOTE) errors.note = `At most ${MAX_BLOCK_NOTE} characters`;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { startDate, endDate, note } };
}

const asStay = (block: BlockRequest) => ({ checkInDate: block.startDate, checkOutDate: block.endDate });

/**
 * Blocks the nights in one conditional single-document update: only when no approved stay (range) and no other
 * block overlaps them and the calendar is open, the same document the approvals update, so a block and an
 * approval of the same nights cannot both win. 409 with the reason otherwise.
 */
export async function addBlock(
  calendars: CalendarModel,
  bookings: BookingModel,
  propertyIdText: string,
  block: BlockRequest,
): Promise<BlockedNightsObject> {
  const propertyId = new Types.ObjectId(propertyIdText);
  await ensureCalendar(calendars, bookings, propertyId);
  const stay = asStay(block);
  const entry = { _id: new Types.ObjectId(), ...block, createdAt: new Date() };
  const updated = await calendars
    .findOneAndUpdate(
      {
        propertyId,
        closed: { $ne: true },
        ranges: {
          $not: {
            $elemMatch: { checkInDate: { $lt: stay.checkOutDate }, checkOutDate: { $gt: stay.checkInDate } },
          },
        },
        blocks: { $not: { $elemMatch: overlappingBlock(stay) } },
        ...ownBlocksFewerThan(MAX_BLOCKS_PER_PROPERTY),
      },
      { $push: { blocks: entry } },
      { returnDocument: 'after', projection: { _id: 1 } },
    )
    .lean()
    .exec();
  if (updated) return blockObject(propertyIdText, entry);

  const calendar = await calendars.findOne({ propertyId }).lean().exec();
  if (calendar?.closed) throw conflict('This property is no longer listed');
  if ((calendar?.ranges ?? []).some((r) => r.checkInDate < block.endDate && block.startDate < r.checkOutDate))
    throw conflict('These nights overlap an approved stay');
  if ((calendar?.blocks ?? []).some((b) => b.startDate < block.endDate && block.startDate < b.endDate))
    throw conflict('These nights are already blocked');
  throw invalidFields({ startDate: `At most ${MAX_BLOCKS_PER_PROPERTY} blocked periods per property` });
}

/**
 * Opens the host's own blocked nights again; false when the property has no such block. Nights a followed
 * calendar brought are refused (409): they follow that calendar (remove the event there, or stop following it).
 */
export async function removeBlock(calendars: CalendarModel, propertyIdText: string, idText: string) {
  if (!isObjectIdString(idText)) return false;
  const propertyId = new Types.ObjectId(propertyIdText);
  const id = new Types.ObjectId(idText);
  const result = await calendars
    .updateOne(
      { propertyId, blocks: { $elemMatch: { _id: id, importId: { $exists: false } } } },
      { $pull: { blocks: { _id: id, importId: { $exists: false } } } },
    )
    .exec();
  if (result.modifiedCount > 0) return true;
  const imported = await calendars.findOne({ propertyId, 'blocks._id': id }, { 'blocks.$': 1 }).lean().exec();
  const block = imported?.blocks?.[0];
  if (block?.importId)
    throw conflict(
      `These nights come from the calendar "${block.note}": remove the event there, or stop following it`,
    );
  return false;
}

/** The blocks of these properties, earliest first. */
export async function blocksOf(
  calendars: CalendarModel,
  propertyIds: string[],
): Promise<BlockedNightsObject[]> {
  if (propertyIds.length === 0) return [];
  const found = await calendars
    .find({
      propertyId: { $in: propertyIds.map((id) => new Types.ObjectId(id)) },
      'blocks.0': { $exists: true },
    })
    .select({ propertyId: 1, blocks: 1 })
    .lean()
    .exec();
  return found
    .flatMap((calendar) =>
      (calendar.blocks ?? []).map((block) => blockObject(String(calendar.propertyId), block)),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.propertyId.localeCompare(b.propertyId));
}

function blockObject(
  propertyId: string,
  block: {
    _id: unknown;
    startDate: string;
    endDate: string;
    note?: string | null;
    createdAt: Date;
    importId?: unknown;
  },
): BlockedNightsObject {
  return {
    id: String(block._id),
    propertyId,
    startDate: block.startDate,
    endDate: block.endDate,
    note: block.note ?? '',
    createdAt: block.createdAt.toISOString(),
    importId: block.importId ? String(block.importId) : null,
  };
}
