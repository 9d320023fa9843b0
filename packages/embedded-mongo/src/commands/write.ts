import type { Document } from 'bson';
import { collectionName, optionalDoc, type CommandContext, type CommandHandler } from './context';
import { MongoCommandError, toCommandError } from '../errors';
import { matchDocs } from '../query/find';
import { applyUpdate, ensureId, updateKind, upsertSeed } from '../query/update';
import type { Collection, Doc } from '../storage/collection';

function statements(cmd: Document, field: string): Document[] {
  const list = cmd[field];
  if (!Array.isArray(list))
    throw new MongoCommandError('FailedToParse', `BSON field '${field}' is missing but a required field`);
  return list as Document[];
}

/**
 * Runs each statement, collecting per-statement writeErrors; an ordered batch stops at its first error.
 * The batch is made durable before the reply, including the statements that succeeded before a failure.
 */
async function runBatch(
  ctx: CommandContext,
  cmd: Document,
  list: Document[],
  run: (coll: Collection, stmt: Document, index: number) => void,
  name: string,
  create = true,
): Promise<Document[]> {
  const db = ctx.engine.database(ctx.dbName);
  const ordered = cmd.ordered !== false;
  const writeErrors: Document[] = [];
  try {
    const coll = create ? db.ensureCollection(name) : db.collection(name);
    if (!coll) return writeErrors;
    for (let i = 0; i < list.length; i++) {
      try {
        run(coll, list[i], i);
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

const insert: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'insert');
  let n = 0;
  const errors = await runBatch(
    ctx,
    cmd,
    statements(cmd, 'documents'),
    (coll, doc) => {
      coll.insert(doc as Doc);
      n++;
    },
    name,
  );
  return withErrors({ n }, errors);
};

const update: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'update');
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = await runBatch(
    ctx,
    cmd,
    statements(cmd, 'updates'),
    (coll, stmt, index) => {
      const filter = optionalDoc(stmt, 'q') ?? {};
      const spec = stmt.u as Document | Document[];
      const kind = updateKind(spec);
      const multi = stmt.multi === true;
      if (multi && kind === 'replacement')
        throw new MongoCommandError(
          'FailedToParse',
          'multi update is not supported for replacement-style update',
        );
      const arrayFilters = stmt.arrayFilters as Document[] | undefined;
      // Materialised first: updating a document moves its index entries, which a live plan would revisit.
      const matched = matchDocs(coll, {
        filter,
        limit: multi ? undefined : 1,
        collation: optionalDoc(stmt, 'collation'),
        sort: optionalDoc(stmt, 'sort'),
      });
      for (const doc of matched) {
        const result = applyUpdate(doc, spec, { arrayFilters, filter });
        n++;
        if (result.changed) {
          coll.replace(doc, result.doc);
          nModified++;
        }
      }
      if (!matched.length && stmt.upsert === true) {
        const doc = upsertDocument(filter, spec, arrayFilters);
        const stored = coll.insert(doc);
        n++;
        upserted.push({ index, _id: stored._id });
      }
    },
    name,
    statements(cmd, 'updates').some((s) => s.upsert === true),
  );
  const reply: Document = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  return withErrors(reply, errors);
};

/** The document an upsert inserts: equality fields of the filter, then the update (with $setOnInsert). */
export function upsertDocument(
  filter: Document,
  spec: Document | Document[],
  arrayFilters?: Document[],
): Doc {
  const seed = upsertSeed(filter);
  if (updateKind(spec) === 'replacement') {
    return ensureId(applyUpdate({ _id: seed._id }, spec).doc);
  }
  return ensureId(applyUpdate(seed, spec, { arrayFilters, inserting: true }).doc);
}

const remove: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'delete');
  let n = 0;
  const errors = await runBatch(
    ctx,
    cmd,
    statements(cmd, 'deletes'),
    (coll, stmt) => {
      const limit = stmt.limit === 1 ? 1 : undefined;
      const matched = matchDocs(coll, {
        filter: optionalDoc(stmt, 'q') ?? {},
        limit,
        collation: optionalDoc(stmt, 'collation'),
      });
      for (const doc of matched) {
        coll.delete(doc);
        n++;
      }
    },
    name,
    false,
  );
  return withErrors({ n }, errors);
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
