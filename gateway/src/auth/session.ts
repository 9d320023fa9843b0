import jwt from 'jsonwebtoken';
import { ANONYMOUS, type Caller, isRole, type Role } from '@stays/subgraph-shared/src/caller';
import { isObjectIdString } from '@stays/subgraph-shared/src/ids';

/** The HttpOnly cookie that carries the session token (set by login in the identity issue). */
export const SESSION_COOKIE = 'token';
export const SESSION_AUDIENCE = 'stays';
/** Pinned: a token signed any other way (none, RS256 with our secret as a public key...) is rejected. */
const ALGORITHM = 'HS256' as const;

export interface SessionClaims {
  userId: string;
  role: Role;
}

/** Signs a session token: `sub` is the user id, `role` the role at sign-in. */
export function signSessionToken(
  claims: SessionClaims,
  secret: string,
  expiresInSeconds = 7 * 24 * 3600,
): string {
  return jwt.sign({ role: claims.role }, secret, {
    algorithm: ALGORITHM,
    audience: SESSION_AUDIENCE,
    subject: claims.userId,
    expiresIn: expiresInSeconds,
  });
}

/** The caller a token proves, or anonymous for a missing, expired, forged or malformed token. */
export function verifySessionToken(token: unknown, secret: string): Caller {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return ANONYMOUS;
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: SESSION_AUDIENCE });
    if (typeof payload !== 'object' || payload === null) return ANONYMOUS;
    const { sub, role } = payload as { sub?: unknown; role?: unknown };
    if (!isObjectIdString(sub) || !isRole(role)) return ANONYMOUS;
    return { userId: sub, role };
  } catch {
    return ANONYMOUS;
  }
}

/** The caller of an HTTP request, from its session cookie (cookie-parser has run). */
export function callerFromCookies(cookies: Record<string, unknown> | undefined, secret: string): Caller {
  return verifySessionToken(cookies?.[SESSION_COOKIE], secret);
}
