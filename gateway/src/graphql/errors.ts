import type { GraphQLFormattedError } from 'graphql';

/**
 * Codes whose message is written for the client: ours (subgraphs/shared/src/errors.ts) and Apollo's
 * request errors. Everything else (a subgraph down, a driver failure) is logged and answered generically,
 * so that internal addresses and messages never reach a browser.
 */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function maskInternalErrors(log: (message: string) => void) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const { locations, path } = formatted;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) {
      // Only the code travels on: no downstream response bodies, no service names.
      return { message: formatted.message, locations, path, extensions: { code } };
    }
    log(`internal error${path ? ` at ${path.join('.')}` : ''}: ${formatted.message}`);
    return { message: 'Internal server error', path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
