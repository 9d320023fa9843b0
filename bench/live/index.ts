// The live event stream (GET /api/events) under many idle streams: memory per idle stream and the delay from a
// write to its delivery, with 100 and then 1,000 streams open on one gateway. Prints a table with the budgets of
// issue 29 (bench/RESULTS.md keeps the runs).
// Run: npm run bench:live
//      BENCH_LIVE_STREAMS=100,1000 (the stream counts, ascending)  BENCH_LIVE_WRITES=50 (writes per count)
// The accounts are visitors written straight into the database, each signed in with a token the stack's secret
// signs (as a login would); the recipient of the writes is the seeded host of an approved property, whose stream
// is one of those counted, and the writer a guest writing through the REST adapter.
// Memory: the gateway process's resident set (from /proc) before the streams open and after, divided by the
// streams, each read after a full garbage collection asked for through the gateway's inspector (inspector.ts); the
// JS heap in use beside it; delay: from sending the message POST to the event's arrival on the host's stream.
// Cost: the CPU the gateway and the notifications subgraph use per second while the streams sit idle (the poll
// loop, the heartbeats and the session checks).
import { readFileSync } from 'node:fs';
import { signSessionToken } from '@stays/gateway/auth';
import { MongoClient, ObjectId } from 'mongodb';
import { RAISED_THROTTLES, signIn } from '../../integration/fixtures/client';
import { type OpenStream, openStream } from '../../integration/fixtures/sse';
import { startStack } from '../../scripts/stack';
import { median } from '../median';
import { inspect } from './inspector';

const COUNTS = (process.env.BENCH_LIVE_STREAMS ?? '100,1000').split(',').map(Number);
const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 50);
const BUDGET = { p95Ms: 1000, perStreamKb: 50 };

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** User + system CPU ms of a process so far (Linux /proc; 100 ticks per second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Row {
  streams: number;
  perStreamKb: number;
  heapPerStreamKb: number;
  p50: number;
  p95: number;
  max: number;
  afterAnswerP50: number;
  afterAnswerP95: number;
  idleCpu: number;
}

async function main() {
  const started = performance.now();
  const stack = await startStack({ port: 0, inMemory: true, log: () => {}, env: { ...RAISED_THROTTLES } });
  const streams: OpenStream[] = [];
  const mongo = await MongoClient.connect(stack.database.uri);
  try {
    const db = mongo.db(process.env.MONGODB_DB || 'stays');
    const total = Math.max(...COUNTS);
    const now = new Date();
    const visitors = Array.from({ length: total }, (_, i) => ({
      _id: new ObjectId(),
      username: `live${i}@bench.test`,
      usernameKey: `live${i}@bench.test`,
      email: `live${i}@bench.test`,
      emailKey: `live${i}@bench.test`,
      firstName: 'Live',
      lastName: `Bench${i}`,
      role: 'visitor',
      isBlocked: false,
      sessionVersion: 0,
      passwordHash: 'x',
      createdAt: now,
      updatedAt: now,
    }));
    await db.collection('users').insertMany(visitors);
    const cookieOf = (id: ObjectId) =>
      `token=${signSessionToken({ userId: String(id), role: 'visitor', sessionVersion: 0 }, stack.jwtSecret)}`;

    // The writer (the demo student) and the recipient: the host of an approved property.
    const host = await signIn(stack, { username: 'host@stays.test', password: 'host123' });
    const guest = await signIn(stack, 'visitor');
    const property = (await db
      .collection('properties')
      .findOne({ status: 'approved', hostId: new ObjectId(host.id) }))!;
    const post = (path: string, body: unknown) =>
      fetch(`${stack.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: guest.cookie },
        body: JSON.stringify(body),
      });
    const conversation = (await (
      await post('/api/conversations', { propertyId: String(property._id), message: 'Bench hello' })
    ).json()) as { id: string };

    const gatewayPid = stack.pids().gateway!;
    const notificationsPid = stack.pids().notifications!;
    // Warm the gateway (the stream route, the adapters, the poll loop) before the baseline is read.
    const warm = await openStream(stack.url, { cookie: host.cookie });
    await post(`/api/conversations/${conversation.id}/messages`, { body: 'warm-up' });
    await warm.next((event) => event.type === 'message', 5000);
    warm.close();
    await pause(2000);
    const gateway = await inspect(gatewayPid);
    const baseline = await gateway.settledMemory();

    const hostStream = await openStream(stack.url, { cookie: host.cookie });
    streams.push(hostStream);
    const rows: Row[] = [];
    /** Writes answered 503 and sent again. */
    let refused = 0;
    for (const count of COUNTS) {
      // The host's stream is one of them; the rest are idle visitors, opened a hundred at a time.
      while (streams.length < count) {
        const batch = visitors
          .slice(streams.length - 1, Math.min(count - 1, streams.length + 99))
          .map((visitor) => openStream(stack.url, { cookie: cookieOf(visitor._id) }));
        for (const opened of await Promise.all(batch)) {
          if (opened.status !== 200) {
            await opened.ended;
            throw new Error(`stream ${streams.length + 1} was refused: ${opened.status} ${opened.text()}`);
          }
          streams.push(opened);
        }
      }
      await pause(3000);
      const settled = await gateway.settledMemory();
      const perStreamKb = (settled.rssKb - baseline.rssKb) / streams.length;
      const heapPerStreamKb = (settled.heapUsedKb - baseline.heapUsedKb) / streams.length;

      const cpuBefore = cpuMs(gatewayPid) + cpuMs(notificationsPid);
      await pause(5000);
      const idleCpu = (cpuMs(gatewayPid) + cpuMs(notificationsPid) - cpuBefore) / 5000;

      const delays: number[] = [];
      /** From the write's answer to the delivery: the stream's own share of the delay. */
      const afterAnswer: number[] = [];
      for (let n = 0; n < WRITES; n++) {
        const body = `bench ${count} #${n}`;
        let sentAt = performance.now();
        let answer = await post(`/api/conversations/${conversation.id}/messages`, { body });
        // 503: a peer of the write did not answer in time (a loaded machine); nothing was stored, so it is sent
        // again, and the delay counts from the write that went through.
        for (let attempt = 1; answer.status === 503 && attempt <= 3; attempt++) {
          refused += 1;
          await pause(500);
          sentAt = performance.now();
          answer = await post(`/api/conversations/${conversation.id}/messages`, { body });
        }
        if (answer.status !== 201) throw new Error(`write answered ${answer.status}: ${await answer.text()}`);
        const entry = (await answer.json()) as { id: string };
        const answeredAt = performance.now();
        const event = await hostStream.next(
          (e) => e.type === 'message' && (e.data as { entry?: { id: string } }).entry?.id === entry.id,
          10_000,
        );
        delays.push(event.at - sentAt);
        afterAnswer.push(event.at - answeredAt);
        // Writes land at every phase of the poll loop.
        await pause(50 + Math.random() * 250);
      }
      if (streams.some((opened) => opened.isEnded())) throw new Error('a stream ended during the run');
      rows.push({
        streams: streams.length,
        perStreamKb,
        heapPerStreamKb,
        p50: median(delays),
        p95: percentile(delays, 0.95),
        max: Math.max(...delays),
        afterAnswerP50: median(afterAnswer),
        afterAnswerP95: percentile(afterAnswer, 0.95),
        idleCpu,
      });
    }

    console.log(
      `\nbench:live: ${WRITES} writes per row, gateway RSS before the streams ${(baseline.rssKb / 1024).toFixed(0)} MB (after a full collection)`,
    );
    console.log(
      'streams | KB per idle stream (budget 50) | of it JS heap | write to delivery p50 / p95 / max ms (p95 budget 1000) | answer to delivery p50 / p95 | idle CPU (gateway + notifications) | within',
    );
    for (const row of rows) {
      const within = row.perStreamKb <= BUDGET.perStreamKb && (row.streams < 1000 || row.p95 <= BUDGET.p95Ms);
      console.log(
        [
          String(row.streams).padStart(7),
          row.perStreamKb.toFixed(1).padStart(30),
          row.heapPerStreamKb.toFixed(1).padStart(13),
          `${row.p50.toFixed(0)} / ${row.p95.toFixed(0)} / ${row.max.toFixed(0)}`.padStart(55),
          `${row.afterAnswerP50.toFixed(0)} / ${row.afterAnswerP95.toFixed(0)}`.padStart(28),
          `${(row.idleCpu * 100).toFixed(1)}% of a core`.padStart(35),
          within ? 'yes' : 'NO',
        ].join(' | '),
      );
    }
    console.log(
      `(${((performance.now() - started) / 1000).toFixed(0)} s; ${refused} writes answered 503 and were sent again)`,
    );
    gateway.close();
  } finally {
    for (const opened of streams) opened.close();
    await mongo.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
