import { type Collection, type Db, ObjectId } from 'mongodb';

/** One open `GET /api/events` stream, wherever in the fleet it is held. */
interface StreamDocument {
  _id: ObjectId;
  userId: string;
  /** The sign-in the stream was opened with (the token's session id, or its session version for older tokens). */
  sessionKey: string;
  /** The gateway process that holds it. */
  gateway: string;
  openedAt: Date;
  /** Refreshed by its gateway while it is open; the TTL index removes the streams of a gateway that died. */
  seenAt: Date;
}

export const STREAMS_COLLECTION = 'gateway_streams';
/** A gateway refreshes its streams every STREAMS_REFRESH_MS; a stream not refreshed for this long is gone. */
const STREAM_TTL_S = 120;
const STREAMS_REFRESH_MS = 30_000;

export async function streamsCollection(db: Db): Promise<Collection<StreamDocument>> {
  const collection = db.collection<StreamDocument>(STREAMS_COLLECTION);
  await Promise.all([
    collection.createIndex({ seenAt: 1 }, { expireAfterSeconds: STREAM_TTL_S, name: 'seenAt_ttl' }),
    collection.createIndex({ userId: 1, openedAt: -1 }, { name: 'userId_openedAt' }),
    collection.createIndex({ gateway: 1 }, { name: 'gateway' }),
  ]);
  return collection;
}

/** LIVE_STREAMS_PER_SESSION (default 6) and LIVE_STREAMS_PER_ACCOUNT (default 10), each at least 1. */
export interface StreamCaps {
  perSession: number;
  perAccount: number;
}

export function streamCapsFromEnv(env: NodeJS.ProcessEnv): StreamCaps {
  const cap = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value !== undefined && Number.isInteger(number) && number >= 1 ? Math.min(number, 1000) : fallback;
  };
  return {
    // A browser opens one stream a tab and holds at most six connections to a host over HTTP/1.1.
    perSession: cap(env.LIVE_STREAMS_PER_SESSION, 6),
    // A few browsers and devices of one person.
    perAccount: cap(env.LIVE_STREAMS_PER_ACCOUNT, 10),
  };
}

/** What the event route asks of the caps: count a new stream in, and out when it ends. */
export interface StreamLimiter {
  /** Counts a stream in; `evict` is called once if a newer stream of the same session or account pushes it out. */
  open(stream: { userId: string; sessionKey: string }, evict: () => void): { close(): void };
}

/**
 * The event streams of the whole fleet, counted in the database: a stream opened past the account's or the
 * session's cap closes the oldest ones, on whichever gateway holds them. The opening gateway deletes the oldest
 * streams' documents and closes those it holds at once; every gateway reads, every `checkMs`, which of its
 * streams are still listed and closes the others. A gateway that dies leaves its documents to the TTL index.
 */
export class StreamRegistry implements StreamLimiter {
  private readonly local = new Map<string, () => void>();
  private timer: NodeJS.Timeout | null = null;
  private refreshedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly collection: Collection<StreamDocument>,
    private readonly gateway: string,
    private readonly caps: StreamCaps,
    private readonly checkMs: number,
    private readonly log: (message: string) => void = () => {},
  ) {}

  open(stream: { userId: string; sessionKey: string }, evict: () => void): { close(): void } {
    const id = new ObjectId();
    const key = id.toHexString();
    let closed = false;
    let once = false;
    const evictOnce = () => {
      if (once || closed) return;
      once = true;
      this.local.delete(key);
      evict();
    };
    const now = new Date();
    const inserted = this.collection
      .insertOne({ _id: id, ...stream, gateway: this.gateway, openedAt: now, seenAt: now })
      .then(async () => {
        if (closed) return;
        this.local.set(key, evictOnce);
        this.start();
        await this.enforce(stream.userId);
      })
      .catch((error: unknown) => this.log(`live: stream caps not applied: ${String(error)}`));
    return {
      close: () => {
        if (closed) return;
        closed = true;
        this.local.delete(key);
        void inserted.then(() => this.collection.deleteOne({ _id: id })).catch(() => undefined);
      },
    };
  }

  /** The account's streams past its caps, newest kept first: their documents go, and this gateway's close. */
  private async enforce(userId: string): Promise<void> {
    const streams = await this.collection
      .find({ userId }, { projection: { _id: 1, sessionKey: 1 } })
      .sort({ openedAt: -1, _id: -1 })
      .toArray();
    const perSession = new Map<string, number>();
    let kept = 0;
    const evicted: ObjectId[] = [];
    for (const stream of streams) {
      const inSession = perSession.get(stream.sessionKey) ?? 0;
      if (inSession >= this.caps.perSession || kept >= this.caps.perAccount) evicted.push(stream._id);
      else {
        perSession.set(stream.sessionKey, inSession + 1);
        kept += 1;
      }
    }
    if (!evicted.length) return;
    await this.collection.deleteMany({ _id: { $in: evicted } });
    for (const id of evicted) this.local.get(id.toHexString())?.();
  }

  /** Closes this gateway's streams that another gateway pushed out, and keeps the others' documents alive. */
  check(): Promise<void> {
    this.checking ??= (async () => {
      if (this.local.size === 0) return;
      const ids = [...this.local.keys()].map((key) => new ObjectId(key));
      const listed = new Set(
        (await this.collection.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray()).map((doc) =>
          doc._id.toHexString(),
        ),
      );
      for (const id of ids) if (!listed.has(id.toHexString())) this.local.get(id.toHexString())?.();
      if (Date.now() - this.refreshedAt >= STREAMS_REFRESH_MS) {
        this.refreshedAt = Date.now();
        await this.collection.updateMany({ gateway: this.gateway }, { $set: { seenAt: new Date() } });
      }
    })()
      .catch((error: unknown) => this.log(`live: stream caps check failed: ${String(error)}`))
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
    this.local.clear();
    await this.collection.deleteMany({ gateway: this.gateway }).catch(() => undefined);
  }
}
