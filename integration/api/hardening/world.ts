// What the suites of hardening.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), its fixtures and helpers.
import { randomIp, sessionCookie, stackWithCast } from '../../fixtures/client';

export const { stack, cast, call } = stackWithCast({
  // Small budgets so the sign-in limits can be reached in a test.
  env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '4', AUTH_RATE_LIMIT_PER_ACCOUNT_EVERYWHERE: '8' },
  // The per-guest limits on messages and booking requests as the product sets them (#11).
  productThrottles: true,
});

/**
 * A new account of its own, signed in, so one test's counts never reach another's. A registration makes a
 * visitor (a host only through a reviewed application, issue 46): a host is a visitor an admin made host, signed
 * in again.
 */
export async function newAccount(role: 'visitor' | 'host', firstName = 'Test') {
  const name = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const credentials = { username: `${name}@stays.test`, password: 'secret123' };
  const answer = await call<{ id: string }>('POST', '/api/register', {
    ...credentials,
    email: `${name}@stays.test`,
    firstName,
    lastName: 'Account',
  });
  expect(answer.status).toBe(201);
  if (role === 'visitor') return { id: answer.json.id, cookie: sessionCookie(answer.headers)! };
  const promoted = await call(
    'PUT',
    `/api/admin/users/${answer.json.id}/role`,
    { role },
    { cookie: cast.admin.cookie },
  );
  expect(promoted.status).toBe(200);
  const signedIn = await call('POST', '/api/login', credentials);
  expect(signedIn.status).toBe(200);
  return { id: answer.json.id, cookie: sessionCookie(signedIn.headers)! };
}

/** A raw request: the body as given (a string is sent as is), the content type JSON unless told. */
export async function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack().url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export const graphql = (body: unknown, headers: Record<string, string> = {}) =>
  raw('POST', '/graphql', typeof body === 'string' ? body : JSON.stringify(body), headers);

/** What no answer may show a client: stack traces, engine messages, schema hints. */
export const LEAKS =
  /Maximum call stack|RangeError|TypeError|\bat .+\(.*:\d+:\d+\)|mongo|VersionError|Did you mean/i;
