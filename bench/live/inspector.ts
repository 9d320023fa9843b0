// Settled memory of another Node process: its inspector is switched on by SIGUSR1 (Node listens on
// 127.0.0.1:9229 then), a full garbage collection is asked for over the DevTools protocol, and the resident set
// and the JS heap in use are read after it. Without the collection, the resident set of a process that has just
// accepted a thousand connections swings by tens of megabytes with the collector's timing, far more than the
// streams themselves hold.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const INSPECTOR_PORT = 9229;

/** Resident set of a process, in KB (Linux /proc). */
export function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

export interface SettledMemory {
  rssKb: number;
  heapUsedKb: number;
}

export interface Inspected {
  settledMemory(): Promise<SettledMemory>;
  close(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the inspector of `pid` (a Node process this user owns) and keeps one protocol session to it. */
export async function inspect(pid: number): Promise<Inspected> {
  process.kill(pid, 'SIGUSR1');
  let targets: { webSocketDebuggerUrl: string }[] = [];
  for (let attempt = 0; attempt < 50 && targets.length === 0; attempt++) {
    await pause(100);
    targets = await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)
      .then((answer) => answer.json() as Promise<{ webSocketDebuggerUrl: string }[]>)
      .catch(() => []);
  }
  if (targets.length === 0)
    throw new Error(`the inspector of process ${pid} did not open on ${INSPECTOR_PORT}`);
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const call = <T>(method: string): Promise<T> =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, (result) => resolve(result as T));
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async settledMemory() {
      await call('HeapProfiler.collectGarbage');
      const heap = await call<{ usedSize: number }>('Runtime.getHeapUsage');
      return { rssKb: rssKb(pid), heapUsedKb: heap.usedSize / 1024 };
    },
    close: () => socket.close(),
  };
}
