import { MongoClient, type Db } from 'mongodb';
import { start } from '../../src';

/**
 * The server a conformance test talks to: a real MongoDB when MONGODB_URI is set (so the same expectations are
 * checked against the reference), otherwise a fresh embedded server in memory.
 */
export interface Target {
  uri: string;
  /** True when running against a real MongoDB. */
  real: boolean;
  stop(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const uri = process.env.MONGODB_URI;
  if (uri) return { uri, real: true, stop: async () => {} };
  const server = await start({ ttlIntervalMs: 200 });
  return { uri: server.uri, real: false, stop: () => server.stop() };
}

let counter = 0;
/** A database name no other test file uses, so suites can share a real server. */
export const uniqueDbName = (prefix: string): string =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

export interface DriverFixture {
  target: Target;
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

export async function driverFixture(prefix: string): Promise<DriverFixture> {
  const target = await startTarget();
  const client = await MongoClient.connect(target.uri);
  const db = client.db(uniqueDbName(prefix));
  return {
    target,
    client,
    db,
    async close() {
      await db.dropDatabase().catch(() => {});
      await client.close();
      await target.stop();
    },
  };
}
