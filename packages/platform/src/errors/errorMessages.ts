// Every error code the graph and the REST adapters can answer (`ErrorCode`, @stays/contracts) has one sentence in
// the reader's language here. The map's type is the code union, so a code added to the contracts without a sentence
// fails typecheck, and `errorDescriptor` always answers a descriptor: no screen can hand `formatMessage` a code
// (or anything else) without words, which is what replaced a whole page with the error screen (issue 30 #1).
import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '@stays/contracts';
import { graphQLErrorCode, graphQLErrorExtensions } from './errors';

export const errorCodeMessages: Record<ErrorCode, MessageDescriptor> = defineMessages({
  BAD_USER_INPUT: {
    id: 'error.code.badUserInput',
    defaultMessage: 'Some of what you entered was not accepted. Check the form and try again.',
  },
  UNAUTHENTICATED: {
    id: 'error.code.unauthenticated',
    defaultMessage: 'You are signed out. Sign in and try again.',
  },
  FORBIDDEN: { id: 'error.code.forbidden', defaultMessage: 'Your account is not allowed to do this.' },
  NOT_FOUND: {
    id: 'error.code.notFound',
    defaultMessage: 'This could not be found. It may have been removed.',
  },
  CONFLICT: {
    id: 'error.code.conflict',
    defaultMessage: 'This changed in the meantime. Reload the page and try again.',
  },
  TOO_MANY_REQUESTS: {
    id: 'error.code.tooManyRequests',
    defaultMessage: 'Too many attempts in a short time. Wait a minute and try again.',
  },
  SERVICE_UNAVAILABLE: {
    id: 'error.code.serviceUnavailable',
    defaultMessage: 'Part of Stays is not answering. Nothing was changed; try again in a moment.',
  },
});

/** A failure without a known code: the network, or an unexpected server error. */
export const unknownErrorMessage: MessageDescriptor = defineMessages({
  unknown: {
    id: 'error.code.unknown',
    defaultMessage: 'Something went wrong. Check your connection and try again.',
  },
}).unknown;

/** The code of a failed call when it is one the contracts name, else null (a network or unexpected failure). */
export function knownErrorCode(error: unknown): ErrorCode | null {
  const code = graphQLErrorCode(error);
  return code !== null && Object.prototype.hasOwnProperty.call(errorCodeMessages, code)
    ? (code as ErrorCode)
    : null;
}

/** Screens may say something more precise for some codes (a booking's 409); every other code keeps its sentence. */
export type ErrorMessageOverrides = Partial<Record<ErrorCode, MessageDescriptor>>;

/** The words for a failed call: the screen's own for its code, else the map's, else the unknown failure's. */
export function errorDescriptor(error: unknown, overrides: ErrorMessageOverrides = {}): MessageDescriptor {
  const code = knownErrorCode(error);
  if (code === null) return unknownErrorMessage;
  return overrides[code] ?? errorCodeMessages[code];
}

/** `(error, overrides?) => text` in the reader's language, for a toast or an inline alert. */
export function useErrorText(): (error: unknown, overrides?: ErrorMessageOverrides) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown, overrides?: ErrorMessageOverrides) =>
      intl.formatMessage(errorDescriptor(error, overrides)),
    [intl],
  );
}

/**
 * The fields a BAD_USER_INPUT refused (`extensions.errors`, subgraph-shared `invalidFields`): their names, so a
 * form can show its own translated rule under each one; the server's English words are not shown.
 */
export function refusedFields(error: unknown): string[] {
  if (knownErrorCode(error) !== 'BAD_USER_INPUT') return [];
  const errors = graphQLErrorExtensions(error)?.errors;
  return errors && typeof errors === 'object' ? Object.keys(errors) : [];
}

/** A finer reason some errors carry beside their code (`extensions.reason`, e.g. CONFLICT's 'duplicateRequest'). */
export function errorReason(error: unknown): string | null {
  const reason = graphQLErrorExtensions(error)?.reason;
  return typeof reason === 'string' ? reason : null;
}
