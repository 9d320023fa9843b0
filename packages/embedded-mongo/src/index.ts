import { CursorManager } from './query/cursors';
import { WireServer } from './server';
import { Engine } from './storage/engine';

export interface StartOptions {
  /** TCP port; 0 or absent picks a free one. */
  port?: number;
  /** Data folder; absent means everything is kept in memory only. */
  dbPath?: string;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** How often expired TTL documents are removed (default 1000 ms; mongod uses 60 s). */
  ttlIntervalMs?: number;
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
  const cursors = new CursorManager();
  const server = new WireServer(engine, cursors, { host: options.host, log: options.log });
  let port: number;
  try {
    port = await server.listen(options.port ?? 0);
  } catch (err) {
    cursors.close();
    await engine.close();
    throw err;
  }
  const host = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${host}:${port}/`,
    port,
    stop: () =>
      (stopping ??= (async () => {
        await server.close();
        cursors.close();
        await engine.close();
      })()),
  };
}

export { MongoCommandError, ErrorCodes } from './errors';
