import { CLIENT_ERROR_CODES, isConflictReason } from '@stays/contracts';
import type { GraphQLFormattedError } from 'graphql';

/**
 * Codes whose message is written for the client: ours (`ERROR_STATUS` in @stays/contracts) and Apollo's
 * request errors. Everything else (a subgraph down, a driver failure) is logged and answered generically,
 * so that internal addresses and messages never reach a browser.
 */
const CLIENT_CODES = new Set<string>(CLIENT_ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'));

export function maskInternalErrors(log: (message: string) => void) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const { locations, path } = formatted;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) {
      // Only the code (and a validation failure's messages by field) travels on: no downstream response
      // bodies, no service names.
      const errors = fieldErrors(formatted.extensions?.errors);
      const reason = isConflictReason(formatted.extensions?.reason) ? formatted.extensions.reason : undefined;
      return {
        message: formatted.message,
        locations,
        path,
        extensions: { code, ...(errors ? { errors } : {}), ...(reason ? { reason } : {}) },
      };
    }
    log(`internal error${path ? ` at ${path.join('.')}` : ''}: ${formatted.message}`);
    return { message: 'Internal server error', path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** `extensions.errors` of a BAD_USER_INPUT: a flat `{ field: message }` of strings, or nothing. */
export function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([, message]) => typeof message === 'string');
  return entries.length > 0 ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
}
