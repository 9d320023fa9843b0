import { isObjectIdString } from './ids';

export const ROLES = ['visitor', 'host', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is asking. The gateway verified the session and passed it in internal headers; null id = anonymous. */
export interface Caller {
  userId: string | null;
  role: Role | null;
}

export const ANONYMOUS: Caller = Object.freeze({ userId: null, role: null });

export const USER_ID_HEADER = 'x-user-id';
export const USER_ROLE_HEADER = 'x-user-role';
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

type HeaderBag = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the caller from the gateway's headers. Anything malformed is treated as anonymous rather than
 * trusted halfway: a caller is an id and a role together, or nobody.
 */
export function callerFromHeaders(headers: HeaderBag): Caller {
  const userId = single(headers[USER_ID_HEADER]);
  const role = single(headers[USER_ROLE_HEADER]);
  if (!isObjectIdString(userId) || !isRole(role)) return ANONYMOUS;
  return { userId, role };
}

/** The headers that carry a caller to a subgraph (none for anonymous). */
export function callerHeaders(caller: Caller | null | undefined): Record<string, string> {
  if (!caller?.userId || !caller.role) return {};
  return { [USER_ID_HEADER]: caller.userId, [USER_ROLE_HEADER]: caller.role };
}
