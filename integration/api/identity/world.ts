// What the suites of identity.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), its fixtures and helpers.
import { randomBytes } from 'node:crypto';
import { stackForFile } from '../../fixtures/client';
import { ObjectId, databaseForFile } from '../../fixtures/database';

export const PER_ACCOUNT = 5;
export const PER_ADDRESS = 8;
export const CACHE_MS = 200;

export const running = stackForFile({
  env: {
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    AUTH_RATE_LIMIT_PER_IP: String(PER_ADDRESS),
    SESSION_CACHE_MS: String(CACHE_MS),
  },
});
export const database = databaseForFile(running);
/** Changes an account behind the gateway's back, as an admin tool or another instance would. */
export const updateUser = async (id: string, update: Record<string, unknown>) =>
  (await database()).collection('users').updateOne({ _id: new ObjectId(id) }, update);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fresh client address per request unless given, so the per-address limit only trips where tested. */
export const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;
export const unique = () => randomBytes(4).toString('hex');

export interface CallOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
  rawBody?: string;
}

export async function call(method: string, path: string, body?: unknown, options: CallOptions = {}) {
  const response = await fetch(`${running().url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(body !== undefined || options.rawBody ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie') ?? '';
  const token = /(?:^|,\s*)token=([^;]*)/.exec(setCookie)?.[1];
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    setCookie,
    cookie: token ? `token=${token}` : undefined,
  };
}

export const USER_KEYS = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'role',
  'isBlocked',
  'profileImageUrl',
  'createdAt',
];

export function expectUserObject(user: unknown, expected: Record<string, unknown>) {
  expect(Object.keys(user as object).sort()).toEqual([...USER_KEYS].sort());
  expect(user).toEqual(expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{24}$/), ...expected }));
  expect(JSON.stringify(user)).not.toMatch(/password|sessionVersion|\$2[aby]\$/i);
}

export function expectSessionCookie(setCookie: string, secure = false) {
  expect(setCookie).toMatch(/^token=[^;]+/);
  expect(setCookie).toMatch(/;\s*HttpOnly/i);
  expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
  expect(setCookie).toMatch(/;\s*Path=\//i);
  expect(setCookie).toMatch(/;\s*Max-Age=604800/i);
  if (secure) expect(setCookie).toMatch(/;\s*Secure/i);
  else expect(setCookie).not.toMatch(/;\s*Secure/i);
}

export async function register(overrides: Record<string, unknown> = {}) {
  const name = `user-${unique()}`;
  const body = {
    username: `${name}@stays.test`,
    password: 'secret123',
    email: `${name}@stays.test`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const result = await call('POST', '/api/register', body);
  return { ...result, body };
}
