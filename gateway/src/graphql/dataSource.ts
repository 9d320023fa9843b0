import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError } from 'graphql';
import { Agent } from 'undici';
import { callerHeaders, INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import type { GatewayContext } from './context';

/**
 * One pool of kept-alive connections to the subgraphs (undici): a new TCP handshake per subgraph call would
 * dominate, and undici's request API costs a fraction of node-fetch's streams and WHATWG objects per call.
 */
let subgraphAgent: Agent | null = null;
const agent = () =>
  (subgraphAgent ??= new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 64 }));

/**
 * Calls a subgraph with the internal credential and the verified caller (id and role headers).
 * Also used for schema loading, where there is no caller.
 *
 * `process` is the whole call, on undici instead of the stock node-fetch path (which built node-fetch Headers
 * and a Request object per call that nothing read): a 2xx JSON body is the response, any other answer the
 * stock error (`errorFromResponse`). The gateway sends no tracing header and uses no persisted queries or
 * subgraph cache hints, the only other things the stock path did.
 */
export class InternalDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly origin: string;
  private readonly path: string;

  constructor(
    url: string,
    private readonly internalToken: string,
  ) {
    super({ url, honorSubgraphCacheControlHeader: false });
    const target = new URL(url);
    this.origin = target.origin;
    this.path = `${target.pathname}${target.search}`;
  }

  /**
   * A subgraph that does not answer (down, restarting under `npm start`'s supervision) is SERVICE_UNAVAILABLE
   * 503 'Service temporarily unavailable. Please try again.', not an internal error: the rest of the graph
   * still answers, and this part does again once the subgraph is back, without a gateway restart.
   */
  override async process({
    request,
    context,
  }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    if (!request.query) throw new Error('Missing query');
    const { http: _http, ...body } = request;
    try {
      const response = await agent().request({
        origin: this.origin,
        path: this.path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: this.internalToken,
          ...callerHeaders(context?.caller),
        },
        body: JSON.stringify(body),
      });
      const contentType = String(response.headers['content-type'] ?? '');
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      if (ok && /^application\/(graphql-response\+)?json/.test(contentType)) {
        const parsed: unknown = await response.body.json();
        if (parsed && typeof parsed === 'object') return parsed as GatewayGraphQLResponse;
        throw new Error(`Expected JSON response body, but received: ${String(parsed)}`);
      }
      const text = await response.body.text();
      if (ok) throw new Error(`Expected JSON response body, but received: ${text}`);
      throw await this.errorFromResponse(
        new Response(text, { status: response.statusCode, headers: { 'content-type': contentType } }),
      );
    } catch (error) {
      if (unreachable(error)) throw serviceUnavailable();
      throw error;
    }
  }
}

const UNREACHABLE = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
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
  // Later calls (a gateway started again in the same process) open a new pool.
  void subgraphAgent?.destroy();
  subgraphAgent = null;
}
