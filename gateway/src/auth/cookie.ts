import { SESSION_LIFETIME_SECONDS } from '@stays/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { rememberDevice } from './device';
import { SESSION_COOKIE, type SessionToken, signSessionToken } from './session';

/** The users subgraph keeps a logged-out session's id as long (contracts): the two lifetimes are one. */
export const SESSION_TTL_SECONDS = SESSION_LIFETIME_SECONDS;

/** HttpOnly, SameSite=Lax, path /, Secure when the request came over TLS (directly or per a trusted proxy). */
function cookieOptions(req: Request, behindTls: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure || behindTls, path: '/' };
}

/**
 * Signs the session into the `token` cookie (7 days, like the token's own expiry), and remembers this browser
 * as a known device of the account (device.ts: the sign-in limit lets it through while others are throttled).
 */
export function setSessionCookie(
  req: Request,
  res: Response,
  claims: SessionToken,
  secret: string,
  behindTls: boolean,
): void {
  res.cookie(SESSION_COOKIE, signSessionToken(claims, secret, SESSION_TTL_SECONDS), {
    ...cookieOptions(req, behindTls),
    maxAge: SESSION_TTL_SECONDS * 1000,
  });
  rememberDevice(req, res, claims.userId, secret, cookieOptions(req, behindTls).secure === true);
}

export function clearSessionCookie(req: Request, res: Response, behindTls: boolean): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, behindTls));
}
