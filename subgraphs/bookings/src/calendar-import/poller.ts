// Polling, once per fleet: every process (each bookings replica) runs this loop, and a calendar due for a sync is
// taken with a lease in the database (one conditional update), so exactly one process fetches it each round.
import { randomBytes } from 'node:crypto';
import { repeatWhileConnected } from '@stays/subgraph-shared';
import type { Types } from 'mongoose';
import type { CalendarImportRecord } from './model';
import { type ImportDeps, pollEveryMs, syncImport, type SyncOutcome } from './sync';

/** How long a lease holds: longer than a whole sync (10 s fetch, parse, writes), so it only lapses on a crash. */
export const LEASE_MS = 60_000;

/** This process, in `leaseOwner`. */
export const PROCESS_ID = `${process.pid}-${randomBytes(4).toString('hex')}`;

type StoredImport = CalendarImportRecord & { _id: Types.ObjectId };

const free = (now: Date) => ({
  $or: [{ leaseUntil: { $exists: false } }, { leaseUntil: null }, { leaseUntil: { $lt: now } }],
});

/** Takes the lease of the import due first (or of `id` whatever its due time); null when none is free. */
export async function takeLease(
  deps: ImportDeps,
  options: { id?: Types.ObjectId; now?: Date } = {},
): Promise<StoredImport | null> {
  const now = options.now ?? new Date();
  const due = options.id ? { _id: options.id } : { nextSyncAt: { $lte: now } };
  return (await deps.imports
    .findOneAndUpdate(
      { ...due, ...free(now) },
      { $set: { leaseUntil: new Date(now.getTime() + LEASE_MS), leaseOwner: PROCESS_ID } },
      { sort: { nextSyncAt: 1 }, returnDocument: 'after' },
    )
    .lean()
    .exec()) as StoredImport | null;
}

/** Syncs every import that is due, one at a time, each under its lease. Answers how many it synced. */
export async function pollOnce(deps: ImportDeps, now = () => new Date()): Promise<number> {
  let synced = 0;
  for (
    let record = await takeLease(deps, { now: now() });
    record;
    record = await takeLease(deps, { now: now() })
  ) {
    await syncImport(deps, record, now());
    synced++;
  }
  return synced;
}

/**
 * A sync asked for now (the host's "Sync now", a new calendar): waits for another process's sync of the same
 * calendar to finish rather than fetching twice at once. Null when the import is gone.
 */
export async function syncNow(deps: ImportDeps, id: Types.ObjectId): Promise<SyncOutcome | null> {
  const deadline = Date.now() + LEASE_MS;
  while (Date.now() < deadline) {
    const record = await takeLease(deps, { id });
    if (record) return syncImport(deps, record);
    if (!(await deps.imports.exists({ _id: id }).exec())) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/** Starts the loop: looks for due calendars a few times a round (at least every 30 s), one pass at a time. */
export function startImportPoller(deps: ImportDeps, log: (message: string) => void): () => void {
  const everyMs = pollEveryMs();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pollOnce(deps);
    } catch (error) {
      log(`calendar import poll failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  return repeatWhileConnected(
    deps.imports.db,
    Math.min(Math.max(everyMs / 4, 250), 30_000),
    () => void tick(),
  );
}
