import type { Document } from 'bson';
import { optionalDoc, type CommandContext, type CommandHandler } from './context';
import { MongoCommandError } from '../errors';
import { mingoCollation } from '../query/collation';
import { effectiveCollation, matchDocs } from '../query/find';
import { runAggregate } from '../query/aggregate';
import type { Collection } from '../storage/collection';
import type { Index } from '../storage/index';
import { plan } from '../query/planner';
import { extractNear, geoCandidates, nearIndexFor, noNearIndex, parseGeoNear } from '../geo/plan';

interface PlanInputs {
  coll: string;
  filter?: Document;
  sort?: Document;
  collation?: Document;
  /** The stage mongod puts above the plan for a write (UPDATE, DELETE). */
  writeStage?: string;
  /** An aggregate's leading $geoNear stage. */
  geoNear?: Document;
}

/** The plan of a geo query: GEO_NEAR_2DSPHERE / GEO_NEAR_2D for $near and $geoNear, an index scan of the geo
 * index for $geoWithin and $geoIntersects; null for other filters. */
function geoPlan(
  coll: Collection,
  filter: Document | undefined,
  geoNear: Document | undefined,
): Document | null {
  let index: Index | null | undefined;
  if (geoNear) index = parseGeoNear(coll, geoNear, coll.namespace)?.index;
  else {
    const near = extractNear(filter);
    if (near) {
      index = nearIndexFor(coll, near.field, near.spec);
      if (!index) throw noNearIndex(coll);
    }
  }
  if (index)
    return {
      stage: index.geo!.kind === '2d' ? 'GEO_NEAR_2D' : 'GEO_NEAR_2DSPHERE',
      keyPattern: index.spec.key,
      indexName: index.name,
      indexVersion: 2,
    };
  const within = geoCandidates(coll, filter);
  if (!within) return null;
  return {
    stage: 'FETCH',
    filter: filter ?? {},
    inputStage: {
      stage: 'IXSCAN',
      indexName: within.index,
      keyPattern: coll.indexes.get(within.index)?.spec.key,
    },
  };
}

const firstStatement = (inner: Document, field: string): Document => {
  const list = inner[field];
  if (!Array.isArray(list) || !list.length || !list[0] || typeof list[0] !== 'object')
    throw new MongoCommandError(
      'FailedToParse',
      `explain of ${Object.keys(inner)[0]} needs one ${field} statement`,
    );
  return list[0] as Document;
};

/** The filter and sort an explained command would plan with. */
function planInputs(inner: Document): PlanInputs {
  const name = Object.keys(inner)[0];
  const coll = inner[name];
  if (typeof coll !== 'string')
    throw new MongoCommandError('InvalidNamespace', `cannot explain ${name} without a collection`);
  const collation = optionalDoc(inner, 'collation');
  switch (name) {
    case 'find':
      return { coll, filter: optionalDoc(inner, 'filter'), sort: optionalDoc(inner, 'sort'), collation };
    case 'count':
    case 'distinct':
      return { coll, filter: optionalDoc(inner, 'query'), collation };
    case 'findAndModify':
    case 'findandmodify':
      return {
        coll,
        filter: optionalDoc(inner, 'query'),
        sort: optionalDoc(inner, 'sort'),
        collation,
        writeStage: inner.remove === true ? 'DELETE' : 'UPDATE',
      };
    case 'update': {
      const stmt = firstStatement(inner, 'updates');
      return {
        coll,
        filter: optionalDoc(stmt, 'q'),
        collation: optionalDoc(stmt, 'collation'),
        writeStage: 'UPDATE',
      };
    }
    case 'delete': {
      const stmt = firstStatement(inner, 'deletes');
      return {
        coll,
        filter: optionalDoc(stmt, 'q'),
        collation: optionalDoc(stmt, 'collation'),
        writeStage: 'DELETE',
      };
    }
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Document[]) : [];
      if (pipeline[0] && '$geoNear' in pipeline[0])
        return { coll, geoNear: pipeline[0].$geoNear as Document, collation };
      let at = 0;
      const filter =
        pipeline[at] && '$match' in pipeline[at] ? (pipeline[at++].$match as Document) : undefined;
      const sort = pipeline[at] && '$sort' in pipeline[at] ? (pipeline[at].$sort as Document) : undefined;
      return { coll, filter, sort, collation };
    }
    default:
      throw new MongoCommandError('CommandNotSupported', `explain is not supported for ${name}`);
  }
}

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

/**
 * Which index the planner picks, shaped like mongod's winningPlan; with executionStats verbosity the matching
 * documents are counted (a write is not performed, as with mongod's explain).
 */
export function explainCommand(inner: Document, verbosity: unknown, ctx: CommandContext): Document {
  if (verbosity !== undefined && (typeof verbosity !== 'string' || !VERBOSITIES.has(verbosity)))
    throw new MongoCommandError(
      'FailedToParse',
      `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`,
    );
  const { coll: name, filter, sort, collation: requested, writeStage, geoNear } = planInputs(inner);
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(name);
  const collation = effectiveCollation(coll, requested);
  const collated = !!mingoCollation(collation);
  const chosen = coll
    ? plan(coll, filter, collated, collated ? undefined : sort)
    : { index: 'EOF', sorted: false };
  const index = coll?.indexes.get(chosen.index);
  const geo = coll ? geoPlan(coll, filter, geoNear) : null;
  let winningPlan: Document = geo
    ? geo
    : chosen.index === 'COLLSCAN' || chosen.index === 'EOF'
      ? { stage: chosen.index, filter: filter ?? {}, direction: 'forward' }
      : {
          stage: 'FETCH',
          filter: filter ?? {},
          inputStage: { stage: 'IXSCAN', indexName: chosen.index, keyPattern: index?.spec.key },
        };
  if (sort && Object.keys(sort).length && !chosen.sorted)
    winningPlan = { stage: 'SORT', sortPattern: sort, inputStage: winningPlan };
  if (writeStage) winningPlan = { stage: writeStage, inputStage: winningPlan };
  const reply: Document = {
    queryPlanner: {
      namespace: `${ctx.dbName}.${name}`,
      parsedQuery: filter ?? {},
      winningPlan,
      rejectedPlans: [],
    },
    command: inner,
    serverInfo: { host: ctx.server.host, port: ctx.server.port, version: '7.0.0' },
    ok: 1,
  };
  if (verbosity === 'executionStats' || verbosity === 'allPlansExecution') {
    const started = Date.now();
    const matched = geoNear
      ? runAggregate(ctx.engine.database(ctx.dbName), coll, [{ $geoNear: geoNear }], collation).length
      : matchDocs(coll, { filter, collation, sort: writeStage ? undefined : sort }).length;
    reply.executionStats = {
      executionSuccess: true,
      nReturned: matched,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: !geo && (chosen.index === 'COLLSCAN' || chosen.index === 'EOF') ? 0 : matched,
      totalDocsExamined: !geo && chosen.index === 'COLLSCAN' ? (coll?.docs.size ?? 0) : matched,
      executionStages: winningPlan,
    };
  }
  return reply;
}

const explain: CommandHandler = (cmd, ctx) => {
  const inner = optionalDoc(cmd, 'explain');
  if (!inner) throw new MongoCommandError('FailedToParse', 'explain must be a document');
  return explainCommand(inner, cmd.verbosity, ctx);
};

export const explainCommands: Record<string, CommandHandler> = { explain };
