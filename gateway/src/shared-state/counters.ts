import type { Collection, Db } from 'mongodb';

/**
 * Fixed-window attempt counters (sign-in and registration limits, contact messages, uploads). Asynchronous
 * because the gateways of a fleet share them through the database: every gateway counts into the same window.
 */
export interface AttemptCounts {
  /** Counts one attempt under `key`; false when the limit was already reached in this window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Gives back one attempt counted by `hit` (a sign-in that succeeded is not a guess). */
  refund(key: string): Promise<void>;
}

/** One window of one key: the TTL index on `expiresAt` removes it once it is over. */
interface CounterDocument {
  _id: string;
  count: number;
  expiresAt: Date;
}

export const COUNTERS_COLLECTION = 'gateway_counters';

/** The counters' collection with its expiry index (expireAfterSeconds 0: a window leaves when it ends). */
export async function countersCollection(db: Db): Promise<Collection<CounterDocument>> {
  const collection = db.collection<CounterDocument>(COUNTERS_COLLECTION);
  await collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiresAt_ttl' });
  return collection;
}

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;

/**
 * The counters in MongoDB, one document per key and window, changed only by atomic single-document updates, so
 * two gateways counting at the same moment never lose an attempt. A window that has ended but that the TTL
 * monitor has not removed yet (mongod sweeps every 60 s) is treated as gone: the filters compare `expiresAt`.
 */
export class MongoAttemptCounter implements AttemptCounts {
  constructor(
    private readonly collection: Collection<CounterDocument>,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    if (await this.countInOpenWindow(key, limit)) return true;
    const now = new Date(this.now());
    try {
      // No open window under the limit: either none at all (or an ended one), which this opens, or an open one
      // at the limit, which the upsert cannot match and whose _id then refuses the insert.
      await this.collection.updateOne(
        { _id: key, expiresAt: { $lte: now } },
        { $set: { count: 1, expiresAt: new Date(now.getTime() + windowMs) } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another gateway may have opened the window between the two updates: count into it if there is room.
      return this.countInOpenWindow(key, limit);
    }
  }

  async refund(key: string): Promise<void> {
    await this.collection.updateOne(
      { _id: key, count: { $gt: 0 }, expiresAt: { $gt: new Date(this.now()) } },
      { $inc: { count: -1 } },
    );
  }

  private async countInOpenWindow(key: string, limit: number): Promise<boolean> {
    const counted = await this.collection.updateOne(
      { _id: key, expiresAt: { $gt: new Date(this.now()) }, count: { $lt: limit } },
      { $inc: { count: 1 } },
    );
    return counted.modifiedCount === 1;
  }
}
