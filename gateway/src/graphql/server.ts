import { readFileSync } from 'node:fs';
import { ApolloGateway, IntrospectAndCompose } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { SUBGRAPH_NAMES, type SubgraphName } from '@stays/contracts';
import { accountsFrom, authRateLimitPlugin } from '../auth/rateLimit';
import type { AttemptCounts } from '../shared-state/counters';
import { authErrorsPlugin } from './authErrors';
import type { GatewayConfig } from '../config';
import type { GatewayContext } from '../context';
import { type EntityCache, InternalDataSource } from './dataSource';
import { maskInternalErrors } from './errors';
import { operationLimitsRule } from './limits';
import { operationGuardPlugin, unavailableStatusPlugin } from './operationGuard';
import { type WriteEffects, writeTablePlugin } from '../writes/plugin';

export interface GraphQLServerOptions {
  /** Where anonymous queries' entity fetches are kept (dataSource.ts); none: every fetch goes out. */
  entities?: EntityCache;
  /** Composition attempts while the subgraphs come up. */
  attempts?: number;
  /** Where the sign-in limits count (shared-state: in MongoDB, across gateways); none: this process's memory. */
  counter?: AttemptCounts;
  /** Where the write table sends each mutation's effects (writes/plugin.ts); null until the gateway is wired. */
  writeEffects?: () => WriteEffects | null;
}

/**
 * The federated graph: the committed supergraph (supergraph.graphql, composed from the subgraphs' schema files
 * and checked against every client operation by `npm run codegen`, docs/deploy.md), so a subgraph deployed
 * alone cannot change what a gateway serves. `npm run dev` composes at start from the running subgraphs' own
 * SDL instead (IntrospectAndCompose), optionally re-read every `schemaPollIntervalMs`.
 */
export function createGraphQLServer(
  config: GatewayConfig,
  log: (message: string) => void,
  options: GraphQLServerOptions = {},
) {
  const gateway = new ApolloGateway({
    supergraphSdl: config.supergraphFile
      ? readFileSync(config.supergraphFile, 'utf8')
      : new IntrospectAndCompose({
          subgraphs: SUBGRAPH_NAMES.map((name) => ({ name, url: `${config.subgraphs[name]}/graphql` })),
          ...(config.schemaPollIntervalMs > 0 ? { pollIntervalInMs: config.schemaPollIntervalMs } : {}),
        }),
    buildService: ({ name }) =>
      new InternalDataSource(
        config.subgraphReplicas[name as SubgraphName].map((base) => `${base}/graphql`),
        config.internalToken,
        options.entities,
      ),
    logger: { debug: () => {}, info: log, warn: log, error: log },
  });

  const server = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: !config.production,
    includeStacktraceInErrorResponses: false,
    // "Did you mean ...?" suggestions describe the schema: only for a developer (`npm run dev`).
    hideSchemaDetailsFromClientErrors: !config.development,
    // Depth and field-count limits: a costly query is refused before it is planned (400, limits.ts).
    validationRules: [operationLimitsRule()],
    formatError: maskInternalErrors(log),
    // No landing page (it loads from a CDN this product does not trust), no traces, no usage reporting.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      operationGuardPlugin(),
      authRateLimitPlugin(
        config.authRateLimit,
        accountsFrom(config.subgraphs.users, config.internalToken),
        options.counter,
      ),
      authErrorsPlugin(),
      unavailableStatusPlugin(),
      // Both doors' writes (REST rows run their operations here too): what each empties, ends and emits.
      writeTablePlugin(options.writeEffects ?? (() => null)),
    ],
  });
  return { server, gateway };
}

/**
 * Builds and starts the graph, retrying while subgraphs are still coming up (composition needs every one of
 * them). A failed Apollo server cannot be started again, so each attempt builds a new one.
 */
export async function startGraphQLServer(
  config: GatewayConfig,
  log: (message: string) => void,
  options: GraphQLServerOptions = {},
) {
  const attempts = options.attempts ?? 20;
  for (let attempt = 1; ; attempt++) {
    const built = createGraphQLServer(config, log, options);
    try {
      await built.server.start();
      return built;
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`composition failed (attempt ${attempt}): ${(error as Error).message}; retrying`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2000)));
    }
  }
}
