import type { Engine } from './engine';
import type { Doc } from './collection';

/**
 * Removes documents whose TTL-indexed date is older than expireAfterSeconds, as mongod's TTL monitor does
 * (mongod runs every 60 s; the interval here is configurable and defaults to 1 s). The index's sorted order
 * gives the expired documents without a scan.
 */
export class TtlMonitor {
  private readonly timer: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly engine: Engine,
    intervalMs: number,
    private readonly log?: (msg: string) => void,
  ) {
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  async sweep(now = Date.now()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let removed = 0;
    try {
      for (const db of this.engine.databases.values()) {
        for (const coll of db.collections.values()) {
          for (const index of coll.indexes.values()) {
            const seconds = index.spec.expireAfterSeconds;
            if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
            const cutoff = new Date(now - seconds * 1000);
            const expired: Doc[] = [];
            for (const id of index.lookupRange(undefined, { value: cutoff, inclusive: false })) {
              const doc = coll.docs.get(id);
              if (doc) expired.push(doc);
            }
            for (const doc of expired) coll.delete(doc);
            removed += expired.length;
          }
        }
        await this.engine.commit(db);
      }
    } catch (err) {
      this.log?.(`TTL sweep failed: ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
    return removed;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
