// The per-sender throttle: the window arithmetic as pure functions, and the counting on the embedded database
// that runs it (the atomic $inc is what keeps a burst of simultaneous requests under the limit).
import { start } from '@stays/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import {
  slidingCount,
  takeThrottle,
  throttleModel,
  type ThrottleModel,
  throttleRuleFromEnv,
} from './throttle';

describe('throttleRuleFromEnv', () => {
  const defaults = { limit: 10, windowMs: 600_000 };

  it('answers the defaults when unset or empty', () => {
    expect(throttleRuleFromEnv('MESSAGE_RATE', defaults, {})).toEqual(defaults);
    expect(throttleRuleFromEnv('MESSAGE_RATE', defaults, { MESSAGE_RATE_LIMIT: ' ' })).toEqual(defaults);
  });

  it('reads both variables', () => {
    expect(
      throttleRuleFromEnv('MESSAGE_RATE', defaults, {
        MESSAGE_RATE_LIMIT: '3',
        MESSAGE_RATE_WINDOW_MS: '1000',
      }),
    ).toEqual({ limit: 3, windowMs: 1000 });
  });

  it.each(['0', '-1', '2.5', 'ten'])('refuses %p rather than turning the limit off', (value) => {
    expect(() => throttleRuleFromEnv('MESSAGE_RATE', defaults, { MESSAGE_RATE_LIMIT: value })).toThrow(
      'MESSAGE_RATE_LIMIT must be a whole number above 0',
    );
  });
});

describe('slidingCount', () => {
  it('counts the whole previous window at its start and none of it at its end', () => {
    expect(slidingCount(10, 1, 0, 1000)).toBe(11);
    expect(slidingCount(10, 1, 500, 1000)).toBe(6);
    expect(slidingCount(10, 1, 1000, 1000)).toBe(1);
  });
});

describe('takeThrottle on the database', () => {
  let server: Awaited<ReturnType<typeof start>>;
  let connection: Connection;
  let throttles: ThrottleModel;
  const rule = { limit: 5, windowMs: 60_000 };
  // Times near the real clock: the TTL monitor removes counters whose expiry has passed.
  const base = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;

  beforeAll(async () => {
    server = await start({ port: 0 });
    connection = await mongoose.createConnection(server.uri, { dbName: 'throttle-test' }).asPromise();
    throttles = throttleModel(connection, 'testThrottles');
    await throttles.init();
  });

  afterAll(async () => {
    await connection?.close();
    await server?.stop();
  });

  it('lets exactly the limit through of a simultaneous burst', async () => {
    const now = base;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => takeThrottle(throttles, 'burst:a', rule, now)),
    );
    expect(answers.filter(Boolean)).toHaveLength(rule.limit);
  });

  it('keeps keys apart', async () => {
    const now = base;
    for (let i = 0; i < rule.limit; i++)
      expect(await takeThrottle(throttles, 'apart:a', rule, now)).toBe(true);
    expect(await takeThrottle(throttles, 'apart:a', rule, now)).toBe(false);
    expect(await takeThrottle(throttles, 'apart:b', rule, now)).toBe(true);
  });

  it('slides: a full window just before still counts, and is forgotten a window later', async () => {
    const start = base;
    for (let i = 0; i < rule.limit; i++) await takeThrottle(throttles, 'slide:a', rule, start + 59_000);
    // One second into the next window nearly all of the previous one is still inside the sliding window.
    expect(await takeThrottle(throttles, 'slide:a', rule, start + rule.windowMs + 1_000)).toBe(false);
    expect(await takeThrottle(throttles, 'slide:a', rule, start + 2 * rule.windowMs + 1_000)).toBe(true);
  });

  it('sets each counter to expire after the window that still reads it', async () => {
    const now = base;
    await takeThrottle(throttles, 'expiry:a', rule, now);
    const stored = await throttles.findById(`expiry:a:${now}`).lean().exec();
    expect(stored?.expiresAt.getTime()).toBe(now + 2 * rule.windowMs);
  });
});
