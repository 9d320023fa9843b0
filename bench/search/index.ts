// Search and featured reads at 1k, 10k and 100k properties: requests per second and p95 latency through the
// gateway's REST adapter next to the same read as a direct GraphQL call on the properties subgraph.
// Numbers, not pass/fail (bench/RESULTS.md keeps the runs).
// Run: npm run bench:search            (1k and 10k)
//      BENCH_SEARCH_100K=1 npm run bench:search   (adds 100k; inserting it takes a while)
//      BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_WARMUP_SECONDS=1 (the defaults)
//      BENCH_STACK_WARMUP_SECONDS=3: before each size's first table, each read through the gateway and direct, unmeasured
//      BENCH_ONLY='with dates': only the reads whose name contains the text
//      BENCH_ROUNDS=3: the uncached gateway and direct columns run this many times each, alternating which goes
//      first; a row shows their medians and the median of the rounds' ratios (a 5 s run's p99 is its slowest
//      50 or so requests, so one run's ratio swings by half a unit between runs on two shared cores)
// After each bulk insert it waits (up to a minute) for the stack to go quiet before measuring.
// Every column is the same request load run twice: a warm-up that is not counted (the first calls of a read
// plan it, open connections and leave code to the optimizer, in the gateway and in the subgraph alike), then the
// measured run, with fresh unique URLs so the warm-up fills no cache the measured run would read.
// Columns: the REST call through the gateway with a unique URL per request (so the anonymous read cache never
// answers), the same call repeated (cache on, PUBLIC_CACHE_MS default 1000), and the GraphQL query sent
// straight to the properties subgraph (no gateway, no host lookup in the users subgraph).
// Then the CPU each request cost, in ms, read from /proc for every process of the stack (Linux only): the
// gateway itself and the rest of the stack (subgraphs and database) for the uncached gateway read, and the whole
// stack for the direct call. On a shared machine this is steadier than rps, and it says where the time goes:
// `ceiling` (direct CPU / the rest's CPU for the gateway read) is the rate ratio a gateway costing nothing would
// reach when the cores are the limit.
// Then the write mix (issue 48 #5): each read as the cached column sends it, without writes and then while other
// clients send WRITES_PER_SECOND writes a second (messages, booking requests, favourites on other listings),
// side by side (budget: >= 0.8x), and the public pages a crawler reads meanwhile that came undrawn after their
// first drawn view (budget: 0; needs the shell and mfe-listings built, `npm run build`).
// BENCH_WRITE_MIX_ONLY=1: the write mix alone, without the gateway/direct table.
// BENCH_SEARCH_SIZES=1000: other sizes (comma-separated, ascending) instead of the defaults, e.g. a quick check.
// The listings are bulk-loaded straight into the database without the keys the properties subgraph derives from
// them (the normalized location, the amenity filter ids, the list of locations); the subgraph derives those at
// start-up for listings written without them, so after each load the bench restarts the stack on the same data
// and measures what the subgraph itself made of it. The bench knows nothing of the subgraph's code.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Db, MongoClient } from 'mongodb';
import { startStack } from '../../scripts/stack';
import { median } from '../median';
import {
  CONNECTIONS,
  type Job,
  load,
  type Load,
  quietStack,
  readClockTicks,
  SECONDS,
  sum,
  WARMUP_SECONDS,
} from './measure';
import { DB_NAME, expectDerivedKeys, loadListings } from './listings';
import { startWriteMix, watchPages, WRITES_PER_SECOND } from './writeMix';

const STACK_WARMUP_SECONDS = Number(process.env.BENCH_STACK_WARMUP_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Only the reads whose name contains this text (e.g. `with dates`); every read when unset. */
const ONLY = process.env.BENCH_ONLY ?? '';
const WRITE_MIX_ONLY = process.env.BENCH_WRITE_MIX_ONLY === '1';
const SIZES = process.env.BENCH_SEARCH_SIZES
  ? process.env.BENCH_SEARCH_SIZES.split(',').map(Number)
  : process.env.BENCH_SEARCH_100K === '1'
    ? [1_000, 10_000, 100_000]
    : [1_000, 10_000];

/** DESIGN.md "Budgets": an uncached read through the gateway at least half the direct rate, p99 at most twice. */
const RATE_BUDGET = 0.5;
const P99_BUDGET = 2;

const cell = (r: Load) =>
  (Number.isFinite(r.rps) && Number.isFinite(r.p99)
    ? `${r.rps.toFixed(0)} / ${r.p99.toFixed(0)}${r.non2xx ? ` (${r.non2xx} errors)` : ''}`
    : 'no answer'
  ).padStart(22);

/** Several runs of one column as one: the median rate and latencies, CPU per request over all their requests. */
function combined(runs: Load[]): Load {
  const requests = runs.reduce((total, run) => total + run.requests, 0);
  const middle = (pick: (run: Load) => number | null) => median(runs.map((run) => pick(run) ?? NaN));
  const cpu =
    requests > 0 && runs.every((run) => run.cpu)
      ? Object.fromEntries(
          Object.keys(runs[0].cpu!).map((name) => [
            name,
            runs.reduce((total, run) => total + run.cpu![name] * run.requests, 0) / requests,
          ]),
        )
      : null;
  return {
    rps: middle((run) => run.rps),
    p95: middle((run) => run.p95),
    p99: middle((run) => run.p99),
    requests,
    non2xx: runs.reduce((total, run) => total + run.non2xx, 0),
    cpu,
  };
}

// A run that got no answer reports null (NaN in JSON): its ratios are unknown, and out of budget.
const ratio = (a: number | null, b: number | null) => (a && b ? a / b : NaN);

/**
 * One line: the three columns, the uncached gateway against the direct call (the median of the rounds' ratios)
 * and whether that is in budget, CPU ms per request (the gateway, the rest of the stack for that read, the
 * stack for the direct call), then each round's rate and p99 ratios.
 */
function printRow(name: string, gatewayRuns: Load[], cached: Load, directRuns: Load[]) {
  const rate = median(gatewayRuns.map((run, i) => ratio(run.rps, directRuns[i].rps) || 0));
  const p99 = median(gatewayRuns.map((run, i) => ratio(run.p99, directRuns[i].p99) || Infinity));
  const [gateway, direct] = [combined(gatewayRuns), combined(directRuns)];
  const verdict = rate >= RATE_BUDGET && p99 <= P99_BUDGET ? 'ok' : 'OVER';
  const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a').padStart(9);
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a').padStart(8);
  const own = gateway.cpu ? sum(gateway.cpu, (part) => part === 'gateway') : NaN;
  const rest = gateway.cpu ? sum(gateway.cpu, (part) => part !== 'gateway') : NaN;
  const alone = direct.cpu ? sum(direct.cpu, () => true) : NaN;
  const rounds = gatewayRuns.map((run, i) => {
    const [roundRate, roundP99] = [ratio(run.rps, directRuns[i].rps), ratio(run.p99, directRuns[i].p99)];
    return `${Number.isFinite(roundRate) ? roundRate.toFixed(2) : 'n/a'}/${Number.isFinite(roundP99) ? roundP99.toFixed(2) : 'n/a'}`;
  });
  console.log(
    `${name.padEnd(46)}${[gateway, cached, direct].map(cell).join('')}${times(rate)}${times(p99)}${verdict.padStart(8)}` +
      `${ms(own)}${ms(rest)}${ms(alone)}${times(ratio(alone, rest))}  ${rounds.join(' ')}`,
  );
}

// What the REST adapter asks the properties subgraph for (its `RestProperty` fragment without the host, which the
// users subgraph answers: the gateway sends `hostId` as the host's key).
const FIELDS =
  'id title location description pricePerNight maxGuests bedrooms bathrooms rating status featured propertyType amenities images createdAt hostId cancellationPolicy';

/** Each read as the browser makes it (REST) and as a GraphQL query sent straight to the subgraph. */
const SCENARIOS = [
  {
    name: 'search location+guests, price_low, 20',
    rest: '/api/properties/search?location=martil&guests=2&sort=price_low&limit=20',
    graphql: `{ searchProperties(location: "martil", guests: 2, sort: price_low, limit: 20) { items { ${FIELDS} } hasMore } }`,
  },
  {
    name: 'search filters wifi+pool, rating, 20',
    rest: '/api/properties/search?filters=entire_homes,wifi,pool&sort=rating&limit=20',
    graphql: `{ searchProperties(filters: ["entire_homes,wifi,pool"], sort: rating, limit: 20) { items { ${FIELDS} } hasMore } }`,
  },
  {
    name: 'search with dates, 20',
    rest: '/api/properties/search?checkIn=2027-05-01&checkOut=2027-05-04&limit=20',
    graphql: `{ searchProperties(checkIn: "2027-05-01", checkOut: "2027-05-04", limit: 20) { items { ${FIELDS} } hasMore } }`,
  },
  {
    name: 'search location with no match',
    rest: '/api/properties/search?location=nowhere-at-all&limit=20',
    graphql: `{ searchProperties(location: "nowhere-at-all", limit: 20) { items { ${FIELDS} } hasMore } }`,
  },
  {
    name: 'featured, limit 7',
    rest: '/api/properties/featured?filters=&limit=7',
    graphql: `{ featuredProperties(limit: 7) { ${FIELDS} } }`,
  },
];

/** The landing page's own query (mfe-listings `PropertyPage`): the first 24 approved stays with hosts and the total. */
const CARD_FIELDS =
  'id title location pricePerNight maxGuests rating status propertyType amenities images createdAt';
const LANDING_QUERY = `query PropertyPage { searchProperties(sort: featured, limit: 24, offset: 0) { items { ${CARD_FIELDS} host { id role } } hasMore nextOffset total } }`;
const LANDING_DIRECT = `{ searchProperties(sort: featured, limit: 24, offset: 0) { items { ${CARD_FIELDS} hostId } hasMore nextOffset total } }`;

/** The property page's read (mfe-listings `PropertyDetails`): one stay with its host and reviews with their authors. */
const DETAIL_FIELDS =
  'id title location description pricePerNight maxGuests bedrooms bathrooms rating reviewCount status propertyType amenities images createdAt';
const PROPERTY_QUERY = `query PropertyDetails($id: ID!) { property(id: $id) { ${DETAIL_FIELDS} host { id firstName lastName profileImageUrl } reviews { id rating comment createdAt user { id firstName lastName profileImageUrl } } } }`;
const PROPERTY_DIRECT = `query PropertyDetails($id: ID!) { property(id: $id) { ${DETAIL_FIELDS} hostId reviews { id rating comment createdAt } } }`;

type Stack = Awaited<ReturnType<typeof startStack>>;

/** Each table row: the read through the gateway uncached, the same read cached, and the direct subgraph call. */
function readRows(stack: Stack, propertyId: string): Array<{ name: string; jobs: [Job, Job, Job] }> {
  const direct = (body: object): Job => ({
    url: `${stack.subgraphs.properties.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': stack.internalToken },
    body: JSON.stringify(body),
  });
  // The browser's landing and property reads go to /graphql; the direct column cannot resolve hosts or
  // authors (users subgraph), so it asks for their ids.
  const graphql = (body: object, bustBody: boolean): Job => ({
    url: `${stack.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    bustBody,
  });
  const variables = { id: propertyId };
  return [
    ...SCENARIOS.map((scenario) => ({
      name: scenario.name,
      jobs: [
        { url: `${stack.url}${scenario.rest}`, bust: true },
        { url: `${stack.url}${scenario.rest}` },
        direct({ query: scenario.graphql }),
      ] as [Job, Job, Job],
    })),
    {
      name: 'landing query (/graphql, 24 + hosts + total)',
      jobs: [
        graphql({ query: LANDING_QUERY }, true),
        graphql({ query: LANDING_QUERY }, false),
        direct({ query: LANDING_DIRECT }),
      ],
    },
    {
      name: 'property page (/graphql, host + reviews)',
      jobs: [
        graphql({ query: PROPERTY_QUERY, variables }, true),
        graphql({ query: PROPERTY_QUERY, variables }, false),
        direct({ query: PROPERTY_DIRECT, variables }),
      ],
    },
  ];
}

/** WRITE_MIX_BUDGET: reads under the write mix at least this share of the same reads without it. */
const WRITE_MIX_BUDGET = 0.8;

/**
 * Each read as the cached column sends it (what visitors' repeated reads are), without writes and then under the
 * write mix, back to back; meanwhile a crawler reads the landing, a search and a property page, and every one of
 * them served undrawn after its first drawn view is counted.
 */
async function writeMixTable(
  stack: Stack,
  rows: Array<{ name: string; jobs: [Job, Job, Job] }>,
  listingIds: string[],
  propertyId: string,
) {
  const pages = watchPages(stack.url, ['/', '/search?location=martil', `/property/${propertyId}`]);
  console.log(
    `\nwrite mix: ${WRITES_PER_SECOND} writes a second (a message, a booking request, a favourite, in turn, on ${listingIds.length} other listings)`,
  );
  console.log(
    `${'read, cached column (p99 in ms)'.padEnd(46)}${'without writes'.padStart(22)}${'with writes'.padStart(22)}${'rate'.padStart(9)}${'budget'.padStart(8)}`,
  );
  let writes = { ok: 0, failed: 0, firstFailure: null as string | null };
  for (const row of rows) {
    const cachedJob = row.jobs[1];
    const quiet = await load(stack.pids, cachedJob);
    const mix = await startWriteMix(stack.url, listingIds);
    const busy = await load(stack.pids, cachedJob);
    await mix.stop();
    const counted = mix.counts();
    writes = {
      ok: writes.ok + counted.ok,
      failed: writes.failed + counted.failed,
      firstFailure: writes.firstFailure ?? counted.firstFailure,
    };
    const rate = ratio(busy.rps, quiet.rps);
    const verdict = rate >= WRITE_MIX_BUDGET ? 'ok' : 'OVER';
    console.log(
      `${row.name.padEnd(46)}${cell(quiet)}${cell(busy)}${(Number.isFinite(rate) ? `${rate.toFixed(2)}x` : 'n/a').padStart(9)}${verdict.padStart(8)}`,
    );
  }
  await pages.stop();
  console.log(
    `writes answered: ${writes.ok} ok, ${writes.failed} failed${writes.firstFailure ? ` (first: ${writes.firstFailure})` : ''}`,
  );
  for (const page of pages.results())
    console.log(
      `  ${page.path.padEnd(44)}${page.drawn ? `${page.undrawnAfterDrawn} served undrawn after its first drawn view (${page.reads} reads)` : `never drawn in ${page.reads} reads (are the shell and mfe-listings built?)`}`,
    );
  const undrawn = pages.results().reduce((total, page) => total + page.undrawnAfterDrawn, 0);
  const allDrawn = pages.results().every((page) => page.drawn);
  console.log(
    `undrawn public pages after their first drawn view: ${undrawn} (budget 0: ${allDrawn ? (undrawn === 0 ? 'ok' : 'OVER') : 'not measured'})`,
  );
}

async function main() {
  await readClockTicks();
  // The stack's database lives in a folder of this run, so that a restarted stack finds the listings loaded.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  // The write mix's guest sends far more messages and requests than a guest would. No MONGODB_URI: the bench
  // never loads listings into a configured database.
  const start = () =>
    startStack({
      port: 0,
      dataDir,
      log: () => {},
      env: { MONGODB_URI: '', BOOKING_REQUEST_RATE_LIMIT: '1000000', MESSAGE_RATE_LIMIT: '1000000' },
    });
  let stack = await start();
  try {
    console.log(
      `search benchmark: ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, loopback; ${ROUNDS} rounds of the gateway and direct columns (medians)`,
    );
    let inserted = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await loadListings(stack.database.uri, inserted, size);
      inserted = size;
      const insertSeconds = (performance.now() - started) / 1000;
      // The properties subgraph derives the loaded listings' search keys and locations as it starts.
      await stack.stop();
      stack = await start();
      const restartSeconds = (performance.now() - started) / 1000 - insertSeconds;
      const settleSeconds = await quietStack(stack.pids);
      await expectDerivedKeys(stack.url, size);
      const client = await MongoClient.connect(stack.database.uri);
      try {
        await measureSize(stack, client.db(DB_NAME), size, insertSeconds, restartSeconds, settleSeconds);
      } finally {
        await client.close();
      }
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The tables of one size: the gateway against the direct subgraph, then the write mix. */
async function measureSize(
  stack: Stack,
  db: Db,
  size: number,
  insertSeconds: number,
  restartSeconds: number,
  settleSeconds: number,
) {
  const properties = db.collection('properties');
  const total = await properties.countDocuments();
  // A seeded approved stay (it has reviews): the page a shared link opens.
  const seeded = await properties.findOne({ status: 'approved', title: { $not: /^Bench stay/ } });
  const rows = readRows(stack, String(seeded!._id)).filter((row) => row.name.includes(ONLY));
  // Before the first table of each (freshly started) stack, every read runs once through the gateway and straight
  // to the subgraph: the processes' code paths get optimized as a long-running server's are (a read measured
  // first would otherwise carry the gateway's warm-up, the one later reads no longer pay).
  if (STACK_WARMUP_SECONDS > 0 && !WRITE_MIX_ONLY) {
    for (const row of rows) {
      for (const job of [row.jobs[0], row.jobs[2]]) await load(stack.pids, job, STACK_WARMUP_SECONDS, 0);
    }
  }
  console.log(
    `\n${size} bench properties (${total} in all), inserted in ${insertSeconds.toFixed(1)} s, stack restarted in ${restartSeconds.toFixed(1)} s, quiet ${settleSeconds.toFixed(0)} s later`,
  );
  const columns = ['gateway rps/p99', 'cached rps/p99', 'direct rps/p99'];
  console.log(
    `${'read (p99 in ms)'.padEnd(46)}${columns.map((name) => name.padStart(22)).join('')}${'rate'.padStart(9)}${'p99'.padStart(9)}${'budget'.padStart(8)}` +
      `${'gateway'.padStart(8)}${'rest'.padStart(8)}${'direct'.padStart(8)}${'ceiling'.padStart(9)}  rounds (rate/p99)`,
  );
  console.log(
    `${''.padEnd(46 + 66)}${`>=${RATE_BUDGET}x`.padStart(9)}${`<=${P99_BUDGET}x`.padStart(9)}${''.padStart(8)}${'(CPU ms per request)'.padStart(24)}`,
  );
  for (const row of WRITE_MIX_ONLY ? [] : rows) {
    const [gatewayJob, cachedJob, directJob] = row.jobs;
    const gatewayRuns: Load[] = [];
    const directRuns: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Which goes first alternates, so a slow stretch of the machine falls on both columns alike.
      const order = round % 2 === 0 ? ([gatewayJob, directJob] as const) : ([directJob, gatewayJob] as const);
      for (const job of order)
        (job === gatewayJob ? gatewayRuns : directRuns).push(await load(stack.pids, job));
    }
    printRow(row.name, gatewayRuns, await load(stack.pids, cachedJob), directRuns);
  }
  const others = await properties
    .find({
      status: 'approved',
      instantBook: { $ne: true },
      title: { $not: /^Bench stay/ },
      _id: { $ne: seeded!._id },
    })
    .limit(6)
    .toArray();
  await writeMixTable(
    stack,
    rows,
    others.map((doc) => String(doc._id)),
    String(seeded!._id),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
