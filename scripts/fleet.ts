// `npm run start:fleet`: the product as a fleet on one machine: the database, two replicas of each subgraph, two
// gateways reaching every replica, and nginx (Debian's /usr/sbin/nginx) in front of the gateways on PORT.
// Every process is supervised as under `npm start` (scripts/stack.ts); Ctrl-C stops everything.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SUBGRAPH_NAMES, SUBGRAPHS, type SubgraphName } from '@stays/contracts';
import { buildFrontends } from './frontends';
import {
  freePort,
  type ManagedChild,
  spawnManaged,
  supervise,
  type SupervisedChild,
  waitForPort,
} from './processes';
import { REPO_ROOT, type RunningStack, startStack, type StackOptions } from './stack';

export const NGINX = process.env.NGINX_BINARY || '/usr/sbin/nginx';
const TEMPLATES = path.join(REPO_ROOT, 'fleet');

export interface FleetOptions extends Pick<
  StackOptions,
  'inMemory' | 'seed' | 'showOutput' | 'log' | 'env' | 'onChildExit'
> {
  /** nginx's port; 0 picks free ports for everything. */
  port: number;
  gateways?: number;
  replicas?: number;
}

export interface RunningFleet {
  /** nginx, the front door. */
  url: string;
  stack: RunningStack;
  /** The current process id of each supervised child, nginx included. */
  pids(): Record<string, number | undefined>;
  stop(): Promise<void>;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (values[key] === undefined) throw new Error(`nginx template: no value for {{${key}}}`);
    return values[key];
  });

const servers = (ports: number[]) =>
  ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');

/** nginx's configuration from the repository's templates: the front door and one upstream per subgraph. */
export async function nginxConfig(options: {
  dir: string;
  port: number;
  gateways: number[];
  subgraphs: Record<SubgraphName, { port: number; replicas: number[] }>;
}): Promise<string> {
  const [main, subgraph] = await Promise.all([
    readFile(path.join(TEMPLATES, 'nginx.conf.template'), 'utf8'),
    readFile(path.join(TEMPLATES, 'subgraph.conf.template'), 'utf8'),
  ]);
  return fill(main, {
    DIR: options.dir,
    PORT: String(options.port),
    GATEWAY_SERVERS: servers(options.gateways),
    SUBGRAPH_BLOCKS: SUBGRAPH_NAMES.map((name) =>
      fill(subgraph, {
        NAME: name,
        PORT: String(options.subgraphs[name].port),
        REPLICA_SERVERS: servers(options.subgraphs[name].replicas),
      }),
    ).join('\n'),
  });
}

/**
 * Starts the fleet: the stack (scripts/stack.ts) with its replicas and gateways, and nginx started between the
 * subgraphs and the gateways, since the gateways' side calls go through it.
 */
export async function startFleet(options: FleetOptions): Promise<RunningFleet> {
  const log = options.log ?? ((message: string) => console.log(`[fleet] ${message}`));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stays-nginx-'));
  let nginx: SupervisedChild | null = null;
  const stopNginx = async () => {
    await nginx?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const port = options.port === 0 ? await freePort() : options.port;
    const stack = await startStack({
      ...options,
      port: options.port === 0 ? 0 : await freePort(),
      gateways: options.gateways ?? 2,
      replicas: options.replicas ?? 2,
      log,
      beforeGateways: async (ports) => {
        const subgraphs = {} as Record<SubgraphName, { port: number; replicas: number[] }>;
        for (const name of SUBGRAPH_NAMES)
          subgraphs[name] = { port: await freePort(), replicas: ports.subgraphs[name] };
        const config = path.join(dir, 'nginx.conf');
        await writeFile(config, await nginxConfig({ dir, port, gateways: ports.gateways, subgraphs }));
        nginx = supervise({
          name: 'nginx',
          log,
          onGiveUp: (dead, code, signal) => {
            if (options.onChildExit) options.onChildExit(dead.name, code, signal, dead.tail());
            else log(`!!! nginx kept dying (code ${code}, signal ${signal})\n${dead.tail()}`);
          },
          spawn: (onUnexpectedExit): ManagedChild =>
            spawnManaged({
              name: 'nginx',
              command: NGINX,
              args: ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config, '-g', 'daemon off;'],
              env: process.env,
              showOutput: options.showOutput ?? false,
              onUnexpectedExit,
            }),
        });
        await waitForPort(port, nginx);
        // The gateways' side calls (session checks, images, the event feed) reach the replicas through nginx.
        return Object.fromEntries(
          SUBGRAPH_NAMES.map((name) => [SUBGRAPHS[name].portEnv, String(subgraphs[name].port)]),
        );
      },
    }).catch(async (error: unknown) => {
      await stopNginx();
      throw error;
    });
    return {
      url: `http://127.0.0.1:${port}`,
      stack,
      pids: () => ({ ...stack.pids(), nginx: nginx?.current().process.pid }),
      async stop() {
        // The front door first, so nothing new comes in while the rest drains.
        await stopNginx();
        await stack.stop();
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function main() {
  process.env.NODE_ENV ||= 'production';
  let fleet: RunningFleet | null = null;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (!stopping) {
      stopping = true;
      await fleet?.stop();
    }
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  const failed = await buildFrontends(REPO_ROOT, { log: (message) => console.log(`[fleet] ${message}`) });
  for (const name of failed)
    console.warn(`[fleet] WARNING: !!! building ${name} failed; its pages will not load`);
  fleet = await startFleet({
    port: Number(process.env.PORT || 3000),
    showOutput: true,
    onChildExit: (name, code, signal, tail) => {
      if (stopping) return;
      console.error(
        `\n[fleet] !!! ${name} kept dying (exit code ${code ?? 'none'}, signal ${signal ?? 'none'}); stopping.`,
      );
      if (tail) console.error(tail);
      void shutdown(1);
    },
  });
  fleet.stack.gatewayUrls.forEach((url, i) =>
    console.log(`[fleet] gateway ${i + 1}: ${url.replace('localhost', '127.0.0.1')}`),
  );
  console.log(`\n  Stays is running as a fleet behind nginx: ${fleet.url}\n  Ctrl-C stops everything.\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[fleet] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
