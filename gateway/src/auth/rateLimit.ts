import type { ApolloServerPlugin } from '@apollo/server';
import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  valueFromASTUntyped,
} from 'graphql';
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

/**
 * Limits sign-in, registration and account checks per account and per address, on /graphql and the REST
 * adapters alike (they run through the same server): 429 TOO_MANY_REQUESTS 'Too many attempts...'.
 */
export function authRateLimitPlugin(
  options: RateLimitOptions,
  counter = new AttemptCounter(),
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
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
