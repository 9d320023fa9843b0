import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { Fetcher } from '@apollo/utils.fetcher';
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

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers) return;
    headers.set(INTERNAL_TOKEN_HEADER, this.internalToken);
    for (const [name, value] of Object.entries(callerHeaders(context?.caller))) headers.set(name, value);
  }
}

export function closeSubgraphConnections(): void {
  keepAliveAgent.destroy();
}
