import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../context';

/**
 * SPEC sections 5 and 8: every protected call answers a signed-out caller 401 'Unauthorized' and a signed-in
 * caller without the right 403, the same way every time. Resolvers in four subgraphs raise these, and an
 * operation spanning several (the dashboard stats) could answer whichever error came first; so the gateway
 * settles it from the caller it proved: anonymous means UNAUTHENTICATED, signed in means FORBIDDEN.
 */
/**
 * Their errors judge the credentials in the request, not the session: 401 'Invalid username or password', 403
 * for a blocked account or a non-staff account at the staff sign-in, to signed-out callers by design.
 */
const CREDENTIAL_FIELDS = new Set(['login', 'staffLogin', 'register', 'checkUser']);

export function authErrorsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const { errors } = response.body.singleResult;
          if (!errors?.length) return;
          const anonymous = contextValue.caller.userId === null;
          response.body.singleResult.errors = errors.map((error) =>
            CREDENTIAL_FIELDS.has(String(error.path?.[0])) ? error : settle(error, anonymous),
          );
        },
      };
    },
  };
}

function settle(error: GraphQLFormattedError, anonymous: boolean): GraphQLFormattedError {
  const code = error.extensions?.code;
  if (code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN') return error;
  if (anonymous)
    return {
      ...error,
      message: 'Unauthorized',
      extensions: { ...error.extensions, code: 'UNAUTHENTICATED' },
    };
  if (code === 'UNAUTHENTICATED')
    return { ...error, message: 'Forbidden', extensions: { ...error.extensions, code: 'FORBIDDEN' } };
  return error;
}
