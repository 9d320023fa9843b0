import type { ApolloServerPlugin } from '@apollo/server';
import { INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  valueFromASTUntyped,
} from 'graphql';
import type { GatewayContext } from '../context';
import type { AttemptCounts } from '../shared-state/counters';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export interface RateLimitOptions {
  /** Failed sign-ins per account from one client address per window (the account as the users subgraph knows it). */
  perAccount: number;
  /** Failed sign-ins per account from all addresses together per window, for browsers it does not know. */
  perAccountEverywhere: number;
  /** Attempts per client address per window. */
  perAddress: number;
  windowMs: number;
}

/**
 * Sign-in and registration limits from the environment (defaults: 10 failures per account and address,
 * 100 per account from unknown browsers, 30 attempts per address, 15 min).
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv): RateLimitOptions {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : fallback;
  };
  return {
    perAccount: positive(env.AUTH_RATE_LIMIT_PER_ACCOUNT, 10),
    perAccountEverywhere: positive(env.AUTH_RATE_LIMIT_PER_ACCOUNT_EVERYWHERE, 100),
    perAddress: positive(env.AUTH_RATE_LIMIT_PER_IP, 30),
    windowMs: positive(env.AUTH_RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
  };
}

/**
 * Fixed-window counters in this process's memory: for unit tests and a gateway on its own. A fleet counts in
 * MongoDB (shared-state/counters.ts), so that every gateway counts into the same windows.
 */
export class AttemptCounter implements AttemptCounts {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    return Promise.resolve(this.hitNow(key, limit, windowMs));
  }

  refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
    return Promise.resolve();
  }

  private hitNow(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    if (this.windows.size > 100_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return true;
    }
    if (window.count >= limit) return false;
    window.count += 1;
    return true;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The mutations that try a password or create an account, with the argument naming the account. */
const LIMITED: Record<string, (args: Record<string, unknown>) => unknown> = {
  login: (args) => args.username,
  staffLogin: (args) => args.username,
  register: (args) => (args.input as { username?: unknown } | undefined)?.username,
  checkUser: (args) => args.identifier,
  // A reset link per address, and guesses at a link's token, are counted like registrations.
  requestPasswordReset: (args) => args.email,
  resetPassword: () => null,
};

/** Longer names cannot be accounts (the users subgraph caps identifiers); the counter keys stay small. */
const MAX_ACCOUNT_KEY = 254;

/**
 * The limited root fields of an operation, each with the account it names (lower-cased) if any. Root-level
 * fragments (inline or named) are followed, so wrapping a login in a fragment does not escape the limit.
 */
export function limitedFields(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode> = new Map(),
): Array<{ field: string; account: string | null }> {
  if (operation.operation !== 'mutation') return [];
  const found: Array<{ field: string; account: string | null }> = [];
  const seen = new Set<string>();
  const walk = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          walk(fragment.selectionSet.selections);
        }
      } else if (selection.name.value in LIMITED) {
        const args = Object.fromEntries(
          (selection.arguments ?? []).map((arg) => [
            arg.name.value,
            valueFromASTUntyped(arg.value, variables),
          ]),
        );
        const account = LIMITED[selection.name.value](args);
        found.push({
          field: selection.name.value,
          account:
            typeof account === 'string' && account.trim()
              ? account.trim().toLowerCase().slice(0, MAX_ACCOUNT_KEY)
              : null,
        });
      }
    }
  };
  walk(operation.selectionSet.selections);
  return found;
}

/** The users subgraph's account id for a sign-in identifier (username or email), null when none or unknown. */
export type AccountResolver = (identifier: string) => Promise<string | null>;

const SIGN_IN_FIELDS = new Set(['login', 'staffLogin']);

/**
 * Limits sign-in, registration and account checks, on /graphql and the REST adapters alike (they run through
 * the same server): 429 TOO_MANY_REQUESTS 'Too many attempts...'. The design (docs/security.md): every attempt
 * counts against its client address; a sign-in that fails counts against its account (by id, so its username
 * and email share one budget) twice: from that address (`perAccount`), which throttles one guesser without
 * touching the owner elsewhere, and from everywhere (`perAccountEverywhere`), which a browser that signed in to
 * the account before (the device cookie) passes, so many guessers cannot lock the owner out either. A sign-in
 * that succeeds gives its account attempts back.
 */
export function authRateLimitPlugin(
  options: RateLimitOptions,
  resolveAccount: AccountResolver = async () => null,
  counter: AttemptCounts = new AttemptCounter(),
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const reserved: Array<{ field: string; keys: string[] }> = [];
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (!operation) return;
          const fragments = new Map(
            document.definitions
              .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
              .map((fragment) => [fragment.name.value, fragment]),
          );
          const fields = limitedFields(operation, request.variables, fragments);
          if (fields.length === 0) return;
          const address = contextValue.ip ?? 'unknown';
          const refuse = () =>
            new GraphQLError(TOO_MANY_ATTEMPTS, {
              extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
            });
          for (const { field, account } of fields) {
            // checkUser counts per address only (its own budget): it probes an email, it does not try a password.
            const addressKey = field === 'checkUser' ? `check-ip:${address}` : `ip:${address}`;
            if (!(await counter.hit(addressKey, options.perAddress, options.windowMs))) throw refuse();
            if (!account || field === 'checkUser') continue;
            if (!SIGN_IN_FIELDS.has(field)) {
              if (!(await counter.hit(`register:${account}`, options.perAccount, options.windowMs)))
                throw refuse();
              continue;
            }
            const accountId = await resolveAccount(account).catch(() => null);
            const key = accountId ? `id:${accountId}` : `name:${account}`;
            const keys = [`account-ip:${key}:${address}`];
            if (!(await counter.hit(keys[0], options.perAccount, options.windowMs))) throw refuse();
            const known = accountId !== null && (contextValue.knownDevices ?? []).includes(accountId);
            if (!known) {
              keys.push(`account:${key}`);
              if (!(await counter.hit(keys[1], options.perAccountEverywhere, options.windowMs))) {
                await counter.refund(keys[0]);
                throw refuse();
              }
            }
            reserved.push({ field, keys });
          }
        },
        async willSendResponse({ response }) {
          if (reserved.length === 0 || response.body.kind !== 'single') return;
          const { data } = response.body.singleResult;
          for (const { field, keys } of reserved) {
            // A refund that fails leaves one attempt counted; the sign-in itself succeeded and is answered.
            if (data?.[field] != null)
              for (const key of keys) await counter.refund(key).catch(() => undefined);
          }
        },
      };
    },
  };
}

/** Resolves sign-in identifiers through the users subgraph's internal session-states route (no answer: null). */
export function accountsFrom(usersBaseUrl: string, internalToken: string): AccountResolver {
  return async (identifier) => {
    const answer = await fetch(`${usersBaseUrl}/internal/session-states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
      body: JSON.stringify({ identifiers: [identifier] }),
      signal: AbortSignal.timeout(2000),
    });
    if (!answer.ok) return null;
    const { accounts } = (await answer.json()) as { accounts?: Record<string, unknown> };
    const id = accounts?.[identifier];
    return typeof id === 'string' ? id : null;
  };
}
