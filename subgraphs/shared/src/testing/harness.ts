// The subgraph test kit: one subgraph in this process, with its real schema, resolvers, context and policy, on a
// throw-away database, called with `executeOperation` (no gateway, no HTTP for GraphQL). See docs/conventions.md.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ApolloServer, type BaseContext } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ANONYMOUS, type Caller, type Role, SUBGRAPHS, type SubgraphName } from '@stays/contracts';
import express, { type Express } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { Types, type Connection } from 'mongoose';
import { connectMongoose } from '../database';
import type { SubgraphDefinition } from '../process';
import { requireInternalToken, subgraphSchema } from '../subgraph';

/** A caller of this role with a fresh account id (pass `userId` to act as a known account). */
export function callerOf(role: Role, userId = new Types.ObjectId().toHexString()): Caller {
  return { userId, role };
}

export { ANONYMOUS };

/** An embedded database in a temporary folder, removed by `stop()`. Several harnesses may share one. */
export interface TestDatabase {
  uri: string;
  stop(): Promise<void>;
}

export async function startTestDatabase(): Promise<TestDatabase> {
  const { start } = await import('@stays/embedded-mongo');
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'stays-subgraph-test-'));
  const server = await start({ port: 0, dbPath, log: () => {} });
  return {
    uri: server.uri,
    async stop() {
      await server.stop();
      await rm(dbPath, { recursive: true, force: true });
    },
  };
}

export interface OperationAnswer<TData> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface SubgraphHarness {
  /** Runs one GraphQL operation as `as` (anonymous by default), through the subgraph's own Apollo server. */
  execute<TData = Record<string, unknown>>(
    query: string,
    options?: { as?: Caller; variables?: Record<string, unknown> },
  ): Promise<OperationAnswer<TData>>;
  /** The subgraph's mongoose connection: arrange data through its models, or look at what a resolver stored. */
  connection: Connection;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /** A database shared with other harnesses (stopped by its owner); by default one of its own. */
  database?: TestDatabase;
  dbName?: string;
}

export interface Peer {
  /** The bodies of the calls it received, by path, oldest first. */
  calls: Map<string, unknown[]>;
  stop(): Promise<void>;
}

/**
 * A stand-in for a peer subgraph's internal routes (`/internal/*`, reached through `callInternal`): served on a
 * free port behind the internal credential, with this process's port variable and INTERNAL_TOKEN pointing at it
 * until `stop()`. A subgraph's test names the answers it needs instead of starting the peer's code.
 */
export async function servePeer(name: SubgraphName, routes: (app: Express) => void): Promise<Peer> {
  const portEnv = SUBGRAPHS[name].portEnv;
  const saved = { INTERNAL_TOKEN: process.env.INTERNAL_TOKEN, [portEnv]: process.env[portEnv] };
  process.env.INTERNAL_TOKEN ??= randomBytes(16).toString('hex');
  const calls = new Map<string, unknown[]>();
  const app = express();
  app.use(requireInternalToken(process.env.INTERNAL_TOKEN), express.json(), (req, _res, next) => {
    calls.set(req.path, [...(calls.get(req.path) ?? []), req.body]);
    next();
  });
  routes(app);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  process.env[portEnv] = String(typeof address === 'object' && address ? address.port : 0);
  return {
    calls,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

/**
 * Starts a subgraph from its definition (`defineBookings`, `defineUsers`... exported by its `src/index.ts`):
 * models and indexes on a throw-away database, then its schema on an in-process Apollo server.
 */
export async function startSubgraphHarness<TContext extends BaseContext>(
  define: SubgraphDefinition<TContext>,
  options: HarnessOptions = {},
): Promise<SubgraphHarness> {
  const database = options.database ?? (await startTestDatabase());
  const connection = await connectMongoose(database.uri, options.dbName ?? 'stays-test');
  const definition = await define(connection);
  const apollo = new ApolloServer<TContext>({
    schema: subgraphSchema(definition.typeDefs, definition.resolvers),
    includeStacktraceInErrorResponses: false,
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  await apollo.start();

  return {
    connection,
    async execute<TData>(
      query: string,
      { as = ANONYMOUS, variables }: { as?: Caller; variables?: Record<string, unknown> } = {},
    ): Promise<OperationAnswer<TData>> {
      const response = await apollo.executeOperation<TData>(
        { query, variables },
        { contextValue: await definition.context(as) },
      );
      if (response.body.kind !== 'single') throw new Error('an incremental answer was not expected');
      const { data, errors } = response.body.singleResult;
      return { data, errors };
    },
    async stop() {
      await apollo.stop();
      await connection.close();
      if (!options.database) await database.stop();
    },
  };
}
