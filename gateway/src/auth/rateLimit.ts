import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type OperationDefinitionNode, valueFromASTUntyped } from 'graphql';
import type { GatewayContext } from '../graphql/context';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export interface RateLimitOptions {
  /** Attempts per account (username or email, case-insensitive) per window. */
  perAccount: number;
  /** Attempts per client address per window. */
  perAddress: number;
  windowMs: number;
}

/** Sign-in and registration limits from the environment (defaults: 10 per account, 30 per address, 15 min). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv): RateLimitOptions {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : fallback;
  };
  return {
    perAccount: positive(env.AUTH_RATE_LIMIT_PER_ACCOUNT, 10),
    perAddress: positive(env.AUTH_RATE_LIMIT_PER_IP, 30),
    windowMs: positive(env.AUTH_RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
  };
}

/**
 * Fixed-window counters in this process's memory. Several gateway instances each count on their own, so
 * behind a load balancer the limits multiply: they then need a shared store (Redis or a Mongo TTL collection).
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt under `key`; false when the limit was already reached in this window. */
  hit(key: string, limit: number, windowMs: number): boolean {
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
};

/** The limited root fields of an operation, each with the account it names (lower-cased) if any. */
export function limitedFields(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): Array<{ field: string; account: string | null }> {
  if (operation.operation !== 'mutation') return [];
  const found: Array<{ field: string; account: string | null }> = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !(selection.name.value in LIMITED)) continue;
    const args = Object.fromEntries(
      (selection.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]),
    );
    const account = LIMITED[selection.name.value](args);
    found.push({
      field: selection.name.value,
      account: typeof account === 'string' && account.trim() ? account.trim().toLowerCase() : null,
    });
  }
  return found;
}

/**
 * Limits sign-in, registration and account checks per account and per address, on /graphql and the REST
 * adapters alike (they run through the same server): 429 TOO_MANY_REQUESTS 'Too many attempts...'.
 * Fragments at the root are not followed; a root-level mutation field is what every client sends.
 */
export function authRateLimitPlugin(
  options: RateLimitOptions,
  counter = new AttemptCounter(),
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request, contextValue }) {
          if (!operation) return;
          const fields = limitedFields(operation, request.variables);
          if (fields.length === 0) return;
          const address = contextValue.ip ?? 'unknown';
          for (const { field, account } of fields) {
            // checkUser counts per address only (its own budget): it probes an email, it does not try a password.
            const addressKey = field === 'checkUser' ? `check-ip:${address}` : `ip:${address}`;
            const allowed =
              counter.hit(addressKey, options.perAddress, options.windowMs) &&
              (field === 'checkUser' ||
                !account ||
                counter.hit(`account:${account}`, options.perAccount, options.windowMs));
            if (!allowed) {
              throw new GraphQLError(TOO_MANY_ATTEMPTS, {
                extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
              });
            }
          }
        },
      };
    },
  };
}
