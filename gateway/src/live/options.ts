/** How the live hub paces itself (env: LIVE_POLL_MS, LIVE_HEARTBEAT_MS, LIVE_SESSION_CHECK_MS). */
export interface LiveOptions {
  /** How often the one poll loop reads new events while any stream is open. */
  pollMs: number;
  /** A comment line on every idle stream this often, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** How often every stream's session is checked again (logout, block or role change made elsewhere). */
  sessionCheckMs: number;
  /** How long a missing seq (taken by a writer, not stored yet) holds back the events after it. */
  gapWaitMs: number;
}

export const LIVE_DEFAULTS: LiveOptions = {
  pollMs: 250,
  heartbeatMs: 15_000,
  sessionCheckMs: 5000,
  gapWaitMs: 1000,
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0
    ? number
    : fallback;
}

export function liveOptionsFromEnv(env: NodeJS.ProcessEnv): LiveOptions {
  return {
    pollMs: positive(env.LIVE_POLL_MS, LIVE_DEFAULTS.pollMs),
    heartbeatMs: positive(env.LIVE_HEARTBEAT_MS, LIVE_DEFAULTS.heartbeatMs),
    sessionCheckMs: positive(env.LIVE_SESSION_CHECK_MS, LIVE_DEFAULTS.sessionCheckMs),
    gapWaitMs: LIVE_DEFAULTS.gapWaitMs,
  };
}
