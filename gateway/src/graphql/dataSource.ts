import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { Fetcher } from '@apollo/utils.fetcher';
import { GraphQLError } from 'graphql';
import fetch from 'node-fetch';
import { callerHeaders, INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import type { GatewayContext } from './context';

/** One pool of kept-alive sockets to the subgraphs: a new TCP handshake per subgraph call would dominate. */
const keepAliveAgent = new http.Agent({
  keepAlive: true,
  keepAliveMsecs: 10_000,
  maxSockets: 256,
  maxFreeSockets: 64,
});

const keepAliveFetcher = ((url: string, init?: Parameters<typeof fetch>[1]) =>
  fetch(url, { ...init, agent: keepAliveAgent })) as unknown as Fetcher;

/**
 * Calls a subgraph with the internal credential and the verified caller (id and role headers).
 * Also used for schema loading, where there is no caller.
 */
export class InternalDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly internalToken: string,
  ) {
    super({ url, fetcher: keepAliveFetcher });
  }

  /**
   * A subgraph that does not answer (down, restarting under `npm start`'s supervision) is SERVICE_UNAVAILABLE
   * 503 'Service temporarily unavailable. Please try again.', not an internal error: the rest of the graph
   * still answers, and this part does again once the subgraph is back, without a gateway restart.
   */
  override async process(
    options: GraphQLDataSourceProcessOptions<GatewayContext>,
  ): ReturnType<RemoteGraphQLDataSource<GatewayContext>['process']> {
    try {
      return await super.process(options);
    } catch (error) {
      if (unreachable(error)) throw serviceUnavailable();
      throw error;
    }
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers) return;
    headers.set(INTERNAL_TOKEN_HEADER, this.internalToken);
    for (const [name, value] of Object.entries(callerHeaders(context?.caller))) headers.set(name, value);
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
]);

function unreachable(error: unknown): boolean {
  const { code, errno, type } = (error ?? {}) as { code?: unknown; errno?: unknown; type?: unknown };
  return (
    (typeof code === 'string' && UNREACHABLE.has(code)) ||
    (typeof errno === 'string' && UNREACHABLE.has(errno)) ||
    type === 'system' ||
    type === 'request-timeout'
  );
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

const serviceUnavailable = () =>
  new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
  });

export function closeSubgraphConnections(): void {
  keepAliveAgent.destroy();
}
