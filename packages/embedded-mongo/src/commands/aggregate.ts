import type { Document } from 'bson';
import { optionalDoc, toInt, type CommandContext, type CommandHandler, letVariables } from './context';
import { explainCommand } from './explain';
import { MongoCommandError } from '../errors';
import { runAggregate } from '../query/aggregate';
import { effectiveCollation, matchDocs } from '../query/find';
import { applyUpdate } from '../query/update';
import type { Collection, Doc } from '../storage/collection';
import type { Database } from '../storage/database';
import { cloneDoc } from '../values';

type Target = { db: string; coll: string };

function targetOf(spec: unknown, stage: string, dbName: string): Target {
  if (typeof spec === 'string' && spec) return { db: dbName, coll: spec };
  if (spec && typeof spec === 'object' && typeof (spec as Document).coll === 'string') {
    const { db, coll } = spec as Document;
    return { db: typeof db === 'string' ? db : dbName, coll };
  }
  throw new MongoCommandError('FailedToParse', `${stage} needs a collection name or {db, coll}`);
}

/**
 * $out: the target's documents become the pipeline's output (its indexes stay). A unique index that the output
 * breaks fails the stage and leaves the target as it was.
 */
function writeOut(db: Database, target: string, docs: Doc[]): void {
  const coll = db.ensureCollection(target);
  const before = [...coll.docs.values()];
  for (const doc of before) coll.delete(doc);
  const inserted: Doc[] = [];
  try {
    for (const doc of docs) inserted.push(coll.insert(cloneDoc(doc)));
  } catch (err) {
    for (const doc of inserted) coll.delete(doc);
    for (const doc of before) coll.insert(doc);
    throw err;
  }
}

/** $merge into a collection, with mongod's whenMatched / whenNotMatched choices. */
function writeMerge(db: Database, spec: Document, docs: Doc[], variables: Document | undefined): void {
  const coll: Collection = db.ensureCollection(targetOf(spec.into, '$merge', db.name).coll);
  const on =
    spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on.map(String) : [String(spec.on)];
  if (!(on.length === 1 && on[0] === '_id')) {
    const unique = [...coll.indexes.values()].some(
      (i) => i.unique && i.fields.length === on.length && i.fields.every((f) => on.includes(f.name)),
    );
    if (!unique)
      throw new MongoCommandError(
        'Location51183',
        'Cannot find index to verify that join fields will be unique',
      );
  }
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  for (const doc of docs) {
    const filter: Document = {};
    for (const field of on) {
      const value = field
        .split('.')
        .reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Doc)[p] : undefined), doc);
      if (value === undefined && field !== '_id')
        throw new MongoCommandError(
          'Location51132',
          `$merge write error: 'on' field '${field}' cannot be missing`,
        );
      filter[field] = value;
    }
    const [existing] = filter._id === undefined ? [] : matchDocs(coll, { filter, limit: 1 });
    if (!existing) {
      if (whenNotMatched === 'insert') coll.insert(cloneDoc(doc));
      else if (whenNotMatched === 'fail')
        throw new MongoCommandError('Location13113', 'Found no matching document in the target collection');
      continue;
    }
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail') throw coll.idIndex.duplicateError([existing._id]);
    let next: Doc;
    if (whenMatched === 'replace') next = { ...cloneDoc(doc), _id: existing._id };
    else if (whenMatched === 'merge') next = { ...existing, ...cloneDoc(doc), _id: existing._id };
    else if (Array.isArray(whenMatched))
      next = applyUpdate(existing, whenMatched as Document[], {
        variables: { ...variables, ...(spec.let as Document | undefined), new: doc },
      }).doc;
    else throw new MongoCommandError('BadValue', `unknown whenMatched mode ${String(whenMatched)}`);
    coll.replace(existing, next);
  }
}

const aggregate: CommandHandler = async (cmd, ctx) => {
  const target = cmd.aggregate;
  if (typeof target !== 'string' && target !== 1) {
    throw new MongoCommandError(
      'TypeMismatch',
      'Invalid value for aggregate: must be a collection name or 1',
    );
  }
  if (cmd.explain === true) return explainCommand(cmd, 'queryPlanner', ctx);
  const cursorSpec = optionalDoc(cmd, 'cursor');
  if (!cursorSpec) {
    throw new MongoCommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  let pipeline = cmd.pipeline as Document[];
  let source: Doc[] = [];
  // $listLocalSessions (first stage of a database aggregate) reads the sessions this server has seen.
  if (target === 1 && Array.isArray(pipeline) && pipeline[0] && '$listLocalSessions' in pipeline[0]) {
    source = ctx.server.sessions.list();
    pipeline = pipeline.slice(1);
  }
  const last = Array.isArray(pipeline) ? pipeline[pipeline.length - 1] : undefined;
  const writes = last && typeof last === 'object' && ('$out' in last || '$merge' in last) ? last : undefined;
  const db = ctx.engine.database(ctx.dbName);
  const coll = typeof target === 'string' ? db.collection(target) : undefined;
  const variables = letVariables(cmd);
  const docs = runAggregate(
    db,
    coll,
    writes ? pipeline.slice(0, -1) : pipeline,
    effectiveCollation(coll, optionalDoc(cmd, 'collation')),
    variables,
    cmd.hint,
    source,
  );
  const ns = `${ctx.dbName}.${typeof target === 'string' ? target : '$cmd.aggregate'}`;
  if (writes) {
    await writeStage(ctx, writes, docs, variables);
    return { cursor: ctx.cursors.open(ns, [], 0), ok: 1 };
  }
  return { cursor: ctx.cursors.open(ns, docs, toInt(cursorSpec?.batchSize)), ok: 1 };
};

async function writeStage(
  ctx: CommandContext,
  stage: Document,
  docs: Doc[],
  variables?: Document,
): Promise<void> {
  const isOut = '$out' in stage;
  const spec = isOut ? stage.$out : stage.$merge;
  const into = isOut
    ? targetOf(spec, '$out', ctx.dbName)
    : targetOf(typeof spec === 'string' ? spec : (spec as Document)?.into, '$merge', ctx.dbName);
  const db = ctx.engine.database(into.db);
  try {
    if (isOut) writeOut(db, into.coll, docs);
    else writeMerge(db, typeof spec === 'string' ? { into: spec } : (spec as Document), docs, variables);
  } finally {
    await ctx.engine.commit(db);
  }
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
