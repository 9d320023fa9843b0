import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  dbNameFromEnv,
  INTERNAL_TOKEN_HEADER,
  SUBGRAPH_NAMES,
  SUBGRAPHS,
  subgraphPort,
  type SubgraphName,
} from '@stays/contracts';
import { startDatabase } from '@stays/subgraph-shared/database';
import {
  freePort,
  type ManagedChild,
  spawnManaged,
  supervise,
  type SupervisedChild,
  waitForHealthy,
  waitForPort,
} from './processes';
import { seedIfEmpty } from './seed';

export const REPO_ROOT = path.resolve(__dirname, '..');

export interface StackOptions {
  /** Gateway port; 0 picks free ports for the gateway and every subgraph. */
  port: number;
  /** Where the embedded database keeps its files (default: DATA_DIR or .data/db). */
  dataDir?: string;
  /** A throw-away database (a fresh temporary folder, removed on stop); MONGODB_URI is ignored. */
  inMemory?: boolean;
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  /** Show the children's output (npm start) instead of keeping it for error reports (tests). */
  showOutput?: boolean;
  /**
   * Called when a child keeps dying (RESTART_POLICY: 5 deaths within 60 s) and is given up on; the default logs
   * it loudly. A single death is reported and the child restarted (processes.ts `supervise`).
   */
  onChildExit?: (name: string, code: number | null, signal: NodeJS.Signals | null, tail: string) => void;
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Gateway processes on the same subgraphs and database (default 1); the others on free ports (gatewayUrls). */
  gateways?: number;
  /** Processes of each subgraph (default 1), every gateway reaching all of them (<NAME>_REPLICAS). */
  replicas?: number;
  /**
   * Called once the subgraphs are healthy and before the gateways start, with every port: what it returns is
   * added to the gateways' environment (start:fleet starts nginx here and points side calls at it).
   */
  beforeGateways?: (ports: {
    subgraphs: Record<SubgraphName, number[]>;
    gateways: number[];
  }) => Promise<NodeJS.ProcessEnv>;
}

export interface RunningStack {
  url: string;
  port: number;
  /** Every gateway's URL, `url` first (more than one with the `gateways` option). */
  gatewayUrls: string[];
  internalToken: string;
  jwtSecret: string;
  database: { uri: string; kind: string };
  subgraphs: Record<SubgraphName, { url: string; port: number }>;
  /** Every replica's port of each subgraph (the first is `subgraphs[name].port`). */
  replicaPorts: Record<SubgraphName, number[]>;
  /** The current process id of each supervised child ('database' when it runs as one, each subgraph, 'gateway'). */
  pids(): Record<string, number | undefined>;
  stop(): Promise<void>;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * Brings up the whole back end: the database, the demo data, the four subgraphs and then the gateway, each
 * service a child process (`node --import tsx`), exactly as `npm start` runs them. Used by `npm start`, the
 * API and browser tests and the benchmarks.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((message: string) => console.log(`[stack] ${message}`));
  const baseEnv = { ...process.env, ...options.env };
  const internalToken = baseEnv.INTERNAL_TOKEN || secret();
  const jwtSecret = baseEnv.JWT_SECRET || secret();
  const dbName = dbNameFromEnv(baseEnv);
  const children: SupervisedChild[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let stopping = false;

  const stop = async () => {
    stopping = true;
    // Gateway first (it is last in the list), so nothing new reaches the subgraphs while they drain.
    for (const child of [...children].reverse()) await child.stop();
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => log(`cleanup failed: ${String(error)}`));
  };

  try {
    const dataDir = options.inMemory
      ? await mkdtemp(path.join(os.tmpdir(), 'stays-db-'))
      : path.resolve(REPO_ROOT, options.dataDir ?? baseEnv.DATA_DIR ?? '.data/db');
    if (options.inMemory) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const onGiveUp = (dead: ManagedChild, code: number | null, signal: NodeJS.Signals | null) => {
      if (stopping) return;
      if (options.onChildExit) options.onChildExit(dead.name, code, signal, dead.tail());
      else log(`!!! ${dead.name} kept dying (code ${code}, signal ${signal})\n${dead.tail()}`);
    };
    const database = childDatabaseWanted(options, baseEnv)
      ? await startDatabaseChild(options, baseEnv, dataDir, log, onGiveUp, children)
      : await startWithDatabasePort(options, dataDir, log);
    cleanups.push(() => database.stop());
    log(`database: ${database.kind} (${database.kind === 'embedded' ? dataDir : 'external'})`);

    if (options.seed !== false) await seedIfEmpty(database.uri, dbName, log);

    const ports = {} as Record<SubgraphName, number>;
    const replicaPorts = {} as Record<SubgraphName, number[]>;
    for (const name of SUBGRAPH_NAMES) {
      ports[name] = options.port === 0 ? await freePort() : subgraphPort(name, baseEnv);
      replicaPorts[name] = [ports[name]];
      for (let n = 2; n <= (options.replicas ?? 1); n++) replicaPorts[name].push(await freePort());
    }
    const gatewayPort = options.port === 0 ? await freePort() : options.port;

    const env: NodeJS.ProcessEnv = {
      ...baseEnv,
      MONGODB_URI: database.uri,
      MONGODB_DB: dbName,
      INTERNAL_TOKEN: internalToken,
      JWT_SECRET: jwtSecret,
      PORT: String(gatewayPort),
      ...Object.fromEntries(SUBGRAPH_NAMES.map((name) => [SUBGRAPHS[name].portEnv, String(ports[name])])),
    };
    if ((options.replicas ?? 1) > 1) {
      for (const name of SUBGRAPH_NAMES)
        env[`${name.toUpperCase()}_REPLICAS`] = replicaPorts[name]
          .map((port) => `http://127.0.0.1:${port}`)
          .join(',');
    }

    const spawnService = (name: string, entry: string, own: NodeJS.ProcessEnv = {}) => {
      const child = supervise({
        name,
        log,
        onGiveUp,
        spawn: (onUnexpectedExit) =>
          spawnManaged({
            name,
            command: process.execPath,
            args: ['--import', 'tsx', path.join(REPO_ROOT, entry)],
            cwd: REPO_ROOT,
            env: { ...env, ...own },
            showOutput: options.showOutput ?? false,
            onUnexpectedExit,
          }),
      });
      children.push(child);
      return child;
    };

    const tokenHeader = { [INTERNAL_TOKEN_HEADER]: internalToken };
    // Replica n of a subgraph is `<name> n` (the first keeps the plain name), on its own port.
    const subgraphChildren = SUBGRAPH_NAMES.flatMap((name) =>
      replicaPorts[name].map((port, i) => ({
        port,
        child: spawnService(
          i === 0 ? name : `${name} ${i + 1}`,
          `subgraphs/${name}/src/main.ts`,
          i === 0 ? {} : { [SUBGRAPHS[name].portEnv]: String(port) },
        ),
      })),
    );
    await Promise.all(
      subgraphChildren.map(({ port, child }) =>
        waitForHealthy(`http://127.0.0.1:${port}/healthz`, tokenHeader, child),
      ),
    );
    const gatewayPorts = [gatewayPort];
    for (let n = 2; n <= (options.gateways ?? 1); n++) gatewayPorts.push(await freePort());
    // The gateways' own additions (a subgraph restarted later must not see them: they may name its port).
    const gatewayEnv =
      (await options.beforeGateways?.({ subgraphs: replicaPorts, gateways: gatewayPorts })) ?? {};
    // Started together: each composes the graph on its own.
    await Promise.all(
      gatewayPorts.map((port, i) =>
        waitForHealthy(
          `http://127.0.0.1:${port}/healthz`,
          {},
          i === 0
            ? spawnService('gateway', 'gateway/src/index.ts', gatewayEnv)
            : spawnService(`gateway ${i + 1}`, 'gateway/src/index.ts', { ...gatewayEnv, PORT: String(port) }),
        ),
      ),
    );
    const gatewayUrls = gatewayPorts.map((port) => `http://localhost:${port}`);

    return {
      url: `http://localhost:${gatewayPort}`,
      port: gatewayPort,
      gatewayUrls,
      internalToken,
      jwtSecret,
      database: { uri: database.uri, kind: database.kind },
      subgraphs: Object.fromEntries(
        SUBGRAPH_NAMES.map((name) => [name, { port: ports[name], url: `http://127.0.0.1:${ports[name]}` }]),
      ) as RunningStack['subgraphs'],
      replicaPorts,
      pids: () => Object.fromEntries(children.map((child) => [child.name, child.current().process.pid])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The embedded server runs as a supervised child of its own (restarted like the subgraphs if it dies; its log
 * makes every acknowledged write survive that) unless a database is configured: MONGODB_URI (not for a
 * throw-away stack), or a mongod binary for mongodb-memory-server (MONGOMS_SYSTEM_BINARY, MONGOMS_DOWNLOAD=1),
 * which startDatabase runs in this process as before.
 */
function childDatabaseWanted(options: StackOptions, env: NodeJS.ProcessEnv): boolean {
  if (env.MONGODB_URI && !options.inMemory) return false;
  return !env.MONGOMS_SYSTEM_BINARY && env.MONGOMS_DOWNLOAD !== '1';
}

/**
 * The embedded database's live heap is the data (about 660 MB at 100k listings), and V8's defaults suit a
 * program whose heap is mostly garbage: its memory reducer and a next-collection limit of about 1.1 times the
 * survivors started a full collection of the whole heap every 20-30 s under read load, each taking a core for
 * about two seconds and putting a 100-300 ms p99 on every read of that moment (docs/decisions.md). Letting the
 * heap double before the next full collection, and not collecting early to give memory back, spaces them minutes
 * apart for at most twice the live heap.
 */
const EMBEDDED_DATABASE_NODE_FLAGS = ['--heap-growing-percent=100', '--no-memory-reducer'];

async function startDatabaseChild(
  options: StackOptions,
  env: NodeJS.ProcessEnv,
  dataDir: string,
  log: (message: string) => void,
  onGiveUp: (dead: ManagedChild, code: number | null, signal: NodeJS.Signals | null) => void,
  children: SupervisedChild[],
): Promise<{ uri: string; kind: 'embedded'; stop(): Promise<void> }> {
  const port =
    options.port === 0 || options.inMemory ? await freePort() : Number(env.EMBEDDED_MONGO_PORT) || 27027;
  const { connectionUri, DEFAULT_USERNAME, randomPassword } = await import('@stays/embedded-mongo');
  // One password per run unless one is given; a restarted database child gets the same one from its env.
  const credentials = {
    username: DEFAULT_USERNAME,
    password: env.EMBEDDED_MONGO_PASSWORD || randomPassword(),
  };
  const child = supervise({
    name: 'database',
    log,
    onGiveUp,
    spawn: (onUnexpectedExit) =>
      spawnManaged({
        name: 'database',
        command: process.execPath,
        args: [
          ...EMBEDDED_DATABASE_NODE_FLAGS,
          '--import',
          'tsx',
          path.join(REPO_ROOT, 'scripts/embedded-database.ts'),
          String(port),
          dataDir,
        ],
        cwd: REPO_ROOT,
        env: { ...env, EMBEDDED_MONGO_PASSWORD: credentials.password },
        showOutput: options.showOutput ?? false,
        onUnexpectedExit,
      }),
  });
  // First to start, last to stop (stop() walks the list backwards).
  children.push(child);
  await waitForPort(port, child);
  return { uri: connectionUri('127.0.0.1', port, credentials), kind: 'embedded', stop: async () => {} };
}

/**
 * The embedded server reads its port from EMBEDDED_MONGO_PORT; a throw-away stack takes a free one so that
 * it never collides with a running `npm start`.
 */
async function startWithDatabasePort(options: StackOptions, dataDir: string, log: (m: string) => void) {
  const saved = { port: process.env.EMBEDDED_MONGO_PORT, uri: process.env.MONGODB_URI };
  if (options.port === 0 || options.inMemory) process.env.EMBEDDED_MONGO_PORT = '0'; // any free port
  // A throw-away stack must never seed or test against a real database that happens to be configured.
  if (options.inMemory) delete process.env.MONGODB_URI;
  try {
    return await startDatabase({ dataDir, log });
  } finally {
    restoreEnv('EMBEDDED_MONGO_PORT', saved.port);
    restoreEnv('MONGODB_URI', saved.uri);
  }
}

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
