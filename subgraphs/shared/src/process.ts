import type { BaseContext } from '@apollo/server';
import type { Connection } from 'mongoose';
import { dbNameFromEnv, onSupervisorGone, subgraphPort, type SubgraphName } from '@stays/contracts';
import { connectMongoose } from './database';
import { startSubgraph, type StartSubgraphOptions, type SubgraphHealth } from './subgraph';

/** What a subgraph package contributes: its schema and resolvers, built on its own mongoose connection. */
export type SubgraphDefinition<TContext extends BaseContext> = (
  connection: Connection,
) => Promise<Omit<StartSubgraphOptions<TContext>, 'name' | 'port' | 'health' | 'log'>>;

/** Up when the connection is open and the server answers a ping within a second. */
export async function databaseHealth(connection: Connection): Promise<SubgraphHealth> {
  if (connection.readyState !== 1 || !connection.db) return { database: 'down' };
  const ping = connection.db.admin().ping();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('ping timeout')), 1000).unref(),
  );
  try {
    await Promise.race([ping, timeout]);
    return { database: 'up' };
  } catch {
    return { database: 'down' };
  }
}

const log = (name: string) => (message: string) => console.log(`[${name}] ${message}`);

/**
 * The whole life of a subgraph process: connect, serve, and on SIGTERM/SIGINT finish in-flight requests,
 * close the connection and exit 0. A failure to start exits 1 with the reason, so `npm start` reports it.
 */
export function runSubgraphProcess<TContext extends BaseContext>(
  name: SubgraphName,
  define: SubgraphDefinition<TContext>,
): void {
  const say = log(name);
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    say('MONGODB_URI is not set');
    process.exit(1);
  }
  void (async () => {
    const connection = await connectMongoose(uri, dbNameFromEnv());
    const definition = await define(connection);
    const running = await startSubgraph<TContext>({
      ...definition,
      name,
      port: subgraphPort(name),
      health: () => databaseHealth(connection),
      log: say,
    });
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      say(`${signal}: stopping`);
      const force = setTimeout(() => process.exit(0), 5000);
      force.unref();
      void running
        .stop()
        .then(() => connection.close())
        .finally(() => process.exit(0));
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
    onSupervisorGone(() => shutdown('supervisor gone'));
  })().catch((error: unknown) => {
    say(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
