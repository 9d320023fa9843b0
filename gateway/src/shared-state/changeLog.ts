import { randomUUID } from 'node:crypto';
import type { Collection, Db, ObjectId } from 'mongodb';
import type { CacheChange } from '../cache/invalidation';

/** One write's change as the other gateways read it. */
interface ChangeDocument {
  _id?: ObjectId;
  /** The gateway that made the write (it emptied its own caches already). */
  origin: string;
  /** When it was written, by the writer's clock; the TTL index removes it after CHANGE_LOG_TTL_S. */
  at: Date;
  change: CacheChange;
}

export const CHANGES_COLLECTION = 'gateway_changes';
/** Long enough for a gateway that stalled for a minute to catch up; the caches it serves live 5 s at most. */
export const CHANGE_LOG_TTL_S = 600;

/** The change log with its one index: followers read by `at`, and the same index expires entries. */
export async function changesCollection(db: Db): Promise<Collection<ChangeDocument>> {
  const collection = db.collection<ChangeDocument>(CHANGES_COLLECTION);
  await collection.createIndex({ at: 1 }, { expireAfterSeconds: CHANGE_LOG_TTL_S, name: 'at_ttl' });
  return collection;
}

/** Each gateway process tells its own entries apart from the others' by this. */
export const newInstanceId = (): string => randomUUID();

export interface ChangeFollowerOptions {
  collection: Collection<ChangeDocument>;
  instanceId: string;
  /** Applies another gateway's change to this process's caches. */
  apply: (change: CacheChange) => void;
  /** How often the log is read (ms). */
  pollMs: number;
  /**
   * How far back each read looks behind the newest entry seen (ms). Entries carry their writer's clock and reach
   * the log in any order, so an entry stamped just before one already read may arrive after it: the look-back
   * reads it again, and the ids seen keep it from being applied twice.
   */
  lookBackMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * Follows the change log: every `pollMs`, the entries of other gateways since the last read (one indexed
 * range read, usually empty) are applied to the local caches. The embedded server has no change streams, so
 * this is a poll; its cost is one small query per interval per gateway, not per request.
 */
export class ChangeFollower {
  private readonly seen = new Map<string, number>();
  private since: number;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private readonly lookBackMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ChangeFollowerOptions) {
    this.now = options.now ?? Date.now;
    this.lookBackMs = options.lookBackMs ?? 2000;
    // Nothing before the start: this process's caches are empty then.
    this.since = this.now();
  }

  start(): void {
    this.timer ??= setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.reading;
  }

  /** One read of the log (the timer's step; tests call it directly). Never more than one at a time. */
  poll(): Promise<void> {
    this.reading ??= this.read()
      .catch((error: unknown) => this.options.log?.(`change log read failed: ${String(error)}`))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async read(): Promise<void> {
    const startedAt = this.now();
    const from = new Date(this.since - this.lookBackMs);
    const entries = await this.options.collection
      .find({ at: { $gte: from }, origin: { $ne: this.options.instanceId } })
      .sort({ at: 1 })
      .toArray();
    for (const entry of entries) {
      const id = String(entry._id);
      if (this.seen.has(id)) continue;
      this.seen.set(id, entry.at.getTime());
      this.since = Math.max(this.since, entry.at.getTime());
      try {
        this.options.apply(entry.change);
      } catch (error) {
        this.options.log?.(`change not applied (${entry.change.reason}): ${String(error)}`);
      }
    }
    // Ids older than the look-back can no longer be read again.
    for (const [id, at] of this.seen) if (at < from.getTime()) this.seen.delete(id);
    // Everything stamped before this read began has been read or is late, which the look-back covers.
    this.since = Math.max(this.since, startedAt);
  }
}

/** Appends this gateway's changes to the log for the others. */
export function changeWriter(collection: Collection<ChangeDocument>, instanceId: string, now = Date.now) {
  return (change: CacheChange) =>
    collection.insertOne({ origin: instanceId, at: new Date(now()), change }).then(() => undefined);
}
