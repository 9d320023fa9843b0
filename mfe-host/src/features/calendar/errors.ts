import { CombinedGraphQLErrors } from '@apollo/client';

/** The words for the server's refusal of a decision (SPEC 8: the conflict said plainly). */
export function decisionProblem(error: unknown): 'overlap' | 'blockedConflict' | 'alreadyDecided' | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const message = error.errors[0]?.message ?? '';
  if (/overlap an approved stay/.test(message)) return 'overlap';
  if (/blocked some of these nights/.test(message)) return 'blockedConflict';
  if (/already (approved|rejected)/.test(message)) return 'alreadyDecided';
  return null;
}

/** The server's words for a failed write, shown under the toast's title. */
export const firstMessage = (error: unknown) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors[0]?.message
    : error instanceof Error
      ? error.message
      : undefined;
