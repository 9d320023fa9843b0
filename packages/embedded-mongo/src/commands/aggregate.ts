import type { Document } from 'bson';
import { optionalDoc, toInt, type CommandHandler } from './context';
import { MongoCommandError } from '../errors';
import { runAggregate } from '../query/aggregate';
import { effectiveCollation } from '../query/find';

const aggregate: CommandHandler = (cmd, ctx) => {
  const target = cmd.aggregate;
  if (typeof target !== 'string' && target !== 1) {
    throw new MongoCommandError(
      'TypeMismatch',
      'Invalid value for aggregate: must be a collection name or 1',
    );
  }
  const cursorSpec = optionalDoc(cmd, 'cursor');
  if (!cursorSpec && !cmd.explain) {
    throw new MongoCommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const db = ctx.engine.database(ctx.dbName);
  const coll = typeof target === 'string' ? db.collection(target) : undefined;
  const docs = runAggregate(
    db,
    coll,
    cmd.pipeline as Document[],
    effectiveCollation(coll, optionalDoc(cmd, 'collation')),
    optionalDoc(cmd, 'let'),
  );
  const ns = `${ctx.dbName}.${typeof target === 'string' ? target : '$cmd.aggregate'}`;
  return { cursor: ctx.cursors.open(ns, docs, toInt(cursorSpec?.batchSize)), ok: 1 };
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
