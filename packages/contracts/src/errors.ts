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
