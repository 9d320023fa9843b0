import fs from 'node:fs';
import { Authenticator, connectionUri, type Credentials, DEFAULT_USERNAME, randomPassword } from './auth';
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
  /**
   * Who may connect, by SCRAM-SHA-256 as a mongod started with --auth: every command but the handshake ones
   * answers code 13 until the connection authenticates. Default: user `stays` with a random password (both in
   * `uri`). `false` lets any client in, as a mongod without --auth.
   */
  auth?: Partial<Credentials> | false;
  /** How often expired TTL documents are removed (default 1000 ms; mongod uses 60 s). */
  ttlIntervalMs?: number;
  /** The log is compacted when it passes this size and twice the last snapshot (default 4 MiB). */
  compactMinBytes?: number;
  log?: (msg: string) => void;
}

export interface EmbeddedMongo {
  /** With the credentials and authSource when authentication is on: keep it out of logs. */
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
    const credentials =
      options.auth === false
        ? undefined
        : {
            username: options.auth?.username ?? DEFAULT_USERNAME,
            password: options.auth?.password ?? randomPassword(),
          };
    const auth = credentials && new Authenticator(credentials, options.log);
    const server = new WireServer(engine, cursors, { host: options.host, log: options.log, auth });
    const port = await server.listen(options.port ?? 0);
    cleanups.push(() => server.close());
    const host = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
    let stopping: Promise<void> | undefined;
    const uri = connectionUri(host, port, credentials);
    return { uri, port, stop: () => (stopping ??= cleanup()) };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

export { MongoCommandError, ErrorCodes } from './errors';
export { AUTH_DATABASE, connectionUri, type Credentials, DEFAULT_USERNAME, randomPassword } from './auth';
