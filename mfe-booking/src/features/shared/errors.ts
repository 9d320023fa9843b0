import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** The server's error code (UNAUTHENTICATED, CONFLICT...) of a failed operation, when it gave one. */
export function errorCode(error: unknown): string | undefined {
  if (ServerError.is(error) && error.statusCode === 401) return 'UNAUTHENTICATED';
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's own words for a failure, or `fallback` for a network failure. */
export function errorText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}
