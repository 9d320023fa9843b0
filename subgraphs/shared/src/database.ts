import fs from 'node:fs';
import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';

export type DatabaseKind = 'uri' | 'memory-server' | 'embedded';

export interface StartedDatabase {
  uri: string;
  kind: DatabaseKind;
  /** Shuts down what startDatabase started; nothing when it was given MONGODB_URI. */
  stop(): Promise<void>;
}

export interface StartDatabaseOptions {
  /** Data folder of the embedded server (default DATA_DIR, else <repo>/.data/db). */
  dataDir?: string;
  log?: (msg: string) => void;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const DEFAULT_DOWNLOAD_TIMEOUT_MS = 120_000;

/** Hides credentials when a URI is logged. */
const redact = (uri: string): string => uri.replace(/\/\/[^@/]*@/, '//***@');

/**
 * The one way every process gets its database (DESIGN.md "Database"): MONGODB_URI when set; else
 * mongodb-memory-server when a mongod binary is at hand; else the embedded MongoDB-compatible server.
 */
export async function startDatabase(opts: StartDatabaseOptions = {}): Promise<StartedDatabase> {
  const log = opts.log ?? ((msg: string) => console.log(`[database] ${msg}`));
  const uri = process.env.MONGODB_URI;
  if (uri) {
    log(`using MONGODB_URI ${redact(uri)} (set in the environment)`);
    return { uri, kind: 'uri', stop: async () => {} };
  }
  const memory = await tryMemoryServer(log);
  if (memory) return memory;
  return startEmbedded(opts.dataDir ?? process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data/db'), log);
}

async function startEmbedded(dataDir: string, log: (msg: string) => void): Promise<StartedDatabase> {
  const { start } = await import('@stays/embedded-mongo');
  const port = Number(process.env.EMBEDDED_MONGO_PORT ?? 0) || 0;
  fs.mkdirSync(dataDir, { recursive: true });
  // Clients must authenticate: EMBEDDED_MONGO_PASSWORD, else a password of this run that only the URI carries.
  const server = await start({
    port,
    dbPath: dataDir,
    auth: { password: process.env.EMBEDDED_MONGO_PASSWORD || undefined },
    log: (msg) => log(`embedded-mongo: ${msg}`),
  });
  log(
    `using the embedded MongoDB-compatible server at ${redact(server.uri)} with data in ${dataDir} (no MONGODB_URI and no mongod binary)`,
  );
  return { uri: server.uri, kind: 'embedded', stop: () => server.stop() };
}

/**
 * mongodb-memory-server only when a binary can be had without the network: MONGOMS_SYSTEM_BINARY, or one already
 * in its cache. A download is tried only on MONGOMS_DOWNLOAD=1, and bounded, since here it can only fail or hang.
 */
async function tryMemoryServer(log: (msg: string) => void): Promise<StartedDatabase | null> {
  let mms: typeof import('mongodb-memory-server-core');
  try {
    mms = await import('mongodb-memory-server-core');
  } catch (err) {
    log(`mongodb-memory-server-core is not available (${(err as Error).message})`);
    return null;
  }
  const systemBinary = process.env.MONGOMS_SYSTEM_BINARY;
  const download = process.env.MONGOMS_DOWNLOAD === '1';
  let reason: string;
  if (systemBinary) {
    reason = `MONGOMS_SYSTEM_BINARY=${systemBinary}`;
  } else {
    const cached = await findCachedBinary(mms).catch(() => undefined);
    if (cached) reason = `a cached mongod binary at ${cached}`;
    else if (download) reason = 'MONGOMS_DOWNLOAD=1 (downloading a mongod binary)';
    else {
      log(
        'no mongod binary for mongodb-memory-server (set MONGOMS_SYSTEM_BINARY, or MONGOMS_DOWNLOAD=1 to download one)',
      );
      return null;
    }
  }
  const timeoutMs = Number(process.env.MONGOMS_DOWNLOAD_TIMEOUT_MS) || DEFAULT_DOWNLOAD_TIMEOUT_MS;
  const creating = withoutDownload(!download, () => mms.MongoMemoryServer.create());
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up after ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    const server = await Promise.race([creating, timeout]);
    log(`using mongodb-memory-server at ${server.getUri()} (${reason})`);
    return { uri: server.getUri(), kind: 'memory-server', stop: async () => void (await server.stop()) };
  } catch (err) {
    // If the race was lost to the timeout, stop whatever the late start produces.
    creating.then((late) => late.stop()).catch(() => {});
    log(
      `mongodb-memory-server could not start (${(err as Error).message}); falling back to the embedded server`,
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs start with mongodb-memory-server's runtime download switched off, unless a download was asked for. */
async function withoutDownload<T>(off: boolean, start: () => Promise<T>): Promise<T> {
  if (!off) return start();
  const previous = process.env.MONGOMS_RUNTIME_DOWNLOAD;
  process.env.MONGOMS_RUNTIME_DOWNLOAD = 'false';
  try {
    // The setting is read while create() looks for the binary, so it stays until create() settles.
    return await start();
  } finally {
    if (previous === undefined) delete process.env.MONGOMS_RUNTIME_DOWNLOAD;
    else process.env.MONGOMS_RUNTIME_DOWNLOAD = previous;
  }
}

async function findCachedBinary(
  mms: typeof import('mongodb-memory-server-core'),
): Promise<string | undefined> {
  // The options mongodb-memory-server would use itself: MONGOMS_VERSION, or its default version.
  return mms.DryMongoBinary.locateBinary(mms.DryMongoBinary.getEnsuredOptions());
}

/** A mongoose connection of its own (each subgraph and the seed keep theirs separate), open when resolved. */
export async function connectMongoose(uri: string, dbName: string): Promise<Connection> {
  return mongoose.createConnection(uri, { dbName }).asPromise();
}
