import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { DocumentNode } from 'graphql';
import { type Caller, callerFromHeaders, INTERNAL_TOKEN_HEADER } from '@stays/contracts';

/**
 * One entity module's resolvers: its subgraph's generated `Resolvers` type (codegen.ts) checks each map, with
 * that subgraph's context; here they are only maps of type names to field resolvers (or custom scalars).
 */
export type ResolverMap = Record<string, object | undefined>;

/** What `buildSubgraphSchema` takes as resolvers (its own type is not exported from the package root). */
type SubgraphSchemaResolvers = NonNullable<
  Extract<Parameters<typeof buildSubgraphSchema>[0], { typeDefs: unknown }>['resolvers']
>;

/** Merges the resolver maps of a subgraph's entity modules (two modules may both add `Query` fields). */
export function mergeResolvers(...maps: ResolverMap[]): SubgraphSchemaResolvers {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (fields) merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged as SubgraphSchemaResolvers;
}

/** The schema a subgraph serves: its type definitions and its entity modules' resolvers, merged. */
export function subgraphSchema(
  typeDefs: DocumentNode | DocumentNode[],
  resolvers: ResolverMap | ResolverMap[],
) {
  return buildSubgraphSchema({
    typeDefs,
    resolvers: mergeResolvers(...[resolvers].flat()),
  });
}

export interface SubgraphHealth {
  database: 'up' | 'down';
  [detail: string]: unknown;
}

export interface StartSubgraphOptions<TContext extends BaseContext> {
  name: string;
  /** One document per entity module; only the first declares the federation `@link`. */
  typeDefs: DocumentNode | DocumentNode[];
  /** One map per entity module (each typed by the subgraph's generated `Resolvers`); merged type by type. */
  resolvers: ResolverMap | ResolverMap[];
  port: number;
  /** Builds each request's context (fresh DataLoaders per request) from the verified caller. */
  context: (caller: Caller) => TContext | Promise<TContext>;
  /** Extra internal HTTP routes, behind the same internal credential (the properties images). */
  routes?: (app: Express) => void;
  health?: () => Promise<SubgraphHealth>;
  /** Defaults to INTERNAL_TOKEN from the environment; the subgraph refuses to start without one. */
  internalToken?: string;
  host?: string;
  log?: (message: string) => void;
}

export interface RunningSubgraph {
  name: string;
  url: string;
  port: number;
  stop(): Promise<void>;
}

function tokenMatches(expected: Buffer, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/**
 * Resolver errors carry `extensions.http.status` (errors.ts), which Apollo would turn into this response's
 * HTTP status. The gateway treats a non-2xx subgraph answer as a transport failure and would replace our
 * FORBIDDEN or BAD_USER_INPUT with a generic 500, so once an operation has executed, answer 200 and let the
 * error codes speak (the gateway's REST adapters map them back to statuses).
 */
const graphQLErrorsAnswer200: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && 'data' in response.body.singleResult)
          response.http.status = 200;
      },
    };
  },
};

/** Only the gateway (and our own scripts) hold the internal token: everything else is refused, health included. */
export function requireInternalToken(token: string) {
  const expected = Buffer.from(token);
  return (req: Request, res: Response, next: NextFunction) => {
    if (tokenMatches(expected, req.headers[INTERNAL_TOKEN_HEADER])) return next();
    res.status(401).json({ message: 'Missing or invalid internal credential' });
  };
}

/**
 * Starts one federation subgraph: an Apollo server on `buildSubgraphSchema`, listening on 127.0.0.1,
 * behind the internal credential, with `/healthz` and `/graphql`.
 */
export async function startSubgraph<TContext extends BaseContext>(
  options: StartSubgraphOptions<TContext>,
): Promise<RunningSubgraph> {
  const token = options.internalToken ?? process.env.INTERNAL_TOKEN;
  if (!token)
    throw new Error(`subgraph ${options.name}: INTERNAL_TOKEN is not set; refusing to start unprotected`);
  const production = process.env.NODE_ENV === 'production';

  const apollo = new ApolloServer<TContext>({
    schema: subgraphSchema(options.typeDefs, options.resolvers),
    introspection: !production,
    // Only the gateway calls us, with JSON POSTs; inline traces would cost every request for nothing.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      graphQLErrorsAnswer200,
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
    // Stacks go to this process's log (formatError below), never to the gateway or a client.
    includeStacktraceInErrorResponses: false,
    // Our own errors (errors.ts) carry a code and a message meant for users; anything else is a bug or an
    // outage whose details (driver messages, stack) stay in the log.
    formatError: (formatted, error) => {
      const code = formatted.extensions?.code;
      if (code !== 'INTERNAL_SERVER_ERROR') return formatted;
      const cause = unwrapResolverError(error);
      options.log?.(
        `internal error: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
      );
      return production ? { message: 'Internal server error', extensions: { code } } : formatted;
    },
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.use(requireInternalToken(token));
  app.get('/healthz', async (_req, res) => {
    const health = options.health
      ? await options.health().catch(() => ({ database: 'down' as const }))
      : null;
    const up = !health || health.database === 'up';
    res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'degraded', subgraph: options.name, ...health });
  });
  options.routes?.(app);
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => options.context(callerFromHeaders(req.headers)),
    }),
  );

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  // The gateway keeps connections alive; our side must outlive its idle timeout so it never writes to a closed socket.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.log?.(`subgraph ${options.name} listening on http://${host}:${port}/graphql`);

  let stopping: Promise<void> | null = null;
  return {
    name: options.name,
    port,
    url: `http://${host}:${port}/graphql`,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await apollo.stop();
      })();
      return stopping;
    },
  };
}
