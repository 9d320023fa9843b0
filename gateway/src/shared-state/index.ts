export { type AttemptCounts, countersCollection, MongoAttemptCounter } from './counters';
export { ChangeFollower, changesCollection, changeWriter } from './changeLog';
export { sharedInvalidator } from './invalidator';
export type { CacheChange } from '../cache/invalidation';
export { connectSharedState, type SharedState } from './store';
export { type StreamCaps, type StreamLimiter, StreamRegistry, streamCapsFromEnv } from './streams';
