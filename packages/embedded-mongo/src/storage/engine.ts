import { Database, validateDatabaseName, type DatabaseHost } from './database';
import type { WriteOp } from './collection';

/** Where committed operations go: a data folder, or nowhere for an in-memory server. */
export interface Store {
  /** Resolves once ops are durable. */
  commit(db: string, ops: WriteOp[]): Promise<void>;
  dropDatabase(db: string): Promise<void>;
  close(): Promise<void>;
}

export class Engine implements DatabaseHost {
  readonly databases = new Map<string, Database>();
  replaying = false;
  private store?: Store;

  get persistent(): boolean {
    return !!this.store;
  }

  attachStore(store: Store): void {
    this.store = store;
  }

  database(name: string): Database {
    let db = this.databases.get(name);
    if (!db) {
      validateDatabaseName(name);
      db = new Database(name, this);
      this.databases.set(name, db);
    }
    return db;
  }

  /** Makes the current command's changes durable before its reply is sent. */
  async commit(db: Database): Promise<void> {
    if (!db.pending.length) return;
    const ops = db.pending;
    db.pending = [];
    if (this.store) await this.store.commit(db.name, ops);
  }

  async dropDatabase(name: string): Promise<void> {
    const db = this.databases.get(name);
    if (!db) return;
    this.databases.delete(name);
    db.pending = [];
    if (this.store) await this.store.dropDatabase(name);
  }

  async close(): Promise<void> {
    await this.store?.close();
  }
}
