// The embedded database as a child process of `npm start` / startStack (scripts/stack.ts), so that it can die
// and be restarted on its own like the subgraphs. Arguments: <port> <data folder>. The password comes in
// EMBEDDED_MONGO_PASSWORD (never in the arguments, which any local user can list), set by the stack.
import { onSupervisorGone } from '@stays/contracts';
import { start } from '@stays/embedded-mongo';

async function main() {
  const [port, dbPath] = process.argv.slice(2);
  const password = process.env.EMBEDDED_MONGO_PASSWORD;
  if (!password) throw new Error('EMBEDDED_MONGO_PASSWORD is not set (scripts/stack.ts sets it)');
  // Loopback only, and every client must authenticate (SCRAM-SHA-256, docs/security.md #13).
  const server = await start({
    port: Number(port),
    dbPath,
    host: '127.0.0.1',
    auth: { password },
    log: (message) => console.error(`[database] ${message}`),
  });
  console.log(`[database] listening at 127.0.0.1:${server.port} with data in ${dbPath}`);
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`[database] ${why}: stopping`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // A supervisor killed with SIGKILL leaves no orphan holding the port and the data folder.
  onSupervisorGone(() => stop('supervisor gone'));
}

main().catch((error: unknown) => {
  console.error(`[database] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
