import {
  ANONYMOUS,
  type Caller,
  INTERNAL_TOKEN_HEADER,
  isRole,
  SESSION_STATES_MAX_IDS,
  type SessionEndReason,
} from '@stays/contracts';
import type { CacheChange, InvalidatedCache } from '../cache/invalidation';
import type { SessionToken } from './session';

/** The account facts a session is checked against (users subgraph `POST /internal/session-states`). */
export interface SessionState {
  id: string;
  role: string;
  isBlocked: boolean;
  sessionVersion: number;
  /** The account's sessions ended one by one (logout in one browser); absent from older subgraphs. */
  endedSessions?: string[];
}

/** Why a session ended, as a page is told: `SESSION_END_REASONS` of @stays/contracts. */
export type SessionEnd = SessionEndReason;

export type FetchStates = (ids: string[]) => Promise<SessionState[]>;

/**
 * Asks the users subgraph for the current state of some accounts, in as few internal calls as its cap allows: it
 * answers for at most SESSION_STATES_MAX_IDS accounts a call, and an account left out would read as signed out.
 */
export function fetchStatesFrom(
  usersUrl: string,
  internalToken: string,
  fetchImpl: typeof fetch = fetch,
): FetchStates {
  const lookup = async (ids: string[]) => {
    const response = await fetchImpl(`${usersUrl}/internal/session-states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
      body: JSON.stringify({ ids }),
    });
    if (!response.ok) throw new Error(`session lookup answered ${response.status}`);
    return ((await response.json()) as { states: SessionState[] }).states;
  };
  return async (ids) => {
    const calls: Promise<SessionState[]>[] = [];
    for (let start = 0; start < ids.length; start += SESSION_STATES_MAX_IDS)
      calls.push(lookup(ids.slice(start, start + SESSION_STATES_MAX_IDS)));
    return (await Promise.all(calls)).flat();
  };
}

interface Waiter {
  resolve: (state: SessionState | null) => void;
  reject: (error: unknown) => void;
}

interface CacheEntry {
  state: SessionState | null;
  at: number;
}

/**
 * Turns a verified token into the caller its account allows now: anonymous when the account is gone or
 * blocked, the token's session version is not the account's current one (sign out everywhere, password change,
 * block and role change bump it) or its own session was ended (logout in that browser), otherwise the account's *current* role (the token's role is never trusted alone).
 *
 * Lookups of one tick are batched into one internal call, and each account's state is cached for `ttlMs`
 * (about a second): a revocation made through this gateway is seen at once (`forget`), one made elsewhere within
 * `ttlMs`. When the lookup fails the request is treated as anonymous (fail closed).
 */
export class SessionChecker implements InvalidatedCache {
  private readonly cache = new Map<string, CacheEntry>();
  private pending: Map<string, Waiter[]> | null = null;
  /**
   * Per lookup in flight, the accounts forgotten meanwhile (or `all` of them): its answer may predate the change,
   * so is not kept.
   */
  private readonly inFlight = new Set<{ ids: Set<string>; all: boolean }>();
  private readonly forgetListeners: Array<(userId: string) => void> = [];

  constructor(
    private readonly fetchStates: FetchStates,
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async callerFor(claims: SessionToken | null): Promise<Caller> {
    if (!claims) return ANONYMOUS;
    let state: SessionState | null;
    try {
      state = await this.stateOf(claims.userId);
    } catch {
      return ANONYMOUS;
    }
    if (!state || state.isBlocked || state.sessionVersion !== claims.sessionVersion || !isRole(state.role))
      return ANONYMOUS;
    if (claims.sessionId && state.endedSessions?.includes(claims.sessionId)) return ANONYMOUS;
    // The session id travels to the subgraphs with the caller: logout ends that session only.
    return claims.sessionId
      ? { userId: claims.userId, role: state.role, sessionId: claims.sessionId }
      : { userId: claims.userId, role: state.role };
  }

  /**
   * Why a verified token's session no longer holds, as the page that held it is told (live/hub.ts): blocked, its
   * role changed, or signed out (this browser's logout, sign out everywhere, a password change). Null while it
   * holds, or when the account's state cannot be read now (nothing is said on a guess).
   */
  async endOf(claims: SessionToken): Promise<SessionEnd | null> {
    let state: SessionState | null;
    try {
      state = await this.stateOf(claims.userId);
    } catch {
      return null;
    }
    if (!state) return 'signed-out';
    if (state.isBlocked) return 'blocked';
    if (state.role !== claims.role) return 'role-changed';
    if (state.sessionVersion !== claims.sessionVersion) return 'signed-out';
    if (claims.sessionId && state.endedSessions?.includes(claims.sessionId)) return 'signed-out';
    return null;
  }

  /** Drops what is known of an account, so the next request reads it again (after logout, block, role change). */
  forget(userId: string): void {
    this.cache.delete(userId);
    for (const forgotten of this.inFlight) forgotten.ids.add(userId);
    for (const listener of this.forgetListeners) listener(userId);
  }

  /** The invalidator's way in (cache/invalidation.ts): the accounts a change names, or all of them (`all`, `allSessions`). */
  invalidate(change: CacheChange): void {
    const every = change.all || change.allSessions;
    if (every) for (const forgotten of this.inFlight) forgotten.all = true;
    for (const userId of every ? [...this.cache.keys()] : (change.userIds ?? [])) this.forget(userId);
  }

  /** Told of every `forget`: the account's open live streams check their session again at once. */
  onForget(listener: (userId: string) => void): void {
    this.forgetListeners.push(listener);
  }

  private stateOf(userId: string): Promise<SessionState | null> {
    const cached = this.cache.get(userId);
    if (cached && this.now() - cached.at < this.ttlMs) return Promise.resolve(cached.state);
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = new Map();
        setImmediate(() => void this.flush());
      }
      const waiting = this.pending.get(userId) ?? [];
      waiting.push({ resolve, reject });
      this.pending.set(userId, waiting);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending!;
    this.pending = null;
    const ids = [...batch.keys()];
    const forgotten = { ids: new Set<string>(), all: false };
    this.inFlight.add(forgotten);
    try {
      const states = new Map((await this.fetchStates(ids)).map((state) => [state.id, state]));
      const at = this.now();
      if (this.cache.size > 50_000) this.cache.clear();
      for (const [id, waiting] of batch) {
        const state = states.get(id) ?? null;
        if (this.ttlMs > 0 && !forgotten.all && !forgotten.ids.has(id)) this.cache.set(id, { state, at });
        for (const waiter of waiting) waiter.resolve(state);
      }
    } catch (error) {
      // Every waiter of the batch fails: each one treats itself as anonymous.
      for (const waiting of batch.values()) for (const waiter of waiting) waiter.reject(error);
    } finally {
      this.inFlight.delete(forgotten);
    }
  }
}
