/** Set by the supervisor (`npm start`, `startStack`) on the services it spawns with a stdin pipe. */
export const SUPERVISED_ENV = 'STAYS_SUPERVISED';

/**
 * Calls `onGone` when the supervising process is gone. Its end of our stdin pipe closes however it ended, even
 * by SIGKILL or a crash that skipped its clean-up, so a dead test runner never leaves servers holding ports.
 * Does nothing for a process started by hand.
 */
export function onSupervisorGone(onGone: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (env[SUPERVISED_ENV] !== '1') return;
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    onGone();
  };
  process.stdin.on('end', once);
  process.stdin.on('close', once);
  process.stdin.on('error', once);
  process.stdin.resume();
}
