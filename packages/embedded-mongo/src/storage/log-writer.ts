import fs from 'node:fs';
import { frameRecord, writeFully } from './records';

/**
 * An append-only file with group commit: each append is written at once (to the page cache) and its promise
 * resolves after the next fdatasync. While one fdatasync runs, later appends wait for the following one, so
 * concurrent writers share a sync instead of queueing one each.
 */
export class LogWriter {
  private waiting: Array<{ resolve: () => void; reject: (err: Error) => void }> = [];
  private syncing: Promise<void> | null = null;
  private closed = false;

  private constructor(
    private readonly fd: number,
    public size: number,
  ) {}

  static open(file: string): LogWriter {
    const fd = fs.openSync(file, 'a');
    return new LogWriter(fd, fs.fstatSync(fd).size);
  }

  append(payload: Buffer): Promise<void> {
    if (this.closed) return Promise.reject(new Error('log is closed'));
    const record = frameRecord(payload);
    try {
      writeFully(this.fd, record);
    } catch (err) {
      // A half-written record would hide every later one from recovery, so cut it off again.
      try {
        fs.ftruncateSync(this.fd, this.size);
      } catch {
        // Recovery drops a torn tail anyway; this only keeps later records reachable.
      }
      return Promise.reject(err);
    }
    this.size += record.length;
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.syncing) this.syncing = this.syncLoop();
    });
  }

  private async syncLoop(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await new Promise<void>((resolve, reject) =>
          fs.fdatasync(this.fd, (err) => (err ? reject(err) : resolve())),
        );
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err as Error);
      }
    }
    this.syncing = null;
  }

  /** Waits for outstanding syncs, then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.syncing) await this.syncing;
    fs.closeSync(this.fd);
  }
}
