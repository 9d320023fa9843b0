import path from 'node:path';
import { type RateLimitOptions, rateLimitFromEnv } from './auth/rateLimit';
import { type CacheConfig, cacheConfigFromEnv } from './cache/config';
import { type StreamCaps, streamCapsFromEnv } from './shared-state/streams';
import {
  dbNameFromEnv,
  portFromEnv,
  SUBGRAPH_NAMES,
  subgraphPort,
  type SubgraphName,
} from '@stays/contracts';

export interface GatewayConfig {
  port: number;
  host: string;
  internalToken: string;
  jwtSecret: string;
  /** Base URL of each subgraph's internal server (no trailing slash, no /graphql). */
  subgraphs: Record<SubgraphName, string>;
  /**
   * Every replica of each subgraph (<NAME>_REPLICAS, comma-separated base URLs; default the one above): the
   * GraphQL data source spreads calls over them and asks another when one does not answer (dataSource.ts).
   */
  subgraphReplicas: Record<SubgraphName, string[]>;
  /**
   * The composed supergraph every gateway of a deployment loads (SUPERGRAPH_FILE, default supergraph.graphql
   * at the root, `npm run codegen`); null under `npm run dev`, which composes from the running subgraphs.
   */
  supergraphFile: string | null;
  /** Where the built front ends are (`shell/dist`, `mfe-<name>/dist`): the repository root. */
  frontendRoot: string;
  production: boolean;
  /** NODE_ENV=development (`npm run dev`): GraphQL errors may suggest field names. */
  development: boolean;
  /** Re-read each subgraph's schema this often (ms); 0 composes once at start. */
  schemaPollIntervalMs: number;
  /** Every cache's lifetime (PUBLIC_CACHE_MS, PAGE_CACHE_MS, SESSION_CACHE_MS). */
  caches: CacheConfig;
  /** Sign-in and registration limits (AUTH_RATE_LIMIT_*). */
  authRateLimit: RateLimitOptions;
  /** What a fleet's gateways share (shared-state/): the subgraphs' database, how often its change log is read. */
  sharedState: { uri: string; dbName: string; changePollMs: number; streamCaps: StreamCaps };
  /** REMOTE_<NAME>_URL overrides of the remote manifest. */
  env: NodeJS.ProcessEnv;
}

export const REPO_ROOT = path.resolve(__dirname, '../..');

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const subgraphs = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [name, `http://127.0.0.1:${subgraphPort(name, env)}`]),
  ) as Record<SubgraphName, string>;
  return {
    port: portFromEnv('PORT', 3000, env),
    host: env.HOST || '0.0.0.0',
    internalToken: required(env, 'INTERNAL_TOKEN'),
    jwtSecret: required(env, 'JWT_SECRET'),
    subgraphs,
    subgraphReplicas: Object.fromEntries(
      SUBGRAPH_NAMES.map((name) => [name, replicasFromEnv(env, name) ?? [subgraphs[name]]]),
    ) as Record<SubgraphName, string[]>,
    supergraphFile:
      env.SUPERGRAPH_FILE ||
      (env.NODE_ENV === 'development' ? null : path.join(REPO_ROOT, 'supergraph.graphql')),
    frontendRoot: env.FRONTEND_ROOT || REPO_ROOT,
    production: env.NODE_ENV === 'production',
    development: env.NODE_ENV === 'development',
    schemaPollIntervalMs: Number(env.SCHEMA_POLL_INTERVAL_MS) || 0,
    caches: cacheConfigFromEnv(env),
    authRateLimit: rateLimitFromEnv(env),
    sharedState: {
      uri: required(env, 'MONGODB_URI'),
      dbName: dbNameFromEnv(env),
      // Well below PUBLIC_CACHE_MS (1 s by default), so another gateway's write empties these caches in time.
      changePollMs: Math.min(Math.max(Number(env.CACHE_CHANGES_POLL_MS) || 250, 20), 1000),
      streamCaps: streamCapsFromEnv(env),
    },
    env,
  };
}

/** `USERS_REPLICAS=http://10.0.0.1:4001,http://10.0.0.2:4001`: base URLs, no trailing slash. */
function replicasFromEnv(env: NodeJS.ProcessEnv, name: SubgraphName): string[] | null {
  const urls = (env[`${name.toUpperCase()}_REPLICAS`] ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return urls.length > 0 ? urls : null;
}
