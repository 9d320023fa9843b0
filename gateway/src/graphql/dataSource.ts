import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { Agent } from 'undici';
import { callerHeaders, INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import type { TimedCache } from '../cache/timedCache';
import type { GatewayContext } from '../context';

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
  /** The subgraph's identity in the entity cache's keys: its first replica, whichever one answers. */
  private readonly origin: string;
  private readonly path: string;
  private readonly replicas: Replicas;

  constructor(
    /** The subgraph's GraphQL URL, or the URL of each of its replicas. */
    urls: string | readonly string[],
    private readonly internalToken: string,
    /** Entities anonymous queries fetched (JSON by subgraph, operation and representation); none: no reuse. */
    private readonly entities?: EntityCache,
  ) {
    const all = typeof urls === 'string' ? [urls] : urls;
    super({ url: all[0], honorSubgraphCacheControlHeader: false });
    this.replicas = new Replicas(all);
    const target = new URL(all[0]);
    this.origin = target.origin;
    this.path = `${target.pathname}${target.search}`;
  }

  /**
   * A subgraph that does not answer (down, restarting under `npm start`'s supervision) is SERVICE_UNAVAILABLE
   * 503 'Service temporarily unavailable. Please try again.', not an internal error: the rest of the graph
   * still answers, and this part does again once the subgraph is back, without a gateway restart.
   */
  override async process(
    options: GraphQLDataSourceProcessOptions<GatewayContext>,
  ): Promise<GatewayGraphQLResponse> {
    const { request, context } = options;
    const { http: _http, ...body } = request;
    if (body.query === undefined) throw new Error('Missing query');
    const { representations, ...others } = body.variables ?? {};
    if (!Array.isArray(representations)) return this.send(body, context);
    // What a subgraph answers an anonymous caller depends on the request alone (the caller headers are always
    // the same), and the policy table gives every anonymous caller the same public data; so, as the anonymous
    // read cache does for whole answers, an anonymous query's entities are shared for PUBLIC_CACHE_MS. Never a
    // mutation's: it may have just changed them.
    const shared =
      context?.caller.userId === null &&
      'incomingRequestContext' in options &&
      options.incomingRequestContext.operation?.operation === 'query'
        ? this.entities
        : undefined;
    return this.fetchEntities({ body, others, representations, context, cache: shared });
  }

  /**
   * An `_entities` fetch (a page of stays' hosts, reviews' authors): each distinct representation is asked for
   * once (twenty cards by three hosts ask for three users, not twenty), none that `cache` holds, and the
   * answers and their errors are fanned back out in the gateway's order, a separate object for each (the
   * executor merges into and rewrites them).
   *
   * The cache holds each answer from the moment it is asked for (`TimedCache.share`): a request that needs
   * an entity another one is fetching waits for that answer instead of asking again. One that waited for an
   * answer that failed asks for itself.
   */
  private async fetchEntities({
    body,
    others,
    representations,
    context,
    cache,
  }: {
    body: SubgraphRequest;
    others: Record<string, unknown>;
    representations: unknown[];
    context: Context;
    cache: EntityCache | undefined;
  }): Promise<GatewayGraphQLResponse> {
    const keyOf = new Map<string, number>();
    const distinct: string[] = [];
    const slots = representations.map((representation) => {
      const key = JSON.stringify(representation);
      let slot = keyOf.get(key);
      if (slot === undefined) keyOf.set(key, (slot = distinct.push(key) - 1));
      return slot;
    });
    if (!cache && distinct.length === representations.length) return this.send(body, context);

    const prefix = `${this.origin}${this.path}\n${body.query}\n${JSON.stringify(others)}\n`;
    const held = distinct.map((key) => cache?.get(prefix + key));
    const answers: Array<string | undefined> = held.some((answer) => answer !== undefined)
      ? await Promise.all(held)
      : [];
    const missing = distinct.flatMap((_, slot) => (answers[slot] === undefined ? [slot] : []));
    let errors: GraphQLFormattedError[] = [];
    if (missing.length > 0) {
      let deliver: (fetched: Array<string | undefined>) => void = () => {};
      if (cache) {
        const delivered = new Promise<Array<string | undefined>>((resolve) => (deliver = resolve));
        missing.forEach((slot, index) =>
          cache.share(
            prefix + distinct[slot],
            delivered.then((fetched) => fetched[index]),
          ),
        );
      }
      let response: GatewayGraphQLResponse;
      try {
        const asked = missing.map((slot) => JSON.parse(distinct[slot]) as unknown);
        response = await this.send({ ...body, variables: { ...others, representations: asked } }, context);
      } catch (error) {
        deliver(missing.map(() => undefined));
        throw error;
      }
      // An error's path names an entity by its place in what was asked: back to the places it came from.
      errors = (response.errors ?? []).flatMap((error) => {
        const [root, index, ...rest] = error.path ?? [];
        if (root !== '_entities' || typeof index !== 'number') return [error];
        return slots.flatMap((slot, place) =>
          slot === missing[index] ? [{ ...error, path: ['_entities', place, ...rest] }] : [],
        );
      });
      const received: unknown = response.data?._entities;
      if (!Array.isArray(received) || received.length !== missing.length) {
        deliver(missing.map(() => undefined));
        return { ...response, errors };
      }
      const failed = new Set(
        (response.errors ?? []).map((error) => (error.path?.[0] === '_entities' ? error.path[1] : 'all')),
      );
      const fetched = missing.map((slot, index) => (answers[slot] = JSON.stringify(received[index])));
      // What the others waiting for these entities get: the answers without an error of their own (and none
      // for the whole fetch).
      deliver(fetched.map((answer, index) => (failed.has(index) || failed.has('all') ? undefined : answer)));
    }
    const data = { _entities: slots.map((slot) => JSON.parse(answers[slot]!) as unknown) };
    return errors.length > 0 ? { data, errors } : { data };
  }

  /**
   * One POST to a replica of the subgraph (Replicas.order): a 2xx JSON body is the response, any other answer
   * the stock error. A replica that does not answer is skipped for a moment, and the call goes to the next one
   * when that cannot do a write twice: a read, or a connection that was never opened. 503 once none answers.
   */
  private async send(body: SubgraphRequest, context: Context): Promise<GatewayGraphQLResponse> {
    const read = !/^\s*mutation\b/.test(body.query ?? '');
    const order = this.replicas.order();
    for (let attempt = 0; ; attempt++) {
      const replica = order[attempt];
      try {
        return await this.sendTo(replica, body, context);
      } catch (error) {
        if (!unreachable(error)) throw error;
        this.replicas.failed(replica);
        if (attempt + 1 >= order.length || !(read || neverConnected(error))) throw serviceUnavailable();
      }
    }
  }

  private async sendTo(replica: Replica, body: SubgraphRequest, context: Context) {
    const response = await agent().request({
      origin: replica.origin,
      path: replica.path,
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
  }
}

interface Replica {
  origin: string;
  path: string;
  /** Until when (ms since epoch) it is asked last: it did not answer a moment ago. */
  downUntil: number;
}

/** How long a replica that did not answer is asked last (a restart under supervision takes about this long). */
const REPLICA_PAUSE_MS = 2000;

/** The replicas of one subgraph: taken in turn, those that just failed last. */
export class Replicas {
  private readonly all: Replica[];
  private turn = 0;

  constructor(urls: readonly string[]) {
    this.all = urls.map((url) => {
      const target = new URL(url);
      return { origin: target.origin, path: `${target.pathname}${target.search}`, downUntil: 0 };
    });
  }

  /** Every replica once, starting with the next in turn; those paused after a failure at the end. */
  order(now = Date.now()): Replica[] {
    const start = this.turn++ % this.all.length;
    const rotated = [...this.all.slice(start), ...this.all.slice(0, start)];
    return [
      ...rotated.filter((replica) => replica.downUntil <= now),
      ...rotated.filter((replica) => replica.downUntil > now),
    ];
  }

  failed(replica: Replica, now = Date.now()): void {
    replica.downUntil = now + REPLICA_PAUSE_MS;
  }
}

/** Anonymous queries' entities: by subgraph, operation and representation, each answer's JSON as it arrives. */
export type EntityCache = TimedCache<Promise<string | undefined>>;

/** What the gateway sends a subgraph: the fetch's operation without the HTTP part. */
type SubgraphRequest = Omit<GraphQLDataSourceProcessOptions<GatewayContext>['request'], 'http'>;
/** The incoming operation's context, or none (the schema loader's health checks). */
type Context = GraphQLDataSourceProcessOptions<GatewayContext>['context'] | undefined;

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

/** Failures before the request left: the subgraph cannot have run it, so another replica may, even a write. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);

function neverConnected(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && NOT_CONNECTED.has(code);
}

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
