import { MongoClient } from 'mongodb';
import type { CacheInvalidator } from '../cache/invalidation';
import { ChangeFollower, changesCollection, changeWriter, newInstanceId } from './changeLog';
import { type AttemptCounts, countersCollection, MongoAttemptCounter } from './counters';
import { sharedInvalidator } from './invalidator';

export interface SharedStateOptions {
  /** The same database the subgraphs use (MONGODB_URI, MONGODB_DB). */
  uri: string;
  dbName: string;
  /** How often the change log is read (CACHE_CHANGES_POLL_MS); below PUBLIC_CACHE_MS so a write empties the others in time. */
  changePollMs: number;
  log: (message: string) => void;
}

/** What several gateways share, through MongoDB: the attempt counters and the caches' change log. */
export interface SharedState {
  counter: AttemptCounts;
  /** Wraps the local invalidator: local changes go to the log, the other gateways' changes come from it. */
  shareInvalidation(local: CacheInvalidator): CacheInvalidator;
  stop(): Promise<void>;
}

/**
 * Connects the gateway to the database with its own small pool, creates the gateway's collections' indexes
 * (`gateway_counters`, `gateway_changes`: the prefix keeps them apart from the subgraphs' collections) and
 * answers what the gateway shares. A gateway that cannot reach the database does not start, as a subgraph.
 */
export async function connectSharedState(options: SharedStateOptions): Promise<SharedState> {
  const client = new MongoClient(options.uri, { maxPoolSize: 10, serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const db = client.db(options.dbName);
  const [counters, changes] = await Promise.all([countersCollection(db), changesCollection(db)]);
  const instanceId = newInstanceId();
  let follower: ChangeFollower | null = null;
  return {
    counter: new MongoAttemptCounter(counters),
    shareInvalidation(local) {
      if (follower) throw new Error('the change log is followed once per gateway');
      follower = new ChangeFollower({
        collection: changes,
        instanceId,
        apply: (change) => local.invalidate(change),
        pollMs: options.changePollMs,
        log: options.log,
      });
      follower.start();
      return sharedInvalidator(local, changeWriter(changes, instanceId), options.log);
    },
    async stop() {
      await follower?.stop();
      await client.close();
    },
  };
}
