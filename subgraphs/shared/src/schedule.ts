import type { Connection } from 'mongoose';

/**
 * Runs `task` every `everyMs` for as long as the connection is open. The timer never keeps the process alive, and
 * it stops when the connection closes: a subgraph started in a test process (the harness) must not wake after its
 * database is gone, where its failure would be logged into a later test (Jest fails the run for that).
 */
export function repeatWhileConnected(connection: Connection, everyMs: number, task: () => void): () => void {
  const timer = setInterval(task, everyMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  connection.once('close', stop);
  return stop;
}
