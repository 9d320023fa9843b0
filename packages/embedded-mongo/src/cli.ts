import { start } from './index';

const USAGE =
  'usage: embedded-mongo [--port 27027] [--dbpath .data/db] [--bind_ip 127.0.0.1] [--noauth]\n' +
  'The user is `stays`; its password comes from EMBEDDED_MONGO_PASSWORD, else it is random (in the printed URI).';

interface CliOptions {
  port?: number;
  dbPath?: string;
  host?: string;
  noauth?: boolean;
}

function parseArgs(argv: string[]): CliOptions {
  const out: CliOptions = {};
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
    else if (flag === '--noauth') out.noauth = true;
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
  const { noauth, ...args } = parseArgs(process.argv.slice(2));
  const password = process.env.EMBEDDED_MONGO_PASSWORD || undefined;
  const server = await start({
    ...args,
    auth: noauth ? false : { password },
    log: (msg) => console.error(`[embedded-mongo] ${msg}`),
  });
  // The URI on stdout is the signal that the server accepts connections (scripts wait for this line), and the one
  // place its credentials are given: the log on stderr never carries them.
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
