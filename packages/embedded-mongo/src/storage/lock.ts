import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps two servers off one data folder (their logs would interleave). A lock left by a process that no longer
 * runs (kill -9) is taken over.
 */
const heldHere = new Set<string>();

export function lockDataFolder(dir: string): () => void {
  const file = path.join(fs.realpathSync(dir), 'mongod.lock');
  if (heldHere.has(file)) throw new Error(`data folder ${dir} is in use by this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`data folder ${dir} is in use by process ${pid}`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock data folder ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
