// What a failed graph call means to a screen: the error code the server gave (extensions.code), whether the
// caller is signed out (SPEC 8's 'You are logged out' flows), and the server's words. The gateway answers a
// refused call with its HTTP status too (401, 403, 409), so an error may arrive as GraphQL errors or as a
// non-2xx answer whose body holds them; both are read the same way. Errors are read by their shape, which
// Apollo Client's (CombinedGraphQLErrors, ServerError) and the light reads' (GraphReadError) share, so a public
// page's error is read without loading Apollo.
import type { GraphQLErrorShape } from '../read/graphReads';

interface StatusShape {
  statusCode: number;
  bodyText: string;
}

function hasErrors(error: unknown): error is { errors: readonly GraphQLErrorShape[] } {
  return Boolean(error) && typeof error === 'object' && Array.isArray((error as { errors?: unknown }).errors);
}

function statusOf(error: unknown): StatusShape | null {
  if (!error || typeof error !== 'object') return null;
  const { statusCode, bodyText } = error as Partial<StatusShape>;
  return typeof statusCode === 'number' && typeof bodyText === 'string' ? { statusCode, bodyText } : null;
}

function errorsOf(error: unknown): readonly GraphQLErrorShape[] {
  if (hasErrors(error) && error.errors.length > 0) return error.errors;
  const status = statusOf(error);
  if (status) {
    try {
      const body = JSON.parse(status.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/** The first error's `extensions.code` ('CONFLICT', 'FORBIDDEN'...), else the code of the HTTP status, else null. */
export function graphQLErrorCode(error: unknown): string | null {
  const code = errorsOf(error)[0]?.extensions?.code;
  if (typeof code === 'string') return code;
  const status = statusOf(error);
  return status ? (STATUS_CODES[status.statusCode] ?? null) : null;
}

/** The session is gone (signed out, expired, blocked): SPEC 8 sends the browser to sign in again. */
export const isUnauthenticated = (error: unknown): boolean => graphQLErrorCode(error) === 'UNAUTHENTICATED';

/** The server's own message of the first error, when it sent one. */
export function graphQLErrorMessage(error: unknown): string | null {
  const message = errorsOf(error)[0]?.message;
  return typeof message === 'string' && message ? message : null;
}

/** The first error's `extensions` (its code, a refused form's `errors`, a finer `reason`), when it has any. */
export function graphQLErrorExtensions(error: unknown): Record<string, unknown> | null {
  return errorsOf(error)[0]?.extensions ?? null;
}
