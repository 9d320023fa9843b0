// A per-sender limit on writes a user makes to other users (a guest's messages and booking requests, issue 18
// #11): counted in MongoDB, so it holds across restarts and across several processes of one subgraph.
import { type Connection, type Model, Schema } from 'mongoose';
import { appError } from './errors';

/** At most `limit` actions in any `windowMs` (approximately: see `slidingCount`). */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * The rule from `<prefix>_LIMIT` and `<prefix>_WINDOW_MS` (whole numbers above 0), the defaults when unset or
 * empty. A value that is set but not a whole number above 0 stops the start-up: a typo must not turn the limit off.
 */
export function throttleRuleFromEnv(
  prefix: string,
  defaults: ThrottleRule,
  env: NodeJS.ProcessEnv = process.env,
): ThrottleRule {
  const read = (name: string, fallback: number) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
    return value;
  };
  return {
    limit: read(`${prefix}_LIMIT`, defaults.limit),
    windowMs: read(`${prefix}_WINDOW_MS`, defaults.windowMs),
  };
}

/**
 * The sliding-window estimate of how many actions fall in the last window: all of the current fixed window's,
 * plus the previous window's in proportion to how much of it the sliding window still covers. Two counters per
 * key instead of a log of every action; a burst at a window's edge counts fully against the next one.
 */
export function slidingCount(previous: number, current: number, elapsedInWindow: number, windowMs: number) {
  const stillCovered = Math.max(0, 1 - elapsedInWindow / windowMs);
  return current + previous * stillCovered;
}

interface ThrottleRecord {
  _id: string;
  count: number;
  /** When the counter is of no use any more (end of the next window): the TTL index removes it. */
  expiresAt: Date;
}

export type ThrottleModel = Model<ThrottleRecord>;

const throttleSchema = new Schema<ThrottleRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
throttleSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** The counters of one subgraph, in its own collection (each subgraph owns its collections). */
export function throttleModel(connection: Connection, collection: string): ThrottleModel {
  return (
    (connection.models[collection] as ThrottleModel | undefined) ??
    connection.model<ThrottleRecord>(collection, throttleSchema, collection)
  );
}

/**
 * Counts one action of `key` (an action kind and a user id) and answers whether it is within the rule. The
 * count is one atomic `$inc` of the current window's counter, so simultaneous requests cannot all slip under the
 * limit; refused attempts count too, so a sender who keeps trying keeps waiting.
 */
export async function takeThrottle(
  throttles: ThrottleModel,
  key: string,
  rule: ThrottleRule,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const [previous, current] = await Promise.all([
    throttles
      .findById(`${key}:${windowStart - rule.windowMs}`)
      .lean()
      .exec(),
    throttles
      .findOneAndUpdate(
        { _id: `${key}:${windowStart}` },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowStart + 2 * rule.windowMs) } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean()
      .exec(),
  ]);
  return (
    slidingCount(previous?.count ?? 0, current?.count ?? 1, now - windowStart, rule.windowMs) <= rule.limit
  );
}

/** The refusal over the limit: `TOO_MANY_REQUESTS`, which the gateway answers with HTTP 429. */
export const tooManyRequests = (message: string) => appError('TOO_MANY_REQUESTS', message);

/** Refuses with `message` (429) when `key` is over its rule; otherwise counts the action. */
export async function assertWithinThrottle(
  throttles: ThrottleModel,
  key: string,
  rule: ThrottleRule,
  message: string,
): Promise<void> {
  if (!(await takeThrottle(throttles, key, rule))) throw tooManyRequests(message);
}
