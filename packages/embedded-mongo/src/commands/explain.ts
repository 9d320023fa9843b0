import type { Document } from 'bson';
import { optionalDoc, type CommandHandler } from './context';
import { MongoCommandError } from '../errors';
import { mingoCollation } from '../query/collation';
import { effectiveCollation } from '../query/find';
import { plan } from '../query/planner';

/** The filter and sort an explained command would plan with. */
function planInputs(inner: Document): { name: string; coll: string; filter?: Document; sort?: Document } {
  const name = Object.keys(inner)[0];
  const coll = inner[name];
  if (typeof coll !== 'string')
    throw new MongoCommandError('InvalidNamespace', `cannot explain ${name} without a collection`);
  switch (name) {
    case 'find':
      return { name, coll, filter: optionalDoc(inner, 'filter'), sort: optionalDoc(inner, 'sort') };
    case 'count':
    case 'distinct':
      return { name, coll, filter: optionalDoc(inner, 'query') };
    case 'findAndModify':
      return { name, coll, filter: optionalDoc(inner, 'query'), sort: optionalDoc(inner, 'sort') };
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Document[]) : [];
      let at = 0;
      const filter =
        pipeline[at] && '$match' in pipeline[at] ? (pipeline[at++].$match as Document) : undefined;
      const sort = pipeline[at] && '$sort' in pipeline[at] ? (pipeline[at].$sort as Document) : undefined;
      return { name, coll, filter, sort };
    }
    default:
      throw new MongoCommandError('CommandNotSupported', `explain is not supported for ${name}`);
  }
}

/** queryPlanner verbosity only: which index the planner picks, shaped like mongod's winningPlan. */
const explain: CommandHandler = (cmd, ctx) => {
  const inner = optionalDoc(cmd, 'explain');
  if (!inner) throw new MongoCommandError('FailedToParse', 'explain must be a document');
  const { coll: name, filter, sort } = planInputs(inner);
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(name);
  const collation = effectiveCollation(coll, optionalDoc(inner, 'collation'));
  const collated = !!mingoCollation(collation);
  const chosen = coll
    ? plan(coll, filter, collated, collated ? undefined : sort)
    : { index: 'EOF', sorted: false };
  const index = coll?.indexes.get(chosen.index);
  let winningPlan: Document =
    chosen.index === 'COLLSCAN' || chosen.index === 'EOF'
      ? { stage: chosen.index, filter: filter ?? {}, direction: 'forward' }
      : {
          stage: 'FETCH',
          filter: filter ?? {},
          inputStage: { stage: 'IXSCAN', indexName: chosen.index, keyPattern: index?.spec.key },
        };
  if (sort && Object.keys(sort).length && !chosen.sorted)
    winningPlan = { stage: 'SORT', sortPattern: sort, inputStage: winningPlan };
  return {
    queryPlanner: {
      namespace: `${ctx.dbName}.${name}`,
      parsedQuery: filter ?? {},
      winningPlan,
      rejectedPlans: [],
    },
    command: inner,
    ok: 1,
  };
};

export const explainCommands: Record<string, CommandHandler> = { explain };
