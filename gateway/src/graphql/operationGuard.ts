import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from './context';

const refuse = (message: string) =>
  new GraphQLError(message, {
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
  });

/**
 * Apollo Server leaves choosing the operation to the gateway's executor, which throws plain errors (masked as
 * 500s) for an unknown `operationName`, several operations without one, or a subscription (this graph has
 * none). They are the client's mistakes: 400 OPERATION_RESOLUTION_FAILURE before anything is planned.
 */
export function operationGuardPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request }) {
          if (!operation) {
            throw refuse(
              request.operationName
                ? `Unknown operation named "${request.operationName.slice(0, 100)}".`
                : 'Must provide operation name if query contains multiple operations.',
            );
          }
          if (operation.operation === 'subscription') throw refuse('Subscriptions are not supported.');
        },
      };
    },
  };
}
