// One sync of a followed calendar: fetch it, read its events' nights, make the listing's imported blocks exactly
// those (one single-document update of the calendar, the same document approvals update), record the result,
// and tell the host of any conflict with a stay already confirmed here (which is never changed).
import { Types } from 'mongoose';
import type { BookingModel } from '../booking/model';
import { ensureCalendar } from '../calendar/calendar';
import type { CalendarModel } from '../calendar/model';
import { notify } from '../peers/notifications';
import { fetchPropertyFact } from '../peers/properties';
import { FeedFetchError, fetchFeed } from './fetch';
import type { CalendarImportModel, CalendarImportRecord } from './model';
import { dayIn, distinctNights, NotACalendarError, parseFeed, type SkippedEvent } from './parse';

export const DEFAULT_POLL_MS = 15 * 60_000;
/** A calendar that keeps failing waits this long at most between tries. */
export const MAX_BACKOFF_MS = 24 * 60 * 60_000;

/** `ICAL_IMPORT_POLL_MS`: how often each followed calendar is fetched (default 15 minutes, at least 1 s). */
export function pollEveryMs(): number {
  const value = Number(process.env.ICAL_IMPORT_POLL_MS);
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_POLL_MS;
}

/** When the next try is due: a round later, doubling from the second failure in a row, at most a day. */
export function nextSyncAfter(failures: number, now: Date, everyMs = pollEveryMs()): Date {
  const wait = failures <= 1 ? everyMs : Math.min(everyMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
  return new Date(now.getTime() + Math.max(wait, everyMs));
}

export interface ImportDeps {
  imports: CalendarImportModel;
  calendars: CalendarModel;
  bookings: BookingModel;
}

type StoredImport = CalendarImportRecord & { _id: Types.ObjectId };

export interface Conflict {
  importId: string;
  calendarName: string;
  propertyId: string;
  bookingId: string;
  startDate: string;
  endDate: string;
  checkInDate: string;
  checkOutDate: string;
}

interface StoredBlock {
  _id: Types.ObjectId;
  startDate: string;
  endDate: string;
  note?: string | null;
  createdAt: Date;
  importId?: Types.ObjectId | null;
  importKey?: string | null;
}

/**
 * Makes the import's blocks on the listing exactly `wanted`: an event with the same key and nights keeps its block
 * (id and date), a moved one moves, a gone one frees its nights. No write when nothing changed. Answers the blocks.
 */
async function applyBlocks(
  deps: ImportDeps,
  record: StoredImport,
  wanted: ReadonlyArray<{ key: string; startDate: string; endDate: string }>,
): Promise<StoredBlock[]> {
  const propertyId = record.propertyId;
  await ensureCalendar(deps.calendars, deps.bookings, propertyId);
  const calendar = await deps.calendars.findOne({ propertyId }, { blocks: 1 }).lean().exec();
  const current = ((calendar?.blocks ?? []) as StoredBlock[]).filter((block) =>
    block.importId?.equals(record._id),
  );
  const byKey = new Map(
    current.map((block) => [`${block.importKey}|${block.startDate}|${block.endDate}`, block]),
  );
  const next: StoredBlock[] = wanted.map((event) => {
    const same = byKey.get(`${event.key}|${event.startDate}|${event.endDate}`);
    return {
      _id: same?._id ?? new Types.ObjectId(),
      startDate: event.startDate,
      endDate: event.endDate,
      note: record.name,
      createdAt: same?.createdAt ?? new Date(),
      importId: record._id,
      importKey: event.key,
    };
  });
  const unchanged =
    next.length === current.length &&
    next.every((block, i) => block._id.equals(current[i]._id) && current[i].note === block.note);
  if (unchanged) return current;
  await deps.calendars.collection.updateOne({ propertyId }, [
    {
      $set: {
        blocks: {
          $concatArrays: [
            {
              $filter: {
                input: { $ifNull: ['$blocks', []] },
                cond: { $ne: ['$$this.importId', record._id] },
              },
            },
            { $literal: next },
          ],
        },
      },
    },
  ]);
  return next;
}

/** The listing's imported nights (of one import, or all) that overlap a stay confirmed here and not yet over. */
export async function conflictsOf(
  deps: ImportDeps,
  propertyIds: string[],
  today: string,
  importId?: Types.ObjectId,
): Promise<Conflict[]> {
  if (propertyIds.length === 0) return [];
  const calendars = await deps.calendars
    .find(
      { propertyId: { $in: propertyIds.map((id) => new Types.ObjectId(id)) } },
      { propertyId: 1, ranges: 1, blocks: 1 },
    )
    .lean()
    .exec();
  const candidates = calendars.flatMap((calendar) => {
    const blocks = ((calendar.blocks ?? []) as StoredBlock[]).filter(
      (block) => block.importId && (!importId || block.importId.equals(importId)),
    );
    return (calendar.ranges ?? []).flatMap((range) =>
      range.checkOutDate <= today
        ? []
        : blocks
            .filter((block) => block.startDate < range.checkOutDate && range.checkInDate < block.endDate)
            .map((block) => ({ calendar, range, block })),
    );
  });
  if (candidates.length === 0) return [];
  const approved = new Set(
    (
      await deps.bookings
        .find({ _id: { $in: candidates.map((c) => c.range.bookingId) }, status: 'approved' }, { _id: 1 })
        .lean()
        .exec()
    ).map((booking) => String(booking._id)),
  );
  return candidates
    .filter(({ range }) => approved.has(String(range.bookingId)))
    .map(({ calendar, range, block }) => ({
      importId: String(block.importId),
      calendarName: block.note ?? '',
      propertyId: String(calendar.propertyId),
      bookingId: String(range.bookingId),
      startDate: block.startDate,
      endDate: block.endDate,
      checkInDate: range.checkInDate,
      checkOutDate: range.checkOutDate,
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.bookingId.localeCompare(b.bookingId));
}

const conflictKey = (conflict: Conflict) => `${conflict.bookingId}|${conflict.startDate}|${conflict.endDate}`;

/** Tells the host of each conflict they were not told of yet; answers the keys of every current one. */
async function tellHost(
  hostId: string,
  title: string,
  conflicts: Conflict[],
  told: string[],
): Promise<string[]> {
  for (const conflict of conflicts.filter((c) => !told.includes(conflictKey(c))))
    await notify({
      recipientId: hostId,
      title: `Calendar conflict at ${title}`,
      message:
        `The calendar "${conflict.calendarName}" blocks the nights from ${conflict.startDate} to ${conflict.endDate}, ` +
        `which overlap a stay already confirmed here (${conflict.checkInDate} to ${conflict.checkOutDate}). ` +
        'The stay is unchanged: settle it on the other site or with the guest. This shows on your calendar until it is resolved.',
      relatedEntityType: 'booking',
      relatedEntityId: conflict.bookingId,
    });
  return conflicts.map(conflictKey);
}

export interface SyncOutcome {
  ok: boolean;
  unchanged: boolean;
  events: number;
  nights: number;
  conflicts: number;
  skipped: SkippedEvent[];
  errorCode?: string;
  error?: string;
}

/**
 * Syncs one followed calendar now and records the result (the caller holds its lease). A failure leaves the
 * listing's imported nights as they were, and counts towards the backoff.
 */
export async function syncImport(
  deps: ImportDeps,
  record: StoredImport,
  now = new Date(),
): Promise<SyncOutcome> {
  const propertyId = String(record.propertyId);
  let outcome: SyncOutcome;
  let validators: { etag?: string | null; lastModified?: string | null } = {};
  let notified = record.notifiedConflicts ?? [];
  try {
    const property = await fetchPropertyFact(propertyId);
    if (!property) throw new SyncError('property-gone', 'The listing no longer exists');
    const today = dayIn(now.getTime(), property.timeZone);
    const fetched = await fetchFeed(record.url, { etag: record.etag, lastModified: record.lastModified });
    const previous = record.lastResult;
    let counts: Pick<SyncOutcome, 'events' | 'nights' | 'skipped' | 'unchanged'>;
    if (!fetched.changed) {
      counts = {
        events: previous?.events ?? 0,
        nights: previous?.nights ?? 0,
        skipped: (previous?.skipped ?? []) as SkippedEvent[],
        unchanged: true,
      };
    } else {
      let parsed;
      try {
        parsed = parseFeed(fetched.text, property.timeZone, now);
      } catch (error) {
        if (error instanceof NotACalendarError)
          throw new SyncError(
            'not-a-calendar',
            `The address does not answer an iCal calendar (${error.message})`,
          );
        throw error;
      }
      const blocks = await applyBlocks(deps, record, parsed.blocks);
      // removed while this sync ran (another process's Remove): its nights go again, the removal wins
      if (!(await deps.imports.exists({ _id: record._id }).exec())) {
        await pullImported(deps, record);
        throw new SyncError('removed', 'The calendar is no longer followed');
      }
      counts = {
        events: blocks.length,
        nights: distinctNights(blocks),
        skipped: parsed.skipped,
        unchanged: false,
      };
      validators = { etag: fetched.etag, lastModified: fetched.lastModified };
    }
    const conflicts = await conflictsOf(deps, [propertyId], today, record._id);
    notified = await tellHost(property.hostId, property.title, conflicts, notified);
    outcome = { ok: true, ...counts, conflicts: conflicts.length };
  } catch (error) {
    const known = error instanceof FeedFetchError || error instanceof SyncError;
    if (!known) console.warn(`[bookings] calendar import ${String(record._id)} failed: ${String(error)}`);
    outcome = {
      ok: false,
      unchanged: false,
      events: 0,
      nights: 0,
      conflicts: 0,
      skipped: [],
      errorCode: known ? error.code : 'unavailable',
      error: known ? error.message : 'The calendar could not be synced; it is tried again later',
    };
  }
  const failures = outcome.ok ? 0 : (record.failures ?? 0) + 1;
  await deps.imports
    .updateOne(
      { _id: record._id },
      {
        $set: {
          lastSyncAt: now,
          lastResult: { ...outcome, at: now },
          failures,
          nextSyncAt: nextSyncAfter(failures, now),
          notifiedConflicts: notified,
          ...Object.fromEntries(Object.entries(validators).filter(([, value]) => value != null)),
        },
        $unset: { leaseUntil: 1, leaseOwner: 1 },
      },
    )
    .exec();
  return outcome;
}

export class SyncError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const pullImported = (deps: ImportDeps, record: StoredImport) =>
  deps.calendars
    .updateOne({ propertyId: record.propertyId }, { $pull: { blocks: { importId: record._id } } })
    .exec();

/** Stops following: the record goes, and its nights are free again. */
export async function removeImport(deps: ImportDeps, record: StoredImport): Promise<void> {
  await deps.imports.deleteOne({ _id: record._id }).exec();
  await pullImported(deps, record);
}
