import type { Caller } from '@stays/contracts';
import type { SessionEnd } from '../auth/revocation';
import type { SessionToken } from '../auth/session';
import { EVENT_PAGE_LIMIT, type EventFeed, type LiveEvent } from './feed';
import type { LiveOptions } from './options';

/** Where a stream's frames go (the SSE response; an array in unit tests). */
export interface StreamSink {
  /** Writes one frame; false when the client has fallen so far behind that the stream should end. */
  write(frame: string): boolean;
  end(): void;
}

export interface StreamOwner {
  userId: string;
  role: Caller['role'];
  /** The session the stream was opened with, checked again every `sessionCheckMs` and on `recheck`. */
  claims: SessionToken;
}

/** One open stream: what it has sent, and what arrived while it was replaying what the client missed. */
export class Subscription {
  /** The seq of the last event sent; events at or below it are never sent again. */
  lastSent = 0;
  /** Events dispatched while the replay runs (null once it is done). */
  held: LiveEvent[] | null = [];
  closed = false;
  /** Settles once the stream is live (after its replay); for tests. */
  ready: Promise<void> = Promise.resolve();

  constructor(
    readonly owner: StreamOwner,
    readonly sink: StreamSink,
    private readonly onClose: (subscription: Subscription) => void,
  ) {}

  send(event: LiveEvent): void {
    if (this.closed || event.seq <= this.lastSent) return;
    this.lastSent = event.seq;
    if (!this.sink.write(frameOf(event))) this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.held = null;
    this.onClose(this);
    this.sink.end();
  }
}

/** One SSE message: `id:` the seq (the client's Last-Event-ID), `event:` the type, `data:` one line of JSON. */
export function frameOf(event: LiveEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;
}

export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/**
 * The last frame of a stream whose session ended (`event: ended`, the reason as JSON): the page goes to the
 * sign-in page and says why (signed out everywhere, blocked, role changed), and does not reconnect.
 */
export const endedFrame = (reason: SessionEnd): string =>
  `event: ended\ndata: ${JSON.stringify({ reason })}\n\n`;

/** The last frame of a stream a newer one of the same session or account pushed out (the caps): no reconnect. */
export const REPLACED_FRAME = `event: ended\ndata: ${JSON.stringify({ reason: 'replaced' })}\n\n`;

/** The shortest time between two reads of the events, however many writes ask for one (`nudge`). */
export const NUDGE_GAP_MS = 20;

/** Accounts whose streams' sessions are checked in one tick (below the users subgraph's 500 per lookup). */
export const SESSION_CHECKS_PER_TICK = 200;

export interface HubDependencies {
  feed: EventFeed;
  /** The caller a session allows now (SessionChecker.callerFor): a stream whose session ended is closed. */
  callerFor: (claims: SessionToken) => Promise<Caller>;
  /** Why a session no longer holds (SessionChecker.endOf); null when it does, or when it cannot be told now. */
  endOf?: (claims: SessionToken) => Promise<SessionEnd | null>;
  options: LiveOptions;
  log: (message: string) => void;
  now?: () => number;
}

/**
 * The gateway's live events: ONE poll loop per process reads the events collection (through the notifications
 * subgraph) after the last seq it dispatched, every `pollMs` while any stream is open, and hands each event to
 * the streams of its recipient. Events travel through the database, so a write through any gateway reaches a
 * stream held by any other.
 *
 * Seqs come from an atomic counter but two writers may store theirs out of order (105 stored before 104): the
 * loop dispatches in seq order only, and waits up to `gapWaitMs` for a missing seq before passing it, so a
 * client's Last-Event-ID always means "everything up to here".
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<Subscription>>();
  private count = 0;
  /** Every seq at or below it has been dispatched (or passed as lost); null while the loop is not running. */
  private cursor: number | null = null;
  private starting: Promise<number> | null = null;
  private loop: Promise<void> | null = null;
  private gapSince: number | null = null;
  private timers: NodeJS.Timeout[] = [];
  private wake: (() => void) | null = null;
  private failing = false;
  private checking = false;
  private nudged = false;
  private sleepingLong = false;
  private lastPollAt = 0;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly deps: HubDependencies) {
    this.now = deps.now ?? Date.now;
  }

  /** Open streams in this process. */
  get size(): number {
    return this.count;
  }

  /**
   * Adds a stream. Given the client's Last-Event-ID it first replays that user's events after it (from the
   * database), then goes live; events dispatched meanwhile are held and sent after the replay, none twice.
   */
  open(owner: StreamOwner, sink: StreamSink, lastEventId: number | null): Subscription {
    const subscription = new Subscription(owner, sink, (closed) => this.remove(closed));
    if (this.stopped) {
      subscription.close();
      return subscription;
    }
    let set = this.byUser.get(owner.userId);
    if (!set) this.byUser.set(owner.userId, (set = new Set()));
    set.add(subscription);
    this.count += 1;
    this.ensureRunning();
    subscription.ready = this.goLive(subscription, lastEventId).catch((error: unknown) => {
      this.deps.log(`live: a stream could not start: ${String(error)}`);
      subscription.close();
    });
    return subscription;
  }

  /** Checks the sessions of a user's streams now (after a logout, block or role change through this gateway). */
  recheck(userId: string): void {
    for (const subscription of this.byUser.get(userId) ?? []) void this.checkSession(subscription);
  }

  /**
   * A write went through this gateway (its events are stored before it answers): read now rather than at the
   * next tick, at most once per NUDGE_GAP_MS. Writes through other gateways are read at the next tick.
   */
  nudge(): void {
    if (this.count === 0 || this.nudged) return;
    this.nudged = true;
    if (!this.sleepingLong) return;
    const wake = this.wake;
    const wait = this.lastPollAt + NUDGE_GAP_MS - this.now();
    if (wait <= 0) wake?.();
    else setTimeout(() => this.wake === wake && wake?.(), wait).unref();
  }

  /** Ends every stream and the loop (the gateway is stopping). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const set of [...this.byUser.values()]) for (const subscription of [...set]) subscription.close();
    this.wake?.();
    await this.loop;
  }

  private async goLive(subscription: Subscription, lastEventId: number | null): Promise<void> {
    const settled = await this.started();
    const { userId } = subscription.owner;
    let from = settled;
    if (lastEventId !== null && lastEventId < settled) from = lastEventId;
    // An id ahead of this gateway: another gateway sent it already; unless it is ahead of the database itself
    // (a database that started over), events up to it are not sent again.
    else if (lastEventId !== null && lastEventId > settled && lastEventId <= (await this.deps.feed.head()))
      subscription.lastSent = lastEventId;
    while (from < settled && !subscription.closed) {
      const page = await this.deps.feed.after(from, EVENT_PAGE_LIMIT, userId);
      for (const event of page.events) if (event.seq <= settled) subscription.send(event);
      if (page.events.length < EVENT_PAGE_LIMIT || page.last <= from) break;
      from = page.last;
    }
    const held = subscription.held ?? [];
    subscription.held = null;
    subscription.lastSent = Math.max(subscription.lastSent, settled);
    for (const event of held) subscription.send(event);
  }

  private remove(subscription: Subscription): void {
    const set = this.byUser.get(subscription.owner.userId);
    if (!set?.delete(subscription)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(subscription.owner.userId);
    if (this.count === 0) this.wake?.();
  }

  /** The seq the loop has dispatched up to, once it knows it (the database's head when it starts). */
  private started(): Promise<number> {
    if (this.cursor !== null) return Promise.resolve(this.cursor);
    this.starting ??= this.deps.feed.head().then(
      (head) => {
        this.starting = null;
        this.cursor ??= head;
        return this.cursor;
      },
      (error: unknown) => {
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  private ensureRunning(): void {
    if (this.loop) return;
    const { heartbeatMs, sessionCheckMs } = this.deps.options;
    this.timers = [
      setInterval(() => this.heartbeat(), heartbeatMs),
      setInterval(() => void this.checkSessions(), sessionCheckMs),
    ];
    for (const timer of this.timers) timer.unref();
    this.loop = this.run().finally(() => {
      for (const timer of this.timers) clearInterval(timer);
      this.timers = [];
      this.loop = null;
      // Nobody listens: the next stream starts from the database's head again.
      this.cursor = null;
      this.gapSince = null;
      if (this.count > 0 && !this.stopped) this.ensureRunning();
    });
  }

  private async run(): Promise<void> {
    while (this.count > 0 && !this.stopped) {
      let again = false;
      try {
        await this.started();
        this.nudged = false;
        this.lastPollAt = this.now();
        again = await this.pollOnce();
        if (this.failing) this.deps.log('live: the events feed answers again');
        this.failing = false;
      } catch (error) {
        if (!this.failing) this.deps.log(`live: reading events failed: ${String(error)}`);
        this.failing = true;
      }
      if (again || this.count === 0 || this.stopped) continue;
      if (this.nudged) {
        // A write came in during this read: read again shortly, not a whole tick later.
        await this.sleep(NUDGE_GAP_MS);
      } else {
        this.sleepingLong = true;
        await this.sleep(this.deps.options.pollMs);
        this.sleepingLong = false;
      }
    }
  }

  /** Reads and dispatches one page; answers whether more are waiting (a full page). */
  private async pollOnce(): Promise<boolean> {
    const page = await this.deps.feed.after(this.cursor!, EVENT_PAGE_LIMIT);
    for (const event of page.events) {
      if (event.seq <= this.cursor!) continue;
      if (event.seq > this.cursor! + 1) {
        this.gapSince ??= this.now();
        if (this.now() - this.gapSince < this.deps.options.gapWaitMs) return false;
      }
      this.gapSince = null;
      this.cursor = event.seq;
      this.dispatch(event);
    }
    return page.events.length === EVENT_PAGE_LIMIT;
  }

  private dispatch(event: LiveEvent): void {
    const set = this.byUser.get(String(event.userId));
    if (!set) return;
    for (const subscription of [...set]) {
      if (subscription.held) subscription.held.push(event);
      else subscription.send(event);
    }
  }

  private heartbeat(): void {
    for (const set of [...this.byUser.values()])
      for (const subscription of [...set]) {
        if (subscription.held) continue;
        if (!subscription.sink.write(HEARTBEAT_FRAME)) subscription.close();
      }
  }

  /**
   * Every stream's session, a few hundred accounts per tick: the session checker sends one tick's lookups as one
   * internal call, and the users subgraph answers at most 500 accounts per call (the others would read as gone).
   */
  private async checkSessions(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const users = [...this.byUser.keys()];
      for (let at = 0; at < users.length && !this.stopped; at += SESSION_CHECKS_PER_TICK) {
        for (const userId of users.slice(at, at + SESSION_CHECKS_PER_TICK)) this.recheck(userId);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.checking = false;
    }
  }

  private async checkSession(subscription: Subscription): Promise<void> {
    const { owner } = subscription;
    const caller = await this.deps.callerFor(owner.claims);
    if (caller.userId === owner.userId && caller.role === owner.role) return;
    // The page is told why before the stream ends, so it leaves for the sign-in page instead of reconnecting.
    const reason = await this.deps.endOf?.(owner.claims).catch(() => null);
    if (reason && !subscription.closed) subscription.sink.write(endedFrame(reason));
    subscription.close();
  }

  /** Waits `ms`, or less when woken (the last stream closed, the gateway stops). */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
