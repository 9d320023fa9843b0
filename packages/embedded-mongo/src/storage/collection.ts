import { ObjectId, UUID, type Document } from 'bson';
import { Index, type IndexSpec } from './index';
import { keyString } from './keys';
import { MongoCommandError } from '../errors';
import { carryTypes } from '../values';

export type Doc = Record<string, unknown>;

/** What a collection reports to its database so the change can be written to the log. */
export type WriteOp =
  | { o: 'c'; c: string; opts: Document }
  | { o: 'x'; c: string }
  | { o: 'ci'; c: string; spec: IndexSpec }
  | { o: 'di'; c: string; name: string }
  | { o: 'i'; c: string; d: Doc }
  | { o: 'd'; c: string; id: unknown };

export interface CollectionHost {
  readonly name: string;
  /** Recovery replays the log without re-checking constraints that held when the write was acknowledged. */
  readonly replaying: boolean;
  record(op: WriteOp): void;
}

export const ID_INDEX_NAME = '_id_';

/** Documents by _id plus their indexes; every mutation keeps both in step and reports itself for the log. */
export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, Index>();
  /** Reported by listCollections; not persisted, as nothing here depends on it staying the same. */
  readonly uuid = new UUID();

  constructor(
    private readonly host: CollectionHost,
    public name: string,
    readonly options: Document = {},
  ) {
    this.indexes.set(
      ID_INDEX_NAME,
      new Index({ v: 2, key: { _id: 1 }, name: ID_INDEX_NAME }, this.namespace),
    );
  }

  get namespace(): string {
    return `${this.host.name}.${this.name}`;
  }

  get idIndex(): Index {
    return this.indexes.get(ID_INDEX_NAME)!;
  }

  /**
   * The collation a command runs with: its own when given ({locale: 'simple'} asks for binary comparison),
   * otherwise the collection's default. Undefined means binary.
   */
  collationFor(requested: Document | undefined): Document | undefined {
    const chosen = requested ?? (this.options.collation as Document | undefined);
    return chosen && chosen.locale !== 'simple' ? chosen : undefined;
  }

  getById(id: unknown): Doc | undefined {
    return this.docs.get(keyString(id));
  }

  /** Returns the stored document (with _id first, generated when absent). */
  insert(input: Doc): Doc {
    const doc = withIdFirst(input);
    validateId(doc._id);
    const id = keyString(doc._id);
    if (!this.host.replaying) {
      if (this.docs.has(id)) throw this.idIndex.duplicateError([doc._id]);
      for (const index of this.indexes.values()) if (index !== this.idIndex) index.checkUnique(doc, null);
    } else if (this.docs.has(id)) {
      this.unindex(id, this.docs.get(id)!);
    }
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
    this.host.record({ o: 'i', c: this.name, d: doc });
    return doc;
  }

  /** Replaces a stored document with a new version that has the same _id. */
  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyString(oldDoc._id);
    for (const index of this.indexes.values()) index.checkUnique(newDoc, id);
    this.unindex(id, oldDoc);
    this.docs.set(id, newDoc);
    for (const index of this.indexes.values()) index.add(id, newDoc);
    this.host.record({ o: 'i', c: this.name, d: newDoc });
  }

  delete(doc: Doc): void {
    const id = keyString(doc._id);
    const stored = this.docs.get(id);
    if (!stored) return;
    this.unindex(id, stored);
    this.docs.delete(id);
    this.host.record({ o: 'd', c: this.name, id: doc._id });
  }

  private unindex(id: string, doc: Doc): void {
    for (const index of this.indexes.values()) index.remove(id, doc);
  }

  /** Builds an index over the existing documents; a unique index over duplicates fails like mongod's. */
  createIndex(spec: IndexSpec): void {
    const index = new Index(spec, this.namespace);
    for (const [id, doc] of this.docs) {
      if (!this.host.replaying) index.checkUnique(doc, id);
      index.add(id, doc);
    }
    this.indexes.set(spec.name, index);
    this.host.record({ o: 'ci', c: this.name, spec });
  }

  /** Changes an index's options that do not change its entries (hidden); logged as a re-creation. */
  replaceIndexSpec(spec: IndexSpec): void {
    const index = new Index(spec, this.namespace);
    for (const [id, doc] of this.docs) index.add(id, doc);
    this.indexes.set(spec.name, index);
    this.host.record({ o: 'ci', c: this.name, spec });
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.host.record({ o: 'di', c: this.name, name });
  }

  /** Drops every document (used when a collection is dropped, so cursors holding docs are unaffected). */
  clear(): void {
    this.docs.clear();
    for (const index of this.indexes.values()) index.clear();
  }
}

function withIdFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const out: Doc = { _id: '_id' in doc ? doc._id : new ObjectId() };
  for (const key of keys) if (key !== '_id') out[key] = doc[key];
  carryTypes(doc, out);
  return out;
}

function validateId(id: unknown): void {
  if (Array.isArray(id))
    throw new MongoCommandError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp)
    throw new MongoCommandError('InvalidIdField', "The '_id' value cannot be of type regex");
  if (id && typeof id === 'object' && Object.getPrototypeOf(id) === Object.prototype) {
    const dollar = Object.keys(id).find((k) => k.startsWith('$'));
    if (dollar)
      throw new MongoCommandError(
        'DollarPrefixedFieldName',
        `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
      );
  }
}
