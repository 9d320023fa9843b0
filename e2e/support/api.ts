import assert from 'node:assert/strict';

export interface ApiAnswer<T> {
  status: number;
  json: T;
  headers: Headers;
  /** The session cookie the answer set (`name=value`), if any. */
  cookie: string | undefined;
}

/**
 * The JSON API as an actor outside the browser (an admin, staff, a guest, a host), with that actor's session
 * cookie: `call` answers whatever the server says, `api` fails the test on anything but a 2xx, `signIn` returns
 * the session cookie of an account.
 */
export function apiAs(baseUrl: () => string) {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
      cookie: response.headers.get('set-cookie')?.split(';')[0],
    };
  }
  async function api<T>(
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
  ): Promise<ApiAnswer<T>> {
    const answer = await call<T>(method, path, body, cookie);
    assert.ok(
      answer.status >= 200 && answer.status < 300,
      `${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`,
    );
    return answer;
  }
  async function signIn(username: string, password: string): Promise<string> {
    const answer = await call('POST', '/api/login', { username, password });
    assert.equal(answer.status, 200, `${username} signs in`);
    assert.ok(answer.cookie, `${username} gets a session cookie`);
    return answer.cookie;
  }
  return { call, api, signIn };
}
