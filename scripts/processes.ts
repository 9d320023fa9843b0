import { SUPERVISED_ENV } from '@stays/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the child that will use it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
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

/** Polls `url` until it answers 200, the child dies, or `timeoutMs` passes. */
export async function waitForHealthy(
  url: string,
  headers: Record<string, string>,
  child: ManagedChild,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void child.exited.then(() => (died = true));
  for (;;) {
    if (died) throw new Error(`${child.name} exited while starting:\n${child.tail()}`);
    try {
      const answer = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${child.name} was not healthy after ${timeoutMs} ms:\n${child.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
