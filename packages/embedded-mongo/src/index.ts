import fs from 'node:fs';
import { CursorManager } from './query/cursors';
import { WireServer } from './server';
import { DataStore } from './storage/data-store';
import { Engine } from './storage/engine';
import { lockDataFolder } from './storage/lock';
import { TtlMonitor } from './storage/ttl';

export interface StartOptions {
  /** TCP port; 0 or absent picks a free one. */
  port?: number;
  /** Data folder; absent means everything is kept in memory only. */
  dbPath?: string;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** How often expired TTL documents are removed (default 1000 ms; mongod uses 60 s). */
  ttlIntervalMs?: number;
  /** The log is compacted when it passes this size and twice the last snapshot (default 4 MiB). */
  compactMinBytes?: number;
  log?: (msg: string) => void;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a MongoDB-compatible server; resolves once it accepts connections. */
export async function start(options: StartOptions = {}): Promise<EmbeddedMongo> {
  const engine = new Engine();
  const cleanups: Array<() => void | Promise<void>> = [];
  const cleanup = async (): Promise<void> => {
    for (const fn of cleanups.reverse()) await fn();
  };
  try {
    if (options.dbPath) {
      fs.mkdirSync(options.dbPath, { recursive: true });
      cleanups.push(lockDataFolder(options.dbPath));
      engine.attachStore(
        DataStore.open(options.dbPath, engine, {
          compactMinBytes: options.compactMinBytes,
          log: options.log,
        }),
      );
      cleanups.push(() => engine.close());
    }
    const cursors = new CursorManager();
    cleanups.push(() => cursors.close());
    const ttl = new TtlMonitor(engine, options.ttlIntervalMs ?? 1000, options.log);
    cleanups.push(() => ttl.stop());
    const server = new WireServer(engine, cursors, { host: options.host, log: options.log });
    const port = await server.listen(options.port ?? 0);
    cleanups.push(() => server.close());
    const host = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
    let stopping: Promise<void> | undefined;
    return { uri: `mongodb://${host}:${port}/`, port, stop: () => (stopping ??= cleanup()) };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

export { MongoCommandError, ErrorCodes } from './errors';
