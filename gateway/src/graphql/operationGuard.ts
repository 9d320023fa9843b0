import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';

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

/**
 * An answer with no data because a subgraph did not answer is HTTP 503 on /graphql too (Apollo would say 200),
 * so clients and load balancers see the outage for what it is; partial answers stay 200 with their errors.
 */
export function unavailableStatusPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const empty = !data || Object.values(data).every((value) => value === null);
          if (empty && errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'))
            response.http.status = 503;
        },
      };
    },
  };
}
