import type { Caller } from '@stays/contracts';

/** What every gateway operation runs with. */
export interface GatewayContext {
  /** The caller proven by the session cookie and confirmed against the account (or anonymous). */
  caller: Caller;
  /** The client address (express `req.ip`, proxies trusted from loopback only): the sign-in rate limit key. */
  ip?: string;
  /** Accounts this browser signed in to before (the device cookie, auth/device.ts): the sign-in limit trusts it. */
  knownDevices?: string[];
}
