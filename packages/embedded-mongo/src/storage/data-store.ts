import fs from 'node:fs';
import path from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import { fromWire } from '../values';
import type { Doc, WriteOp } from './collection';
import type { Database } from './database';
import type { Engine, Store } from './engine';
import { LogWriter } from './log-writer';
import { frameRecord, readRecords, syncDir, writeFully } from './records';

const SNAPSHOT_RE = /^snapshot-(\d+)\.bson$/;
const LOG_RE = /^log-(\d+)\.log$/;
const SNAPSHOT_CHUNK_BYTES = 1024 * 1024;
const DESERIALIZE = { promoteValues: false, promoteBuffers: false, bsonRegExp: false } as const;

export interface DataStoreOptions {
  /** The log is compacted once it exceeds both this size and twice the last snapshot. */
  compactMinBytes?: number;
  log?: (msg: string) => void;
}

interface DbFiles {
  dir: string;
  generation: number;
  writer: LogWriter;
  snapshotBytes: number;
}

/**
 * A data folder with one sub-folder per database holding snapshot-<g>.bson (the state at compaction) and
 * log-<g>.log (every acknowledged change since). Each log record holds the whole documents a command wrote, so
 * replaying it is idempotent: the last record touching a document decides it.
 */
export class DataStore implements Store {
  private readonly dbs = new Map<string, DbFiles>();
  private readonly compactMinBytes: number;

  private constructor(
    private readonly root: string,
    private readonly engine: Engine,
    private readonly options: DataStoreOptions,
  ) {
    this.compactMinBytes = options.compactMinBytes ?? 4 * 1024 * 1024;
  }

  /** Loads every database in the folder into the engine; damaged tails are dropped, never fatal. */
  static open(root: string, engine: Engine, options: DataStoreOptions = {}): DataStore {
    fs.mkdirSync(root, { recursive: true });
    const store = new DataStore(root, engine, options);
    engine.replaying = true;
    try {
      for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const dir = path.join(root, entry.name);
        if (entry.name.startsWith('.')) {
          // A dropDatabase that crashed between its rename and the removal.
          fs.rmSync(dir, { recursive: true, force: true });
          continue;
        }
        store.load(decodeURIComponent(entry.name), dir);
      }
    } finally {
      engine.replaying = false;
    }
    return store;
  }

  private load(name: string, dir: string): void {
    const files = fs.readdirSync(dir);
    const generations = files
      .map((f) => SNAPSHOT_RE.exec(f)?.[1])
      .filter((g): g is string => !!g)
      .map(Number);
    const generation = generations.length ? Math.max(...generations) : 0;
    // Left-overs of a compaction: an unfinished snapshot, or files it superseded.
    for (const f of files) {
      const snap = SNAPSHOT_RE.exec(f);
      const log = LOG_RE.exec(f);
      if (
        f.endsWith('.tmp') ||
        (snap && Number(snap[1]) < generation) ||
        (log && Number(log[1]) < generation)
      ) {
        fs.rmSync(path.join(dir, f), { force: true });
      }
    }
    const db = this.engine.database(name);
    let snapshotBytes = 0;
    const snapshotFile = path.join(dir, `snapshot-${generation}.bson`);
    if (fs.existsSync(snapshotFile)) {
      const snapshot = readRecords(snapshotFile);
      if (snapshot.validLength !== snapshot.fileLength)
        this.say(`${snapshotFile}: damaged after byte ${snapshot.validLength}; loading what is intact`);
      for (const record of snapshot.records) applyRecord(db, record);
      snapshotBytes = snapshot.validLength;
    }
    const logFile = path.join(dir, `log-${generation}.log`);
    if (fs.existsSync(logFile)) {
      const log = readRecords(logFile);
      for (const record of log.records) applyRecord(db, record);
      if (log.validLength !== log.fileLength) {
        this.say(
          `${logFile}: dropped ${log.fileLength - log.validLength} bytes of a torn or corrupt last record`,
        );
        fs.truncateSync(logFile, log.validLength);
      }
    }
    this.dbs.set(name, { dir, generation, writer: LogWriter.open(logFile), snapshotBytes });
  }

  async commit(name: string, ops: WriteOp[]): Promise<void> {
    const files = this.filesFor(name);
    const durable = files.writer.append(encodeOps(ops));
    try {
      if (files.writer.size > Math.max(this.compactMinBytes, 2 * files.snapshotBytes)) {
        const db = this.engine.databases.get(name);
        if (db) await this.compact(db, files);
      }
    } finally {
      await durable;
    }
  }

  /** Writes a snapshot of the database as it is now and starts an empty log next to it. */
  private async compact(db: Database, files: DbFiles): Promise<void> {
    const generation = files.generation + 1;
    const snapshotFile = path.join(files.dir, `snapshot-${generation}.bson`);
    const tmp = `${snapshotFile}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    let bytes = 0;
    try {
      for (const payload of snapshotRecords(db)) {
        const record = frameRecord(payload);
        writeFully(fd, record);
        bytes += record.length;
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, snapshotFile);
    const logFile = path.join(files.dir, `log-${generation}.log`);
    const writer = LogWriter.open(logFile);
    syncDir(files.dir);
    const old = files.writer;
    const oldGeneration = files.generation;
    Object.assign(files, { generation, writer, snapshotBytes: bytes });
    await old.close();
    fs.rmSync(path.join(files.dir, `log-${oldGeneration}.log`), { force: true });
    fs.rmSync(path.join(files.dir, `snapshot-${oldGeneration}.bson`), { force: true });
  }

  async dropDatabase(name: string): Promise<void> {
    const files = this.dbs.get(name);
    const dir = files?.dir ?? path.join(this.root, encodeURIComponent(name));
    this.dbs.delete(name);
    await files?.writer.close();
    if (!fs.existsSync(dir)) return;
    // Renaming first makes the drop atomic: a crash leaves a dot-folder that the next start removes.
    const trash = path.join(this.root, `.dropped-${encodeURIComponent(name)}-${Date.now()}`);
    fs.renameSync(dir, trash);
    syncDir(this.root);
    fs.rmSync(trash, { recursive: true, force: true });
  }

  async close(): Promise<void> {
    const writers = [...this.dbs.values()].map((f) => f.writer.close());
    this.dbs.clear();
    await Promise.all(writers);
  }

  private filesFor(name: string): DbFiles {
    let files = this.dbs.get(name);
    if (!files) {
      const dir = path.join(this.root, encodeURIComponent(name));
      fs.mkdirSync(dir, { recursive: true });
      const writer = LogWriter.open(path.join(dir, 'log-0.log'));
      syncDir(dir);
      syncDir(this.root);
      files = { dir, generation: 0, writer, snapshotBytes: 0 };
      this.dbs.set(name, files);
    }
    return files;
  }

  private say(msg: string): void {
    this.options.log?.(msg);
  }
}

/** A record's payload is the BSON of each operation, back to back. */
function encodeOps(ops: WriteOp[]): Buffer {
  return Buffer.concat(ops.map((op) => serialize(op)));
}

function* snapshotRecords(db: Database): Iterable<Buffer> {
  let chunk: Uint8Array[] = [];
  let size = 0;
  const flush = function* (): Iterable<Buffer> {
    if (chunk.length) yield Buffer.concat(chunk);
    chunk = [];
    size = 0;
  };
  const add = function* (op: WriteOp): Iterable<Buffer> {
    const buf = serialize(op);
    chunk.push(buf);
    size += buf.length;
    if (size >= SNAPSHOT_CHUNK_BYTES) yield* flush();
  };
  for (const coll of db.collections.values()) {
    yield* add({ o: 'c', c: coll.name, opts: coll.options });
    for (const index of coll.indexes.values())
      if (index.name !== '_id_') yield* add({ o: 'ci', c: coll.name, spec: index.spec });
    for (const doc of coll.docs.values()) yield* add({ o: 'i', c: coll.name, d: doc });
  }
  yield* flush();
}

function applyRecord(db: Database, payload: Buffer): void {
  let pos = 0;
  while (pos + 4 <= payload.length) {
    const size = payload.readInt32LE(pos);
    const op = fromWire(deserialize(payload.subarray(pos, pos + size), DESERIALIZE)) as Document;
    pos += size;
    applyOp(db, op as WriteOp);
  }
}

function applyOp(db: Database, op: WriteOp): void {
  switch (op.o) {
    case 'c':
      if (!db.collection(op.c)) db.createCollection(op.c, op.opts ?? {});
      return;
    case 'x':
      db.dropCollection(op.c);
      return;
    case 'ci': {
      const coll = db.ensureCollection(op.c);
      if (coll.indexes.has(op.spec.name)) coll.indexes.delete(op.spec.name);
      coll.createIndex(op.spec);
      return;
    }
    case 'di':
      db.collection(op.c)?.dropIndex(op.name);
      return;
    case 'i':
      db.ensureCollection(op.c).insert(op.d as Doc);
      return;
    case 'd':
      db.collection(op.c)?.delete({ _id: op.id });
      return;
  }
}
