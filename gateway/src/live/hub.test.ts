import { ANONYMOUS, type Caller } from '@stays/contracts';
import { readSessionToken, signSessionToken } from '../auth/session';
import type { EventFeed, LiveEvent } from './feed';
import { LiveHub, type StreamOwner, type StreamSink } from './hub';

const ALICE = '665f1c2e9b1e8a00000000a1';
const BOB = '665f1c2e9b1e8a00000000b2';

/** The events collection as the subgraph answers it: seq order, `after` exclusive. */
class FakeFeed implements EventFeed {
  events: LiveEvent[] = [];
  reads = 0;
  add(seq: number, userId: string, type = 'message') {
    this.events.push({ seq, userId, type, data: { n: seq } });
    this.events.sort((a, b) => a.seq - b.seq);
  }
  after(after: number, limit: number, userId?: string) {
    this.reads += 1;
    const events = this.events
      .filter((event) => event.seq > after && (!userId || event.userId === userId))
      .slice(0, limit);
    return Promise.resolve({ events, last: events.at(-1)?.seq ?? after });
  }
  head() {
    return Promise.resolve(this.events.at(-1)?.seq ?? 0);
  }
}

class Sink implements StreamSink {
  frames: string[] = [];
  ended = false;
  constructor(private readonly accepts = true) {}
  write(frame: string) {
    this.frames.push(frame);
    return this.accepts;
  }
  end() {
    this.ended = true;
  }
  /** The seqs of the events received, in order. */
  get ids() {
    return this.frames.flatMap((frame) => /^id: (\d+)/.exec(frame)?.[1] ?? []).map(Number);
  }
}

const owner = (userId: string): StreamOwner => ({
  userId,
  role: 'visitor',
  // The claims as the gateway reads them from a visitor's session cookie.
  claims: readSessionToken(signSessionToken({ userId, role: 'visitor' }, 'secret'), 'secret')!,
});
const until = async (check: () => boolean, ms = 2000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

function hubOf(feed: FakeFeed, callers: Map<string, Caller> = new Map(), gapWaitMs = 200) {
  return new LiveHub({
    feed,
    callerFor: (claims) =>
      Promise.resolve(callers.get(claims.userId) ?? { userId: claims.userId, role: 'visitor' }),
    options: { pollMs: 5, heartbeatMs: 40, sessionCheckMs: 30, gapWaitMs },
    log: () => {},
  });
}

describe('LiveHub', () => {
  let hub: LiveHub;
  afterEach(() => hub.stop());

  it("sends each event to its recipient's streams only, as SSE frames with the seq as id", async () => {
    const feed = new FakeFeed();
    feed.add(1, ALICE);
    hub = hubOf(feed);
    const [alice, aliceTab, bob] = [new Sink(), new Sink(), new Sink()];
    await Promise.all([
      hub.open(owner(ALICE), alice, null).ready,
      hub.open(owner(ALICE), aliceTab, null).ready,
      hub.open(owner(BOB), bob, null).ready,
    ]);
    feed.add(2, ALICE);
    feed.add(3, BOB);
    await until(() => alice.ids.length === 1 && bob.ids.length === 1);
    // Seq 1 was written before the streams opened: not theirs to receive.
    expect(alice.frames.filter((frame) => frame.startsWith('id:'))).toEqual([
      'id: 2\nevent: message\ndata: {"n":2}\n\n',
    ]);
    expect(aliceTab.ids).toEqual([2]);
    expect(bob.ids).toEqual([3]);
  });

  it('replays what a client missed after its Last-Event-ID, then goes live, nothing twice', async () => {
    const feed = new FakeFeed();
    for (let seq = 1; seq <= 6; seq++) feed.add(seq, seq % 2 ? ALICE : BOB);
    hub = hubOf(feed);
    const live = new Sink();
    await hub.open(owner(BOB), live, null).ready;
    const back = new Sink();
    await hub.open(owner(ALICE), back, 1).ready;
    expect(back.ids).toEqual([3, 5]);
    feed.add(7, ALICE);
    await until(() => back.ids.length === 3);
    expect(back.ids).toEqual([3, 5, 7]);
  });

  it('ignores a Last-Event-ID ahead of the database (it started over) and goes live', async () => {
    const feed = new FakeFeed();
    feed.add(1, ALICE);
    hub = hubOf(feed);
    const sink = new Sink();
    await hub.open(owner(ALICE), sink, 500).ready;
    feed.add(2, ALICE);
    await until(() => sink.ids.length === 1);
    expect(sink.ids).toEqual([2]);
  });

  it('keeps seq order when a later seq is stored first, and passes a seq that never comes', async () => {
    const feed = new FakeFeed();
    hub = hubOf(feed, new Map(), 1000);
    const sink = new Sink();
    await hub.open(owner(ALICE), sink, null).ready;
    feed.add(2, ALICE);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sink.ids).toEqual([]);
    feed.add(1, ALICE);
    await until(() => sink.ids.length === 2);
    expect(sink.ids).toEqual([1, 2]);
    // Seq 3 is taken but never stored: 4 waits for it no longer than gapWaitMs.
    const before = Date.now();
    feed.add(4, ALICE);
    await until(() => sink.ids.length === 3, 3000);
    expect(Date.now() - before).toBeGreaterThanOrEqual(950);
    expect(sink.ids).toEqual([1, 2, 4]);
  });

  it('reads at once when nudged by a write through this gateway, instead of at the next tick', async () => {
    const feed = new FakeFeed();
    hub = new LiveHub({
      feed,
      callerFor: (claims) => Promise.resolve({ userId: claims.userId, role: 'visitor' }),
      options: { pollMs: 60_000, heartbeatMs: 60_000, sessionCheckMs: 60_000, gapWaitMs: 100 },
      log: () => {},
    });
    const sink = new Sink();
    await hub.open(owner(ALICE), sink, null).ready;
    await new Promise((resolve) => setTimeout(resolve, 30));
    feed.add(1, ALICE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.ids).toEqual([]);
    hub.nudge();
    await until(() => sink.ids.length === 1, 500);
    // Nudged again while a read is in flight: read once more right after it, not a tick later.
    feed.add(2, ALICE);
    hub.nudge();
    await until(() => sink.ids.length === 2, 500);
  });

  it('closes a stream whose session ended, at the next check or at once on recheck', async () => {
    const feed = new FakeFeed();
    const callers = new Map<string, Caller>();
    hub = hubOf(feed, callers);
    const [alice, bob] = [new Sink(), new Sink()];
    await Promise.all([hub.open(owner(ALICE), alice, null).ready, hub.open(owner(BOB), bob, null).ready]);
    callers.set(ALICE, ANONYMOUS);
    await until(() => alice.ended);
    expect(bob.ended).toBe(false);
    // A role change is a session end too.
    callers.set(BOB, { userId: BOB, role: 'host' });
    hub.recheck(BOB);
    await until(() => bob.ended);
    expect(hub.size).toBe(0);
  });

  it('checks sessions a few hundred accounts per tick (one lookup of the users subgraph answers 500 at most)', async () => {
    const batches: number[] = [];
    let current = 0;
    hub = new LiveHub({
      feed: new FakeFeed(),
      callerFor: (claims) => {
        if (current++ === 0)
          setImmediate(() => {
            batches.push(current);
            current = 0;
          });
        return Promise.resolve({ userId: claims.userId, role: 'visitor' });
      },
      options: { pollMs: 5, heartbeatMs: 1000, sessionCheckMs: 50, gapWaitMs: 100 },
      log: () => {},
    });
    const users = Array.from({ length: 450 }, (_, i) => `665f1c2e9b1e8a${String(i).padStart(10, '0')}`);
    await Promise.all(users.map((userId) => hub.open(owner(userId), new Sink(), null).ready));
    await until(() => batches.reduce((sum, n) => sum + n, 0) >= 450);
    expect(Math.max(...batches)).toBeLessThanOrEqual(200);
    expect(hub.size).toBe(450);
  });

  it('sends heartbeats, cuts off a client that stopped reading, and stops polling with no stream', async () => {
    const feed = new FakeFeed();
    hub = hubOf(feed);
    const reading = new Sink();
    const stuck = new Sink(false);
    await Promise.all([hub.open(owner(ALICE), reading, null).ready, hub.open(owner(BOB), stuck, null).ready]);
    await until(() => reading.frames.includes(': heartbeat\n\n') && stuck.ended);
    expect(hub.size).toBe(1);
    hub.open(owner(ALICE), new Sink(), null).close();
    expect(hub.size).toBe(1);
    await hub.stop();
    expect(reading.ended).toBe(true);
    const reads = feed.reads;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feed.reads).toBe(reads);
  });
});
