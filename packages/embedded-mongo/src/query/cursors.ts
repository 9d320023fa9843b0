import { calculateObjectSize, Long, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Doc } from '../storage/collection';

/** mongod's default first batch, and the reply size cap that keeps a batch inside one 16 MiB document. */
const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  pos: number;
  lastUsed: number;
}

/** Results kept between find/aggregate and getMore; the whole result is computed up front. */
export class CursorManager {
  private readonly cursors = new Map<number, OpenCursor>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** The `cursor` field of a find/aggregate/listX reply. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Document {
    const cursor: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now() };
    const firstBatch = this.take(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0;
    if (!singleBatch && cursor.pos < docs.length) {
      id = this.newId();
      this.cursors.set(id, cursor);
    }
    return { firstBatch, id: Long.fromNumber(id), ns };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Document {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new MongoCommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns)
      throw new MongoCommandError(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    cursor.lastUsed = Date.now();
    const nextBatch = this.take(cursor, batchSize && batchSize > 0 ? batchSize : Infinity);
    let replyId = id;
    if (cursor.pos >= cursor.docs.length) {
      this.cursors.delete(id);
      replyId = 0;
    }
    return { nextBatch, id: Long.fromNumber(replyId), ns };
  }

  kill(ids: number[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  get size(): number {
    return this.cursors.size;
  }

  private take(cursor: OpenCursor, count: number): Doc[] {
    const batch: Doc[] = [];
    let bytes = 0;
    while (batch.length < count && cursor.pos < cursor.docs.length) {
      const doc = cursor.docs[cursor.pos];
      bytes += calculateObjectSize(doc);
      if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
      batch.push(doc);
      cursor.pos++;
    }
    return batch;
  }

  private newId(): number {
    let id: number;
    do id = Math.floor(Math.random() * 2 ** 52) + 1;
    while (this.cursors.has(id));
    return id;
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(id);
  }
}
