import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's words for a failed write, shown under the toast's title. */
export const firstMessage = (error: unknown) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors[0]?.message
    : error instanceof Error
      ? error.message
      : undefined;
