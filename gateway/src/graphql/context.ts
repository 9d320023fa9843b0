import type { Caller } from '@stays/subgraph-shared/src/caller';

/** What every gateway operation runs with: the caller proven by the session cookie (or anonymous). */
export interface GatewayContext {
  caller: Caller;
}
