import type { Document } from 'bson';
import { Collection, type CollectionHost, type WriteOp } from './collection';
import { MongoCommandError } from '../errors';

export interface DatabaseHost {
  readonly replaying: boolean;
  readonly persistent: boolean;
}

/** A named set of collections; it gathers the operations of the current command for the storage log. */
export class Database implements CollectionHost {
  readonly collections = new Map<string, Collection>();
  /** Operations not yet handed to the log; taken by Engine.commit at the end of each command. */
  pending: WriteOp[] = [];

  constructor(
    readonly name: string,
    private readonly host: DatabaseHost,
  ) {}

  get replaying(): boolean {
    return this.host.replaying;
  }

  record(op: WriteOp): void {
    if (this.host.persistent && !this.host.replaying) this.pending.push(op);
  }

  collection(name: string): Collection | undefined {
    return this.collections.get(name);
  }

  /** The collection, created implicitly as mongod does on first write. */
  ensureCollection(name: string): Collection {
    return this.collections.get(name) ?? this.createCollection(name, {});
  }

  createCollection(name: string, options: Document): Collection {
    validateCollectionName(this.name, name);
    if (this.collections.has(name)) {
      throw new MongoCommandError('NamespaceExists', `Collection ${this.name}.${name} already exists.`);
    }
    const coll = new Collection(this, name, options);
    this.collections.set(name, coll);
    this.record({ o: 'c', c: name, opts: options });
    return coll;
  }

  dropCollection(name: string): boolean {
    const coll = this.collections.get(name);
    if (!coll) return false;
    this.collections.delete(name);
    this.record({ o: 'x', c: name });
    return true;
  }
}

export function validateCollectionName(db: string, name: string): void {
  if (
    typeof name !== 'string' ||
    !name ||
    name.includes('\0') ||
    name.startsWith('.') ||
    name.includes('$')
  ) {
    throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${db}.${String(name)}`);
  }
}

export function validateDatabaseName(name: string): void {
  if (typeof name !== 'string' || !name || /[/\\. "$*<>:|?\0]/.test(name) || name.length > 63) {
    throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${String(name)}'`);
  }
}
