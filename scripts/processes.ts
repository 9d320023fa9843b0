import { SUPERVISED_ENV } from '@stays/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** Ports this process has handed out: never the same one twice, even before its service has bound it. */
const handedOut = new Set<number>();

/**
 * Where a throw-away stack's services listen: below Linux's ephemeral range (32768 and up), which the kernel
 * hands to every outgoing connection (a subgraph call, a database client) and to `listen(0)`. A port picked
 * there and closed again could be taken by such a connection before the service binds it, and the service then
 * died with EADDRINUSE. Parallel jest workers draw from separate slices, so two workers' stacks never collide.
 */
const RANGE_START = 20_000;
const RANGE_SIZE = 12_000;
const SLICES = 8;

function candidatePort(): number {
  const worker = Number(process.env.JEST_WORKER_ID);
  const [start, size] =
    Number.isInteger(worker) && worker > 0
      ? [RANGE_START + ((worker - 1) % SLICES) * (RANGE_SIZE / SLICES), RANGE_SIZE / SLICES]
      : [RANGE_START, RANGE_SIZE];
  return start + Math.floor(Math.random() * size);
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // The wildcard address, as the gateway listens: a port held on any address is refused here.
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on yet, for a throw-away stack's service (released for the child that will bind it). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = candidatePort();
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${RANGE_START} and ${RANGE_START + RANGE_SIZE} after 50 tries`);
}

export interface ManagedChild {
  name: string;
  process: ChildProcess;
  /** The last lines it printed (kept when its output is not shown), for reporting a death. */
  tail(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns a child process whose output is either shown (prefixed lines are the child's own job) or kept as a
 * short tail. `onUnexpectedExit` fires when it exits before `stop()` was asked: the caller decides how loud.
 */
export function spawnManaged(options: {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  showOutput: boolean;
  onUnexpectedExit: (child: ManagedChild, code: number | null, signal: NodeJS.Signals | null) => void;
}): ManagedChild {
  const lines: string[] = [];
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    // stdin stays a pipe so that the child sees its end close if this process dies without stopping it.
    env: { ...options.env, [SUPERVISED_ENV]: '1' },
    stdio: ['pipe', options.showOutput ? 'inherit' : 'pipe', options.showOutput ? 'inherit' : 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopping = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      lines.push(String(error));
      resolve({ code: -1, signal: null });
    });
  });
  const managed: ManagedChild = {
    name: options.name,
    process: child,
    tail: () => lines.join('\n'),
    exited,
    async stop(graceMs = 6000) {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  void exited.then(({ code, signal }) => {
    if (!stopping) options.onUnexpectedExit(managed, code, signal);
  });
  return managed;
}

/** Whether a child is gone for good: a plain one once it exited, a supervised one once it was given up on. */
function goneForGood(child: ManagedChild | SupervisedChild): () => boolean {
  if ('current' in child) return () => child.givenUp();
  let died = false;
  void child.exited.then(() => (died = true));
  return () => died;
}

const tailOf = (child: ManagedChild | SupervisedChild) =>
  'current' in child ? child.current().tail() : child.tail();

/**
 * Polls `url` until it answers 200, the child is gone for good, or `timeoutMs` passes. A supervised child that
 * dies while starting (a port taken meanwhile by another program) is restarted and waited for.
 */
export async function waitForHealthy(
  url: string,
  headers: Record<string, string>,
  child: ManagedChild | SupervisedChild,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const gone = goneForGood(child);
  for (;;) {
    if (gone()) throw new Error(`${child.name} exited while starting:\n${tailOf(child)}`);
    try {
      const answer = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${child.name} was not healthy after ${timeoutMs} ms:\n${tailOf(child)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** How `npm start` treats a child that dies: restart with growing delays, give up when it keeps dying. */
export interface RestartPolicy {
  /** This many deaths within `windowMs` and the child is given up on (the product stops). */
  maxDeaths: number;
  windowMs: number;
  /** Delay before the first restart; doubled for each recent death, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  maxDeaths: 5,
  windowMs: 60_000,
  firstDelayMs: 250,
  maxDelayMs: 8000,
};

export interface SupervisedChild {
  name: string;
  /** The running process (after a restart, the new one). */
  current(): ManagedChild;
  /** Whether it kept dying and was given up on. */
  givenUp(): boolean;
  /** Stops it for good (no restart) and resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Keeps a child running: when it dies on its own it is reported loudly and started again after a growing delay
 * (`policy`), with the same command, environment and port. Only a child that dies `maxDeaths` times within
 * `windowMs` is given up on: then `onGiveUp` decides (npm start stops everything). The rest of the product
 * keeps serving meanwhile; callers of the dead child get 503 until it is back.
 */
export function supervise(options: {
  name: string;
  spawn: (
    onUnexpectedExit: (child: ManagedChild, code: number | null, signal: NodeJS.Signals | null) => void,
  ) => ManagedChild;
  log: (message: string) => void;
  onGiveUp: (child: ManagedChild, code: number | null, signal: NodeJS.Signals | null) => void;
  policy?: RestartPolicy;
}): SupervisedChild {
  const policy = options.policy ?? RESTART_POLICY;
  const deaths: number[] = [];
  let stopped = false;
  let givenUp = false;
  let timer: NodeJS.Timeout | undefined;

  const onDeath = (dead: ManagedChild, code: number | null, signal: NodeJS.Signals | null) => {
    if (stopped) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0] <= now - policy.windowMs) deaths.shift();
    const how = `exit code ${code ?? 'none'}${signal ? `, signal ${signal}` : ''}`;
    if (deaths.length >= policy.maxDeaths) {
      options.log(
        `!!! ${dead.name} died (${how}), ${deaths.length} times within ${policy.windowMs / 1000} s: giving up on it`,
      );
      givenUp = true;
      options.onGiveUp(dead, code, signal);
      return;
    }
    const delay = Math.min(policy.firstDelayMs * 2 ** (deaths.length - 1), policy.maxDelayMs);
    const tail = dead.tail();
    options.log(
      `!!! ${dead.name} died (${how}); restarting it in ${delay} ms (death ${deaths.length} of ${policy.maxDeaths} allowed per ${policy.windowMs / 1000} s)${tail ? `\n${tail}` : ''}`,
    );
    timer = setTimeout(() => {
      if (stopped) return;
      child = options.spawn(onDeath);
      options.log(`${options.name} restarted (pid ${child.process.pid ?? 'unknown'})`);
    }, delay);
  };

  let child = options.spawn(onDeath);
  return {
    name: options.name,
    current: () => child,
    givenUp: () => givenUp,
    async stop(graceMs?: number) {
      stopped = true;
      clearTimeout(timer);
      await child.stop(graceMs);
    },
  };
}

/** Waits until something accepts TCP connections on 127.0.0.1:`port`, the child dies, or `timeoutMs` passes. */
export async function waitForPort(
  port: number,
  child: ManagedChild | SupervisedChild,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const gone = goneForGood(child);
  for (;;) {
    if (gone()) throw new Error(`${child.name} exited while starting:\n${tailOf(child)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`${child.name} did not listen within ${timeoutMs} ms:\n${tailOf(child)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
