// The account calls of SPEC section 7 (cookie session; the gateway sets an HttpOnly cookie on sign-in).
import type { SessionUser } from './storage';

/** A non-OK answer: `message` is the server's { message } when it sent one; `text` is SPEC 7's '{status}: {body}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly text: string,
  ) {
    super(text);
    this.name = 'ApiError';
  }

  /** SPEC 8: an error starting with '401:' and containing 'Unauthorized' means signed out. */
  get unauthenticated(): boolean {
    return this.status === 401;
  }
}

export async function apiRequest<T>(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = await response.text();
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null; // an HTML error page from a proxy: the text still goes into the error
  }
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string'
        ? (parsed as { message: string }).message
        : null;
    throw new ApiError(response.status, message, `${response.status}: ${raw || response.statusText}`);
  }
  return parsed as T;
}

export interface Credentials {
  username: string;
  password: string;
}

interface AccountRegistration extends Credentials {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A new account: a visitor, or (the host landing) a visitor applying to host, whose application is sent with it
 * and reviewed by staff before the account becomes a host.
 */
export type Registration =
  | (AccountRegistration & { role?: 'visitor' })
  | (AccountRegistration & { role: 'host'; reason: string; phone: string; address: string });

export const identityApi = {
  currentUser: () => apiRequest<SessionUser>('/api/user'),
  login: (credentials: Credentials) => apiRequest<SessionUser>('/api/login', credentials),
  register: (registration: Registration) => apiRequest<SessionUser>('/api/register', registration),
  logout: () => apiRequest<unknown>('/api/logout', {}),
  /** Forgot password: the same { message } whether or not an account uses the address. */
  forgotPassword: (email: string) => apiRequest<{ message: string }>('/api/password/forgot', { email }),
  /** A reset link's token and the new password; every session of the account ends. */
  resetPassword: (token: string, password: string) =>
    apiRequest<{ message: string }>('/api/password/reset', { token, password }),
  checkUser: (identifier: string) =>
    apiRequest<{ exists: boolean; isHost: boolean }>('/api/check-user', { identifier }),
};
