import type { Document } from 'bson';
import { collectionName, optionalDoc, type CommandHandler, letVariables } from './context';
import { upsertDocument } from './write';
import { MongoCommandError } from '../errors';
import { effectiveCollation, matchDocs, project } from '../query/find';
import { applyUpdate, updateKind } from '../query/update';
import type { Doc } from '../storage/collection';

/** findOneAndUpdate / findOneAndReplace / findOneAndDelete all arrive as this one command. */
const findAndModify: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'findAndModify' in cmd ? 'findAndModify' : 'findandmodify');
  const filter = optionalDoc(cmd, 'query') ?? {};
  const sort = optionalDoc(cmd, 'sort');
  const fields = optionalDoc(cmd, 'fields');
  const variables = letVariables(cmd);
  const remove = cmd.remove === true;
  const spec = cmd.update as Document | Document[] | undefined;
  if (remove && spec !== undefined)
    throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && spec === undefined)
    throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && cmd.upsert)
    throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  if (spec !== undefined) updateKind(spec);

  const db = ctx.engine.database(ctx.dbName);
  const shown = (doc: Doc | null): Doc | null => (doc ? project([doc], fields, filter)[0] : null);
  try {
    if (remove) {
      const coll = db.collection(name);
      const collation = effectiveCollation(coll, optionalDoc(cmd, 'collation'));
      const [doc] = matchDocs(coll, { filter, sort, limit: 1, collation, variables });
      if (!doc || !coll) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
      coll.delete(doc);
      return { lastErrorObject: { n: 1 }, value: shown(doc), ok: 1 };
    }
    const coll = cmd.upsert ? db.ensureCollection(name) : db.collection(name);
    const collation = effectiveCollation(coll, optionalDoc(cmd, 'collation'));
    const updateOptions = {
      arrayFilters: cmd.arrayFilters as Document[] | undefined,
      filter,
      collation,
      variables,
    };
    const [doc] = matchDocs(coll, { filter, sort, limit: 1, collation, variables });
    if (coll && doc) {
      const result = applyUpdate(doc, spec!, updateOptions);
      if (result.changed) coll.replace(doc, result.doc);
      return {
        lastErrorObject: { n: 1, updatedExisting: true },
        value: shown(cmd.new ? result.doc : doc),
        ok: 1,
      };
    }
    if (coll && cmd.upsert) {
      const stored = coll.insert(upsertDocument(filter, spec!, updateOptions));
      return {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: stored._id },
        value: cmd.new ? shown(stored) : null,
        ok: 1,
      };
    }
    return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  } finally {
    await ctx.engine.commit(db);
  }
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
