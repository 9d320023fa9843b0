// The embedded database as a child process of `npm start` / startStack (scripts/stack.ts), so that it can die
// and be restarted on its own like the subgraphs. Arguments: <port> <data folder>.
import { onSupervisorGone } from '@stays/contracts';
import { start } from '@stays/embedded-mongo';

async function main() {
  const [port, dbPath] = process.argv.slice(2);
  // Loopback only: the server has no authentication (docs/security.md).
  const server = await start({
    port: Number(port),
    dbPath,
    host: '127.0.0.1',
    log: (message) => console.error(`[database] ${message}`),
  });
  console.log(`[database] listening at ${server.uri} with data in ${dbPath}`);
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
