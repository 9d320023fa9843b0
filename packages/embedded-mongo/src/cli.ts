import { start } from './index';

const USAGE = 'usage: embedded-mongo [--port 27027] [--dbpath .data/db] [--bind_ip 127.0.0.1]';

function parseArgs(argv: string[]): { port?: number; dbPath?: string; host?: string } {
  const out: { port?: number; dbPath?: string; host?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--port') out.port = Number(value());
    else if (flag === '--dbpath') out.dbPath = value();
    else if (flag === '--bind_ip' || flag === '--host') out.host = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  if (out.port !== undefined && (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535)) {
    throw new Error(`invalid --port\n${USAGE}`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const server = await start({ ...args, log: (msg) => console.error(`[embedded-mongo] ${msg}`) });
  // The URI on stdout is the signal that the server accepts connections (scripts wait for this line).
  console.log(server.uri);
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.error(`[embedded-mongo] ${signal}: stopping`);
    server.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(`[embedded-mongo] ${(err as Error).message}`);
  process.exit(1);
});
