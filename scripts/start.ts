// `npm start` (and `npm run dev` with --dev): the whole product on http://localhost:3000.
import { DEMO_ACCOUNTS } from './seed/accounts';
import { buildFrontends, FRONT_ENDS, SHELL } from './frontends';
import { type ManagedChild, spawnManaged } from './processes';
import { REPO_ROOT, type RunningStack, startStack } from './stack';

const dev = process.argv.includes('--dev');
// Safe by default: `npm start` runs as production (no introspection, no stack traces, no schema hints in
// errors); `npm run dev` keeps the developer conveniences. An explicit NODE_ENV wins.
process.env.NODE_ENV ||= dev ? 'development' : 'production';
const warn = (message: string) => console.warn(`[start] WARNING: ${message}`);

let stack: RunningStack | null = null;
const devServers: ManagedChild[] = [];
let shuttingDown = false;

async function shutdown(exitCode: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    for (const server of devServers) await server.stop();
    await stack?.stop();
  }
  process.exit(exitCode);
}

/**
 * A back-end child that dies is restarted by the stack (scripts/processes.ts `supervise`, reported loudly);
 * one that keeps dying (5 times in 60 s), or a dev server that dies, ends here: name, exit code, its last
 * words, and the whole thing stops non-zero.
 */
function reportDeath(name: string, code: number | null, signal: NodeJS.Signals | null, tail = '') {
  if (shuttingDown) return;
  console.error(
    `\n[start] !!! ${name} died (exit code ${code ?? 'none'}${signal ? `, signal ${signal}` : ''}) and is not coming back; stopping everything.`,
  );
  if (tail) console.error(tail);
  void shutdown(1);
}

function startDevServers() {
  for (const { folder, devPort } of FRONT_ENDS) {
    devServers.push(
      spawnManaged({
        name: `${folder} dev server (:${devPort})`,
        command: 'npm',
        args: ['run', 'dev', '-w', folder],
        cwd: REPO_ROOT,
        env: { ...process.env, GATEWAY_URL: stack?.url },
        showOutput: true,
        onUnexpectedExit: (child, code, signal) => reportDeath(child.name, code, signal),
      }),
    );
  }
}

async function main() {
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  // The product the benchmarks measure: every front end built from the current sources, server entries included
  // (`npm run build`'s path). A failed build is reported loudly; the gateway still serves the API, and pages
  // answer 503 until the shell is built.
  if (!dev) {
    const failed = await buildFrontends(REPO_ROOT, { log: (message) => console.log(`[start] ${message}`) });
    for (const name of failed) warn(`!!! building ${name} failed; its pages will not load`);
  }
  const port = Number(process.env.PORT || 3000);
  stack = await startStack({
    port,
    showOutput: true,
    log: (message) => console.log(`[stack] ${message}`),
    onChildExit: reportDeath,
  });
  if (dev) startDevServers();
  if (!process.env.JWT_SECRET) {
    warn('JWT_SECRET is not set: a random one is used, so sessions end when the server restarts.');
  }
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `    ${a.role.padEnd(8)} ${a.username.padEnd(20)} ${a.password}`,
  ).join('\n');
  console.log(`
  Stays is running: ${stack.url}${dev ? `\n  Front-end dev server (hot reload): http://localhost:${SHELL.devPort}` : ''}
  Database: ${stack.database.kind}

  Demo accounts (role, username, password):
${accounts}
    (more hosts and visitors, e.g. amina.elidrissi@stays.test, password demo123)

  Ctrl-C stops everything.
`);
}

main().catch((error: unknown) => {
  console.error(`[start] failed: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
