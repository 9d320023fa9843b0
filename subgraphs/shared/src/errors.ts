import { GraphQLError } from 'graphql';

/**
 * The error codes every subgraph uses, with the HTTP status the REST adapters answer with.
 * Apollo puts `extensions.http.status` on the subgraph's own response; the gateway maps the code again
 * (see gateway/src/rest/execute.ts) because federation forwards `code` but not `http`.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Raised by the gateway's sign-in rate limit, never by a subgraph. */
  TOO_MANY_REQUESTS: 429,
  /** A peer subgraph this operation needs did not answer; nothing was changed, so it is safe to retry. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function appError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: ERROR_STATUS[code] } } });
}

export const badUserInput = (message: string) => appError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Unauthorized') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Forbidden') => appError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => appError('NOT_FOUND', message);
export const conflict = (message: string) => appError('CONFLICT', message);
export const unavailable = (message: string) => appError('SERVICE_UNAVAILABLE', message);

/** The HTTP status for an error code, 500 for anything unknown (an unexpected failure). */
export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

/** A form's validation failure: BAD_USER_INPUT whose message is the first field's, with every field's in `errors`. */
export function invalidFields(errors: Record<string, string>): GraphQLError {
  const [message = 'Invalid input'] = Object.values(errors);
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, errors },
  });
}
