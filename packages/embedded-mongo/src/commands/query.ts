import { Long } from 'bson';
import { collectionName, optionalDoc, toInt, type CommandHandler, letVariables } from './context';
import { effectiveCollation, runFind, matchDocs } from '../query/find';
import { countByIndex } from '../query/planner';
import { compareValues, keyString } from '../storage/keys';
import { valuesAtPath } from '../storage/paths';
import { MongoCommandError } from '../errors';

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'find');
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(name);
  let limit = toInt(cmd.limit);
  let singleBatch = cmd.singleBatch === true;
  // A negative limit is the legacy spelling of "limit, in one batch".
  if (limit !== undefined && limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const skip = toInt(cmd.skip);
  if (skip !== undefined && skip < 0)
    throw new MongoCommandError('BadValue', 'skip value must be non-negative');
  const docs = runFind(coll, {
    filter: optionalDoc(cmd, 'filter'),
    sort: optionalDoc(cmd, 'sort'),
    projection: optionalDoc(cmd, 'projection'),
    skip,
    limit,
    collation: effectiveCollation(coll, optionalDoc(cmd, 'collation')),
    variables: letVariables(cmd),
    hint: cmd.hint,
  });
  const batchSize = toInt(cmd.batchSize);
  const firstBatchSize = limit && singleBatch ? limit : batchSize;
  return { cursor: ctx.cursors.open(`${ctx.dbName}.${name}`, docs, firstBatchSize, singleBatch), ok: 1 };
};

const getMore: CommandHandler = (cmd, ctx) => {
  const id = cmd.getMore instanceof Long ? cmd.getMore.toNumber() : toInt(cmd.getMore);
  if (id === undefined) throw new MongoCommandError('TypeMismatch', "Field 'getMore' must be of type long");
  const coll = collectionName(cmd, 'collection');
  return { cursor: ctx.cursors.getMore(id, `${ctx.dbName}.${coll}`, toInt(cmd.batchSize)), ok: 1 };
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const ids = (Array.isArray(cmd.cursors) ? cmd.cursors : []).map((c: unknown) =>
    c instanceof Long ? c.toNumber() : Number(c),
  );
  return { ...ctx.cursors.kill(ids), ok: 1 };
};

const count: CommandHandler = (cmd, ctx) => {
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(collectionName(cmd, 'count'));
  const filter = optionalDoc(cmd, 'query');
  const skip = Math.max(0, toInt(cmd.skip) ?? 0);
  const limit = Math.abs(toInt(cmd.limit) ?? 0);
  const collation = effectiveCollation(coll, optionalDoc(cmd, 'collation'));
  if (!coll) return { n: matchDocs(coll, { filter, collation }).length, ok: 1 };
  const exact = countByIndex(coll, filter, collation);
  // Without an exact count, matching stops as soon as skip + limit documents matched.
  if (exact === null)
    return { n: matchDocs(coll, { filter, skip, limit: limit || undefined, collation }).length, ok: 1 };
  const total = Math.max(0, exact - skip);
  return { n: limit ? Math.min(limit, total) : total, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(collectionName(cmd, 'distinct'));
  if (typeof cmd.key !== 'string')
    throw new MongoCommandError('TypeMismatch', "BSON field 'distinct.key' is missing or not a string");
  const path = cmd.key.split('.');
  const seen = new Map<string, unknown>();
  for (const doc of matchDocs(coll, {
    filter: optionalDoc(cmd, 'query'),
    collation: effectiveCollation(coll, optionalDoc(cmd, 'collation')),
  })) {
    for (const value of valuesAtPath(doc, path)) {
      // An empty array contributes no value, as in mongod.
      if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
      const key = keyString(value);
      if (!seen.has(key)) seen.set(key, value);
    }
  }
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
};

export const queryCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct };
