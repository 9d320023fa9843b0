import { isObjectIdString } from './ids';

export const ROLES = ['visitor', 'host', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is asking. The gateway verified the session and passed it in internal headers; null id = anonymous. */
export interface Caller {
  userId: string | null;
  role: Role | null;
  /**
   * The signed-in session this request belongs to (the session cookie's id): what `logout` ends, so that the
   * account's other browsers stay signed in. Absent for anonymous callers and internal calls.
   */
  sessionId?: string;
}

export const ANONYMOUS: Caller = Object.freeze({ userId: null, role: null });

export const USER_ID_HEADER = 'x-user-id';
export const USER_ROLE_HEADER = 'x-user-role';
export const SESSION_ID_HEADER = 'x-session-id';
/** How a session id looks (the gateway makes them: 22 to 64 URL-safe characters). */
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** How long a signed-in session lasts (the token's and the cookie's lifetime): 7 days. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 3600;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}
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
  const sessionId = single(headers[SESSION_ID_HEADER]);
  return isSessionId(sessionId) ? { userId, role, sessionId } : { userId, role };
}

/** The headers that carry a caller to a subgraph (none for anonymous). */
export function callerHeaders(caller: Caller | null | undefined): Record<string, string> {
  if (!caller?.userId || !caller.role) return {};
  const headers = { [USER_ID_HEADER]: caller.userId, [USER_ROLE_HEADER]: caller.role };
  return caller.sessionId ? { ...headers, [SESSION_ID_HEADER]: caller.sessionId } : headers;
}

/** The most accounts one session-state lookup (users subgraph, `/internal/session-states`) answers for. */
export const SESSION_STATES_MAX_IDS = 500;
