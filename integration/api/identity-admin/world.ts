// What the suites of identity-admin.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), its fixtures and helpers.
import { randomBytes } from 'node:crypto';
import { randomIp, signIn, stackForFile } from '../../fixtures/client';

// A long session cache: revocation must come from the gateway forgetting the account, not from expiry.
// Production mode, as deployed: no introspection, no stack traces.
export const running = stackForFile({ env: { SESSION_CACHE_MS: '5000', NODE_ENV: 'production' } });
export const unique = () => randomBytes(4).toString('hex');

export interface Answer {
  status: number;
  json: unknown;
  cookie?: string;
}

export async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { cookie?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${running().url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': randomIp(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  const token = /(?:^|,\s*)token=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as unknown) : null,
    cookie: token ? `token=${token}` : undefined,
  };
}

/** A fresh account of its own, so tests that block or re-role it disturb nobody else. */
export async function newAccount() {
  const name = `member-${unique()}`;
  const answer = await call('POST', '/api/register', {
    username: `${name}@stays.test`,
    password: 'secret123',
    email: `${name}@stays.test`,
    firstName: 'Grace',
    lastName: `Hopper${name}`,
  });
  expect(answer.status).toBe(201);
  return { cookie: answer.cookie!, id: (answer.json as { id: string }).id, name, password: 'secret123' };
}

export const USER_KEYS = [
  'createdAt',
  'email',
  'firstName',
  'id',
  'isBlocked',
  'lastName',
  'profileImageUrl',
  'role',
  'username',
];
export const keysOf = (value: unknown) => Object.keys(value as object).sort();
export const roles = (list: unknown) => new Set((list as Array<{ role: string }>).map((user) => user.role));

export let admin: { cookie: string; id: string };
export let staff: { cookie: string; id: string };

beforeAll(async () => {
  [admin, staff] = await Promise.all([signIn(running(), 'admin'), signIn(running(), 'staff')]);
});

export async function graphql(query: string, cookie?: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${running().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    ...((await response.json()) as {
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    }),
  };
}

/** A host application as the form sends it. */
export const APPLICATION = {
  reason: 'I have a spare room near campus and would love to host visiting students during the term.',
  phone: '+1 512 555 0100',
  address: '12 Guadalupe Street, Austin TX',
};
