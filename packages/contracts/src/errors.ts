/**
 * The error codes every subgraph raises (`extensions.code`), with the HTTP status the REST adapters answer with.
 * Apollo puts `extensions.http.status` on the subgraph's own response; the gateway maps the code again
 * (gateway/src/rest/execute.ts) because federation forwards `code` but not `http`.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Over a rate limit: the gateway's sign-in and upload limits, a subgraph's per-sender throttles. */
  TOO_MANY_REQUESTS: 429,
  /** A peer subgraph this operation needs did not answer; nothing was changed, so it is safe to retry. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The HTTP status for an error code, 500 for anything unknown (an unexpected failure). */
export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

/** Apollo's own request errors (a query that does not parse or validate, a persisted query it lacks). */
export const REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

/**
 * Every `extensions.code` the gateway lets a client see (issue 30: a front end maps each one to a translated
 * sentence, so none reaches formatMessage without one): ours, Apollo's request errors, and the generic
 * INTERNAL_SERVER_ERROR every other failure is masked as (gateway/src/graphql/errors.ts).
 */
export const CLIENT_ERROR_CODES = [
  ...(Object.keys(ERROR_STATUS) as ErrorCode[]),
  ...REQUEST_ERROR_CODES,
  'INTERNAL_SERVER_ERROR',
] as const;
export type ClientErrorCode = ErrorCode | RequestErrorCode | 'INTERNAL_SERVER_ERROR';

/**
 * Which conflict a CONFLICT is (`extensions.reason`), for screens that say more than the code: the guest already
 * asked for these nights, the nights are taken or blocked, the request expired before it was decided.
 */
export const CONFLICT_REASONS = ['duplicateRequest', 'nightsTaken', 'requestExpired'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

export function isConflictReason(value: unknown): value is ConflictReason {
  return typeof value === 'string' && (CONFLICT_REASONS as readonly string[]).includes(value);
}
