import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ANONYMOUS, type Caller, isObjectIdString, isRole, isSessionId, type Role } from '@stays/contracts';

/** The HttpOnly cookie that carries the session token (set by login in the identity issue). */
export const SESSION_COOKIE = 'token';
export const SESSION_AUDIENCE = 'stays';
/** Pinned: a token signed any other way (none, RS256 with our secret as a public key...) is rejected. */
const ALGORITHM = 'HS256' as const;

export interface SessionClaims {
  userId: string;
  role: Role;
  /** The account's session version at sign-in (claim `sv`); absent = 0. */
  sessionVersion?: number;
}

/**
 * The claims with this sign-in's own id (claim `sid`): logout ends this session only (issue 30). Tokens signed
 * before session ids existed have none: those end only with every session of the account.
 */
export type SessionToken = Required<SessionClaims> & { sessionId?: string };

/** A new session id: 128 random bits, URL-safe (22 characters). */
export const newSessionId = () => randomBytes(16).toString('base64url');

/** Signs a session token: `sub` is the user id, `role` the role at sign-in, `sv` the session version. */
export function signSessionToken(
  claims: SessionClaims & { sessionId?: string },
  secret: string,
  expiresInSeconds = 7 * 24 * 3600,
): string {
  const sid = claims.sessionId ? { sid: claims.sessionId } : {};
  return jwt.sign({ role: claims.role, sv: claims.sessionVersion ?? 0, ...sid }, secret, {
    algorithm: ALGORITHM,
    audience: SESSION_AUDIENCE,
    subject: claims.userId,
    expiresIn: expiresInSeconds,
  });
}

/** The claims of a valid token, or null for a missing, expired, forged or malformed one. */
export function readSessionToken(token: unknown, secret: string): SessionToken | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: SESSION_AUDIENCE });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, role, sv, sid } = payload as { sub?: unknown; role?: unknown; sv?: unknown; sid?: unknown };
    if (!isObjectIdString(sub) || !isRole(role)) return null;
    const sessionVersion = sv === undefined ? 0 : sv;
    if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
    if (sid !== undefined && !isSessionId(sid)) return null;
    return sid === undefined
      ? { userId: sub, role, sessionVersion }
      : { userId: sub, role, sessionVersion, sessionId: sid };
  } catch {
    return null;
  }
}

/**
 * The caller a token claims, or anonymous. Only the signature is checked here: whether the session is still
 * valid (logout, block, role change) is `SessionChecker`'s job (revocation.ts), which every request goes through.
 */
export function verifySessionToken(token: unknown, secret: string): Caller {
  const claims = readSessionToken(token, secret);
  return claims ? { userId: claims.userId, role: claims.role } : ANONYMOUS;
}

/** The caller of an HTTP request, from its session cookie (cookie-parser has run). */
export function callerFromCookies(cookies: Record<string, unknown> | undefined, secret: string): Caller {
  return verifySessionToken(cookies?.[SESSION_COOKIE], secret);
}
