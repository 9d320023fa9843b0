/** The subgraphs, their default ports and the environment variables that move them (docs/contracts.md). */
export const SUBGRAPHS = {
  users: { portEnv: 'USERS_PORT', defaultPort: 4001 },
  properties: { portEnv: 'PROPERTIES_PORT', defaultPort: 4002 },
  bookings: { portEnv: 'BOOKINGS_PORT', defaultPort: 4003 },
  notifications: { portEnv: 'NOTIFICATIONS_PORT', defaultPort: 4004 },
} as const;

export type SubgraphName = keyof typeof SUBGRAPHS;
export const SUBGRAPH_NAMES = Object.keys(SUBGRAPHS) as SubgraphName[];

export const DEFAULT_DB_NAME = 'stays';

export function portFromEnv(envName: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[envName];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${envName}=${raw} is not a port number`);
  return port;
}

export function subgraphPort(name: SubgraphName, env: NodeJS.ProcessEnv = process.env): number {
  return portFromEnv(SUBGRAPHS[name].portEnv, SUBGRAPHS[name].defaultPort, env);
}

export function dbNameFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.MONGODB_DB || DEFAULT_DB_NAME;
}
