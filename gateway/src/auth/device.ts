import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The "known device" cookie: the accounts this browser has signed in to, each with an HMAC under the session
 * secret. When an account's sign-in is throttled from everywhere (someone guessing its password from many
 * addresses), a browser that signed in to it before still gets through: the limit slows the attacker, not the
 * owner. It carries no session and grants nothing but a sign-in attempt.
 */
export const DEVICE_COOKIE = 'device';
const MAX_ACCOUNTS = 5;
const MAX_AGE_MS = 365 * 24 * 3600 * 1000;

const signature = (accountId: string, secret: string) =>
  createHmac('sha256', secret).update(`device:${accountId}`).digest('base64url').slice(0, 32);

/** The account ids a cookie value proves this browser signed in to (bad entries are ignored). */
export function trustedAccounts(value: unknown, secret: string): string[] {
  if (typeof value !== 'string' || value.length > 1000) return [];
  return value.split('~').flatMap((entry) => {
    const [accountId, mac] = entry.split('.');
    if (!accountId || !mac) return [];
    const expected = Buffer.from(signature(accountId, secret));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? [accountId] : [];
  });
}

/** Adds the account to the request's device cookie (most recent first, at most five accounts). */
export function rememberDevice(
  req: Request,
  res: Response,
  accountId: string,
  secret: string,
  secure: boolean,
): void {
  const known = trustedAccounts(
    (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE],
    secret,
  ).filter((id) => id !== accountId);
  const value = [accountId, ...known]
    .slice(0, MAX_ACCOUNTS)
    .map((id) => `${id}.${signature(id, secret)}`)
    .join('~');
  res.cookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MAX_AGE_MS,
  });
}
