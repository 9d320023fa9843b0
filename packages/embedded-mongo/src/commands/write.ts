import { calculateObjectSize, type Document } from 'bson';
import {
  collectionName,
  optionalDoc,
  type CommandContext,
  type CommandHandler,
  letVariables,
} from './context';
import { MongoCommandError, toCommandError } from '../errors';
import { effectiveCollation, matchDocs } from '../query/find';
import { applyUpdate, ensureId, updateKind, upsertSeed, type UpdateOptions } from '../query/update';
import type { Collection, Doc } from '../storage/collection';

interface Batch {
  /** The command field holding the statements: documents, updates or deletes. */
  field: string;
  /** Whether a missing collection is created (inserts and upserts) or the batch is a no-op. */
  create: (statements: Document[]) => boolean;
  run: (coll: Collection, stmt: Document, index: number) => void;
}

/**
 * Runs each statement, collecting per-statement writeErrors; an ordered batch stops at its first error.
 * The batch is made durable before the reply, including the statements that succeeded before a failure.
 */
async function runBatch(ctx: CommandContext, cmd: Document, name: string, batch: Batch): Promise<Document[]> {
  const list = cmd[batch.field];
  if (!Array.isArray(list)) {
    throw new MongoCommandError(
      'FailedToParse',
      `BSON field '${batch.field}' is missing but a required field`,
    );
  }
  const db = ctx.engine.database(ctx.dbName);
  const ordered = cmd.ordered !== false;
  const writeErrors: Document[] = [];
  try {
    const coll = batch.create(list) ? db.ensureCollection(name) : db.collection(name);
    if (!coll) return writeErrors;
    for (let i = 0; i < list.length; i++) {
      try {
        batch.run(coll, list[i] as Document, i);
      } catch (err) {
        writeErrors.push(toCommandError(err).toWriteError(i));
        if (ordered) break;
      }
    }
  } finally {
    await ctx.engine.commit(db);
  }
  return writeErrors;
}

function withErrors(reply: Document, writeErrors: Document[]): Document {
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

const insert: CommandHandler = async (cmd, ctx) => {
  let n = 0;
  // Only a message above the limit can carry a document above it, so small batches skip the measuring.
  const measure = (ctx.messageBytes ?? Infinity) > MAX_DOCUMENT_BYTES;
  const errors = await runBatch(ctx, cmd, collectionName(cmd, 'insert'), {
    field: 'documents',
    create: () => true,
    run: (coll, doc) => {
      const bytes = measure ? calculateObjectSize(doc) : 0;
      if (bytes > MAX_DOCUMENT_BYTES) {
        throw new MongoCommandError(
          'BSONObjectTooLarge',
          `object to insert too large. size in bytes: ${bytes}, max size: ${MAX_DOCUMENT_BYTES}`,
        );
      }
      coll.insert(doc as Doc);
      n++;
    },
  });
  return withErrors({ n }, errors);
};

const update: CommandHandler = async (cmd, ctx) => {
  // MongoDB 7.0 has no sort for update statements (8.0 added it): the command fails to parse, as mongod's.
  if (
    Array.isArray(cmd.updates) &&
    cmd.updates.some((s: unknown) => !!s && typeof s === 'object' && 'sort' in s)
  )
    throw new MongoCommandError('Location40415', "BSON field 'update.updates.sort' is an unknown field.");
  const variables = letVariables(cmd);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = await runBatch(ctx, cmd, collectionName(cmd, 'update'), {
    field: 'updates',
    create: (list) => list.some((s) => s.upsert === true),
    run: (coll, stmt, index) => {
      const filter = optionalDoc(stmt, 'q') ?? {};
      const spec = stmt.u as Document | Document[];
      const multi = stmt.multi === true;
      if (multi && updateKind(spec) === 'replacement') {
        throw new MongoCommandError(
          'FailedToParse',
          'multi update is not supported for replacement-style update',
        );
      }
      const arrayFilters = stmt.arrayFilters as Document[] | undefined;
      const collation = effectiveCollation(coll, optionalDoc(stmt, 'collation'));
      // Materialised first: updating a document moves its index entries, which a live plan would revisit.
      const matched = matchDocs(coll, { filter, limit: multi ? undefined : 1, collation, variables });
      for (const doc of matched) {
        const result = applyUpdate(doc, spec, { arrayFilters, filter, collation, variables });
        n++;
        if (result.changed) {
          coll.replace(doc, result.doc);
          nModified++;
        }
      }
      if (!matched.length && stmt.upsert === true) {
        const stored = coll.insert(upsertDocument(filter, spec, { arrayFilters, collation, variables }));
        n++;
        upserted.push({ index, _id: stored._id });
      }
    },
  });
  const reply: Document = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  return withErrors(reply, errors);
};

/** The document an upsert inserts: equality fields of the filter, then the update (with $setOnInsert). */
export function upsertDocument(filter: Document, spec: Document | Document[], opts: UpdateOptions = {}): Doc {
  const seed = upsertSeed(filter);
  if (updateKind(spec) === 'replacement') {
    // A replacement keeps only the query's _id, not its other equalities.
    return ensureId(applyUpdate(seed._id === undefined ? {} : { _id: seed._id }, spec).doc);
  }
  return ensureId(applyUpdate(seed, spec, { ...opts, filter, inserting: true }).doc);
}

const remove: CommandHandler = async (cmd, ctx) => {
  const variables = letVariables(cmd);
  let n = 0;
  const errors = await runBatch(ctx, cmd, collectionName(cmd, 'delete'), {
    field: 'deletes',
    create: () => false,
    run: (coll, stmt) => {
      const matched = matchDocs(coll, {
        filter: optionalDoc(stmt, 'q') ?? {},
        limit: stmt.limit === 1 ? 1 : undefined,
        collation: effectiveCollation(coll, optionalDoc(stmt, 'collation')),
        variables,
      });
      for (const doc of matched) {
        coll.delete(doc);
        n++;
      }
    },
  });
  return withErrors({ n }, errors);
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
