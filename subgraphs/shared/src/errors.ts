import { GraphQLError } from 'graphql';
import { type ConflictReason, ERROR_STATUS, type ErrorCode } from '@stays/contracts';

/** A GraphQL error with its code (and the HTTP status of `ERROR_STATUS`, `@stays/contracts`). */
export function appError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: ERROR_STATUS[code] }, ...extra } });
}

export const badUserInput = (message: string) => appError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Unauthorized') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Forbidden') => appError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => appError('NOT_FOUND', message);
/** A 409; `reason` tells screens which conflict it is without reading the English message. */
export const conflict = (message: string, reason?: ConflictReason) =>
  appError('CONFLICT', message, reason ? { reason } : {});
export const unavailable = (message: string) => appError('SERVICE_UNAVAILABLE', message);

/** A form's validation failure: BAD_USER_INPUT whose message is the first field's, with every field's in `errors`. */
export function invalidFields(errors: Record<string, string>): GraphQLError {
  const [message = 'Invalid input'] = Object.values(errors);
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, errors },
  });
}
