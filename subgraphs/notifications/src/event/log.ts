import { toObjectId } from '@stays/subgraph-shared';
import type { CounterModel, EventModel } from './model';

/** The event types of the live stream (CONTRACT-29). */
export const EVENT_TYPES = ['message', 'conversation', 'booking', 'notification'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** An event as the internal routes answer it. */
export interface LiveEvent {
  seq: number;
  userId: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export const MAX_EVENTS_PER_READ = 1000;
/**
 * A missing seq younger than this may still be on its way (allocated, not yet stored): a read stops before it so
 * a follower never steps over an event. Older, its write failed, and the read goes on past it.
 */
export const GAP_SETTLE_MS = 2000;
const COUNTER_ID = 'events';

interface StoredEvent {
  seq: number;
  userId: unknown;
  type: string;
  data?: unknown;
  createdAt: Date;
}

const asLiveEvent = (doc: StoredEvent): LiveEvent => ({
  seq: doc.seq,
  userId: String(doc.userId),
  type: doc.type,
  data: (doc.data ?? {}) as Record<string, unknown>,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * The highest seq up to which a follower may read: every seq after `after` up to it is stored, or missing for
 * longer than GAP_SETTLE_MS (a failed write). `stored` is the stored part of that range, ascending.
 */
export function settledUpTo(
  stored: ReadonlyArray<Pick<StoredEvent, 'seq' | 'createdAt'>>,
  after: number,
  now: number,
) {
  let expected = after + 1;
  for (const row of stored) {
    // The row after a gap was stored after the gap's seq was taken: its age bounds the gap's.
    if (row.seq !== expected && now - row.createdAt.getTime() < GAP_SETTLE_MS) return expected - 1;
    expected = row.seq + 1;
  }
  return expected - 1;
}

/**
 * The events log: `emit` appends events to recipients with seqs from one atomic counter, `read` answers a
 * follower's next batch (all users, or one user's replay), `head` the newest seq.
 */
export function createEventLog(events: EventModel, counters: CounterModel, log = console.error) {
  // One process writes in seq order (each append waits for the previous one), so the only gaps a follower can meet
  // are another process's appends in flight or a failed write: `read` handles both.
  let queue: Promise<unknown> = Promise.resolve();

  async function append(userIds: readonly string[], type: EventType, data: Record<string, unknown>) {
    const recipients = [...new Set(userIds.filter(Boolean))].map(toObjectId).filter((id) => id !== null);
    if (!recipients.length) return [];
    const counter = await counters
      .findOneAndUpdate(
        { _id: COUNTER_ID },
        { $inc: { seq: recipients.length } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean()
      .exec();
    const last = counter?.seq ?? recipients.length;
    const first = last - recipients.length + 1;
    const docs = recipients.map((userId, index) => ({ seq: first + index, userId, type, data }));
    await events.insertMany(docs);
    return docs.map((doc) => doc.seq);
  }

  return {
    /** Appends one event per recipient; answers their seqs. */
    emit(userIds: readonly string[], type: EventType, data: Record<string, unknown>): Promise<number[]> {
      const next = queue.then(() => append(userIds, type, data));
      queue = next.catch(() => undefined);
      return next;
    },
    /**
     * Like `emit`, for a write that has already succeeded: a failure is logged, not thrown (the write stands; the
     * other side sees it on its next load).
     */
    async notify(userIds: readonly string[], type: EventType, data: Record<string, unknown>): Promise<void> {
      try {
        await this.emit(userIds, type, data);
      } catch (error) {
        log(`[notifications] live event ${type} not stored: ${String(error)}`);
      }
    },
    /** The events after `after` (all users, or `userId`'s only), oldest first, stopping before an unsettled gap. */
    async read(after: number, limit: number, userId?: string, now = Date.now()) {
      const owner = userId ? toObjectId(userId) : null;
      const rows = (await events
        .find({ seq: { $gt: after }, ...(owner ? { userId: owner } : {}) })
        .sort({ seq: 1 })
        .limit(limit)
        .lean()
        .exec()) as StoredEvent[];
      let horizon = rows.length ? rows[rows.length - 1].seq : after;
      if (!owner) horizon = settledUpTo(rows, after, now);
      else if (rows.length) {
        // Other users' events fill the sequence between this user's: look at them only when one is missing.
        const range = { seq: { $gt: after, $lte: horizon } };
        if ((await events.countDocuments(range).exec()) !== horizon - after) {
          const stored = await events.find(range, { seq: 1, createdAt: 1 }).sort({ seq: 1 }).lean().exec();
          horizon = settledUpTo(stored, after, now);
        }
      }
      const taken = rows.filter((row) => row.seq <= horizon);
      return {
        events: taken.map(asLiveEvent),
        last: taken.length ? taken[taken.length - 1].seq : after,
      };
    },
    /** The newest seq taken (0 before the first event): where a new stream starts following. */
    async head(): Promise<number> {
      const counter = await counters.findById(COUNTER_ID).lean().exec();
      return counter?.seq ?? 0;
    },
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
