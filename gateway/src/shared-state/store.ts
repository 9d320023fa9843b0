import { MongoClient } from 'mongodb';
import type { CacheInvalidator } from '../cache/invalidation';
import { ChangeFollower, changesCollection, changeWriter, newInstanceId } from './changeLog';
import { type AttemptCounts, countersCollection, MongoAttemptCounter } from './counters';
import { sharedInvalidator } from './invalidator';
import { type StreamCaps, StreamRegistry, streamsCollection } from './streams';

export interface SharedStateOptions {
  /** The same database the subgraphs use (MONGODB_URI, MONGODB_DB). */
  uri: string;
  dbName: string;
  /** How often the change log is read (CACHE_CHANGES_POLL_MS); below PUBLIC_CACHE_MS so a write empties the others in time. */
  changePollMs: number;
  /** How many event streams a session and an account may hold across the fleet (LIVE_STREAMS_PER_*). */
  streamCaps: StreamCaps;
  log: (message: string) => void;
}

/** What several gateways share, through MongoDB: the attempt counters, the caches' change log, the event streams. */
export interface SharedState {
  counter: AttemptCounts;
  /** The fleet's open event streams, capped per session and per account (streams.ts). */
  streams: StreamRegistry;
  /** Wraps the local invalidator: local changes go to the log, the other gateways' changes come from it. */
  shareInvalidation(local: CacheInvalidator): CacheInvalidator;
  stop(): Promise<void>;
}

/**
 * Connects the gateway to the database with its own small pool, creates the gateway's collections' indexes
 * (`gateway_counters`, `gateway_changes`, `gateway_streams`: the prefix keeps them apart from the subgraphs' collections) and
 * answers what the gateway shares. A gateway that cannot reach the database does not start, as a subgraph.
 */
export async function connectSharedState(options: SharedStateOptions): Promise<SharedState> {
  const client = new MongoClient(options.uri, { maxPoolSize: 10, serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const db = client.db(options.dbName);
  const [counters, changes, streamDocuments] = await Promise.all([
    countersCollection(db),
    changesCollection(db),
    streamsCollection(db),
  ]);
  const instanceId = newInstanceId();
  let follower: ChangeFollower | null = null;
  // Streams pushed out by another gateway close within a second.
  const streams = new StreamRegistry(streamDocuments, instanceId, options.streamCaps, 1000, options.log);
  return {
    counter: new MongoAttemptCounter(counters),
    streams,
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
      await streams.stop();
      await client.close();
    },
  };
}
