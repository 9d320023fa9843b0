// Search and featured reads at 1k, 10k and 100k properties: requests per second and p95 latency through the
// gateway's REST adapter next to the same read as a direct GraphQL call on the properties subgraph.
// Numbers, not pass/fail (bench/RESULTS.md keeps the runs).
// Run: npm run bench:search            (1k and 10k)
//      BENCH_SEARCH_100K=1 npm run bench:search   (adds 100k; inserting it takes a while)
//      BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_WARMUP_SECONDS=1 (the defaults)
//      BENCH_STACK_WARMUP_SECONDS=3: before the first table, each read through the gateway and direct, unmeasured
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
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient, ObjectId } from 'mongodb';
import { amenityKeysFor, locationKeyFor } from '../../subgraphs/properties/src/property/filters';
import { searchTermsFor } from '../../subgraphs/properties/src/property/model';
import { AMENITY_OPTIONS } from '@stays/contracts';
import { startStack } from '../../scripts/stack';
import { median } from '../median';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const STACK_WARMUP_SECONDS = Number(process.env.BENCH_STACK_WARMUP_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Only the reads whose name contains this text (e.g. `with dates`); every read when unset. */
const ONLY = process.env.BENCH_ONLY ?? '';
const SIZES = process.env.BENCH_SEARCH_100K === '1' ? [1_000, 10_000, 100_000] : [1_000, 10_000];

const CITIES = [
  'Cabo Negro, Morocco',
  'Martil, Morocco',
  'Tetouan Marina, Morocco',
  'Belyounech, Morocco',
  'College Station, TX',
];
const TYPES = ['apartment', 'house', 'studio', 'condo', 'private_room', 'shared_room', 'entire_home'];

/** A synthetic listing, written with the same derived search keys the model's hooks keep. */
function property(i: number, hostId: ObjectId) {
  const location = CITIES[i % CITIES.length];
  const title = `Bench stay ${i}`;
  const amenities = AMENITY_OPTIONS.filter((_, k) => (i >> k) % 2 === 1);
  const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 60_000);
  return {
    _id: new ObjectId(),
    title,
    location,
    locationKey: locationKeyFor(location),
    description: 'A synthetic listing for the search benchmark.',
    pricePerNight: 20 + ((i * 37) % 480),
    maxGuests: 1 + (i % 8),
    rating: i % 4 === 0 ? undefined : 3 + ((i * 7) % 21) / 10,
    status: i % 10 === 0 ? 'pending' : 'approved',
    hostBlocked: false,
    featured: i % 20 === 0,
    propertyType: TYPES[i % TYPES.length],
    amenities,
    amenityKeys: amenityKeysFor(amenities),
    searchTerms: searchTermsFor({ title, location }),
    images: [],
    hostId,
    createdAt,
    updatedAt: createdAt,
  };
}

interface Load {
  rps: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** CPU ms per request by stack process during the run; null where /proc cannot be read. */
  cpu: Record<string, number> | null;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ). */
let ticksPerSecond = 100;

/** User + system CPU ms of each process so far, or null (not Linux, or a process gone). */
function cpuTimes(pids: Record<string, number | undefined>): Record<string, number> | null {
  try {
    return Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => {
        // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return [name, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond];
      }),
    );
  } catch {
    return null;
  }
}

/**
 * Waits (at most `limitSeconds`) until the stack's processes and this one (the database may run in either) have
 * used under a tenth of a core for two seconds in a row: a bulk insert leaves the database with work (index
 * builds, a major GC) that lands in whichever run comes first otherwise. Answers the seconds it waited.
 */
async function quietStack(
  pids: () => Record<string, number | undefined>,
  limitSeconds = 60,
): Promise<number> {
  const started = performance.now();
  const busyMs = () => {
    const times = cpuTimes(pids());
    const own = process.cpuUsage();
    return (times ? sum(times, () => true) : 0) + (own.user + own.system) / 1000;
  };
  let quietSeconds = 0;
  while (quietSeconds < 2 && performance.now() - started < limitSeconds * 1000) {
    const before = busyMs();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietSeconds = busyMs() - before < 100 ? quietSeconds + 1 : 0;
  }
  return (performance.now() - started) / 1000;
}

/** DESIGN.md "Budgets": an uncached read through the gateway at least half the direct rate, p99 at most twice. */
const RATE_BUDGET = 0.5;
const P99_BUDGET = 2;

const cell = (r: Load) =>
  (Number.isFinite(r.rps) && Number.isFinite(r.p99)
    ? `${r.rps.toFixed(0)} / ${r.p99.toFixed(0)}${r.non2xx ? ` (${r.non2xx} errors)` : ''}`
    : 'no answer'
  ).padStart(22);

const sum = (cpu: Record<string, number>, pick: (name: string) => boolean) =>
  Object.entries(cpu).reduce((total, [name, ms]) => total + (pick(name) ? ms : 0), 0);

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

/** One load generator run's request: `bust` / `bustBody` make every request unique so no cache answers it. */
interface Job {
  url: string;
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
  bust?: boolean;
  bustBody?: boolean;
}

/** Runs so far: each run's unique URLs and bodies carry its number, so no run sends another's. */
let runs = 0;

async function load(
  pids: () => Record<string, number | undefined>,
  job: Job,
  seconds = SECONDS,
  warmupSeconds = WARMUP_SECONDS,
): Promise<Load> {
  const script = path.join(__dirname, 'load.ts');
  const once = (seconds: number, bustSeed: string) =>
    run(
      process.execPath,
      ['--import', 'tsx', script, JSON.stringify({ ...job, seconds, connections: CONNECTIONS, bustSeed })],
      { maxBuffer: 1 << 20 },
    );
  const runNumber = runs++;
  if (warmupSeconds > 0) await once(warmupSeconds, `warm-up${runNumber}-`);
  const before = cpuTimes(pids());
  const { stdout } = await once(seconds, `measured${runNumber}-`);
  const after = cpuTimes(pids());
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<Load, 'cpu'>;
  const cpu =
    before && after && result.requests > 0
      ? Object.fromEntries(
          Object.keys(after).map((name) => [name, (after[name] - (before[name] ?? NaN)) / result.requests]),
        )
      : null;
  return { ...result, cpu };
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

async function main() {
  ticksPerSecond = Number((await run('getconf', ['CLK_TCK']).catch(() => ({ stdout: '100' }))).stdout) || 100;
  const stack = await startStack({ port: 0, inMemory: true, log: () => {} });
  const client = await MongoClient.connect(stack.database.uri);
  try {
    const db = client.db(process.env.MONGODB_DB || 'stays');
    const properties = db.collection('properties');
    // Spread over the seeded hosts, as real pages are: a page's hosts are several, some of them repeated.
    const hostIds = (await db.collection('users').find({ role: 'host' }).toArray()).map(
      (host) => host._id as ObjectId,
    );
    console.log(
      `search benchmark: ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, loopback; ${ROUNDS} rounds of the gateway and direct columns (medians)`,
    );
    let inserted = 0;
    for (const size of SIZES) {
      const started = performance.now();
      for (; inserted < size;) {
        const batch = Array.from({ length: Math.min(5000, size - inserted) }, (_, k) =>
          property(inserted + k, hostIds[(inserted + k) % hostIds.length]),
        );
        await properties.insertMany(batch);
        // Writers outside the subgraph keep the distinct-location list too (property/locations.ts).
        await db.collection<{ _id: string }>('propertyLocations').bulkWrite(
          [...new Set(batch.map((doc) => doc.locationKey))].map((key) => ({
            updateOne: {
              filter: { _id: key },
              update: { $setOnInsert: { createdAt: new Date() } },
              upsert: true,
            },
          })),
        );
        inserted += batch.length;
      }
      const insertSeconds = (performance.now() - started) / 1000;
      const settleSeconds = await quietStack(stack.pids);
      const total = await properties.countDocuments();
      // A seeded approved stay (it has reviews): the page a shared link opens.
      const seeded = await properties.findOne({ status: 'approved', title: { $not: /^Bench stay/ } });
      const rows = readRows(stack, String(seeded!._id)).filter((row) => row.name.includes(ONLY));
      // Before the first table, every read runs once through the gateway and straight to the subgraph: the
      // processes' code paths get optimized as a long-running server's are (a read measured first would otherwise
      // carry the gateway's warm-up, the one later reads no longer pay).
      if (size === SIZES[0] && STACK_WARMUP_SECONDS > 0) {
        for (const row of rows) {
          for (const job of [row.jobs[0], row.jobs[2]]) await load(stack.pids, job, STACK_WARMUP_SECONDS, 0);
        }
      }
      console.log(
        `\n${size} bench properties (${total} in all), inserted in ${insertSeconds.toFixed(1)} s, quiet ${settleSeconds.toFixed(0)} s later`,
      );
      const columns = ['gateway rps/p99', 'cached rps/p99', 'direct rps/p99'];
      console.log(
        `${'read (p99 in ms)'.padEnd(46)}${columns.map((name) => name.padStart(22)).join('')}${'rate'.padStart(9)}${'p99'.padStart(9)}${'budget'.padStart(8)}` +
          `${'gateway'.padStart(8)}${'rest'.padStart(8)}${'direct'.padStart(8)}${'ceiling'.padStart(9)}  rounds (rate/p99)`,
      );
      console.log(
        `${''.padEnd(46 + 66)}${`>=${RATE_BUDGET}x`.padStart(9)}${`<=${P99_BUDGET}x`.padStart(9)}${''.padStart(8)}${'(CPU ms per request)'.padStart(24)}`,
      );
      for (const row of rows) {
        const [gatewayJob, cachedJob, directJob] = row.jobs;
        const gatewayRuns: Load[] = [];
        const directRuns: Load[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // Which goes first alternates, so a slow stretch of the machine falls on both columns alike.
          const order =
            round % 2 === 0 ? ([gatewayJob, directJob] as const) : ([directJob, gatewayJob] as const);
          for (const job of order)
            (job === gatewayJob ? gatewayRuns : directRuns).push(await load(stack.pids, job));
        }
        printRow(row.name, gatewayRuns, await load(stack.pids, cachedJob), directRuns);
      }
    }
  } finally {
    await client.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
