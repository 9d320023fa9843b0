import type { Document } from 'bson';
import { Aggregator } from './mingo';
import { MongoCommandError, toCommandError } from '../errors';
import { cloneDoc } from '../values';
import { mingoCollation } from './collation';
import { matchDocs } from './find';
import { compileFilter } from './matcher';
import { countByIndex, isPlainObject } from './planner';
import type { Collection, Doc } from '../storage/collection';
import type { Database } from '../storage/database';
import { nearHits, parseGeoNear, setPath } from '../geo/plan';

/**
 * Stages known to only read their input documents; any other stage may modify them in place (mingo's
 * $project does when it excludes a nested field), so the pipeline then runs on copies.
 */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$limit', '$skip', '$count', '$group', '$sortByCount']);
/** $out and $merge are written by the aggregate command (only as the last stage, as in mongod). */
const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$search',
]);

function stageName(stage: unknown, i: number): string {
  const keys = stage && typeof stage === 'object' && !Array.isArray(stage) ? Object.keys(stage) : [];
  if (keys.length !== 1) {
    throw new MongoCommandError(
      'Location40323',
      `A pipeline stage specification object must contain exactly one field (stage ${i}).`,
    );
  }
  return keys[0];
}

function mutates(pipeline: Document[]): boolean {
  return pipeline.some((stage, i) => {
    const name = stageName(stage, i);
    if (name === '$facet') return Object.values(stage.$facet as Record<string, Document[]>).some(mutates);
    return !READ_ONLY_STAGES.has(name);
  });
}

type CountShape = {
  filter?: Document;
  /** $skip and $limit between the $match and the count, in order. */
  window: Array<['skip' | 'limit', number]>;
  /** The result document for a count of n (n > 0): a constant-key $group with one {$sum: 1}, or $count. */
  output: (n: number) => Document;
};

const isCountingSum = (v: unknown) =>
  !!v && typeof v === 'object' && Object.keys(v).length === 1 && (v as Document).$sum === 1;
const isConstantKey = (v: unknown) =>
  v === null ||
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  (typeof v === 'string' && !v.startsWith('$'));

/**
 * Recognises the pipelines that only count matching documents (the driver's countDocuments is
 * `[$match, $skip?, $limit?, $group {_id: 1, n: {$sum: 1}}]`; `$count` is the other spelling), so they are
 * answered without handing every matching document to the aggregation engine.
 */
function countShape(pipeline: Document[]): CountShape | null {
  let at = 0;
  let filter: Document | undefined;
  if (pipeline[0] && '$match' in pipeline[0]) {
    // A malformed $match is left to the aggregation engine, which says what is wrong with it.
    if (!isPlainObject(pipeline[0].$match)) return null;
    filter = pipeline[at++].$match as Document;
  }
  const window: CountShape['window'] = [];
  for (; at < pipeline.length - 1; at++) {
    const stage = pipeline[at];
    const [name] = Object.keys(stage);
    const value = stage[name];
    if (
      (name !== '$skip' && name !== '$limit') ||
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 0
    )
      return null;
    window.push([name === '$skip' ? 'skip' : 'limit', value]);
  }
  const last = pipeline[at];
  if (!last || at !== pipeline.length - 1) return null;
  if (typeof last.$count === 'string' && last.$count && !last.$count.startsWith('$')) {
    const name = last.$count;
    return { filter, window, output: (n) => ({ [name]: n }) };
  }
  const group = last.$group as Document | undefined;
  if (!group || !('_id' in group) || !isConstantKey(group._id)) return null;
  const accumulators = Object.keys(group).filter((key) => key !== '_id');
  if (accumulators.length !== 1 || !isCountingSum(group[accumulators[0]])) return null;
  const [name] = accumulators;
  return { filter, window, output: (n) => ({ _id: group._id, [name]: n }) };
}

export function runAggregate(
  db: Database,
  coll: Collection | undefined,
  pipeline: Document[],
  collation?: Document,
  variables?: Document,
  hint?: unknown,
  /** The input of a collection-less pipeline ($listLocalSessions's sessions, $geoNear's output). */
  source: Doc[] = [],
  /** The source is this pipeline's own copies (it may be changed in place). */
  owned = false,
): Doc[] {
  if (!Array.isArray(pipeline))
    throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  pipeline.forEach((stage, i) => {
    const name = stageName(stage, i);
    if (name === '$out' || name === '$merge')
      throw new MongoCommandError('Location40601', `${name} can only be the final stage in the pipeline`);
    if (UNSUPPORTED_STAGES.has(name))
      throw new MongoCommandError('BadValue', `${name} is not supported by the embedded server`);
    if (name === '$geoNear' && i > 0)
      throw new MongoCommandError('Location40602', '$geoNear is only valid as the first stage in a pipeline');
  });
  if (pipeline[0] && '$geoNear' in pipeline[0]) {
    const input = geoNear(coll, pipeline[0].$geoNear, collation, variables);
    return runAggregate(db, undefined, pipeline.slice(1), collation, variables, undefined, input, true);
  }
  const counting = coll && hint === undefined ? countShape(pipeline) : null;
  if (coll && counting) {
    let n =
      countByIndex(coll, counting.filter, collation) ??
      matchDocs(coll, { filter: counting.filter, collation, variables, nearAllowed: false }).length;
    for (const [kind, value] of counting.window)
      n = kind === 'skip' ? Math.max(0, n - value) : Math.min(n, value);
    // A $group or $count over no documents outputs no document.
    return n > 0 ? [counting.output(n)] : [];
  }
  const copy = mutates(pipeline);
  // A leading $match (and $sort) goes through the planner, so an indexed filter or order needs no scan.
  let at = 0;
  let filter: Document | undefined;
  let sort: Document | undefined;
  if (pipeline[at] && '$match' in pipeline[at]) filter = pipeline[at++].$match as Document;
  if (pipeline[at] && '$sort' in pipeline[at]) sort = pipeline[at++].$sort as Document;
  if (!coll && source.length) {
    // A collection-less pipeline runs whole over its source; its $match still fails early when malformed.
    compileFilter(filter, collation, variables);
    at = 0;
  }
  // A leading $match is compiled even without a collection, so a malformed one is refused either way.
  let input: Doc[] =
    at || hint !== undefined
      ? matchDocs(coll, { filter, sort, collation, variables, hint, nearAllowed: false })
      : coll
        ? [...coll.docs.values()]
        : source;
  const stages = pipeline.slice(at);
  if (copy && !owned) input = input.map(cloneDoc);
  try {
    const aggregator = new Aggregator(stages, {
      collation: mingoCollation(collation) as never,
      variables,
      collectionResolver: (name: string) => {
        const docs = [...(db.collection(name)?.docs.values() ?? [])];
        return copy ? docs.map(cloneDoc) : docs;
      },
    });
    return aggregator.run(input) as Doc[];
  } catch (err) {
    throw toCommandError(err);
  }
}

/**
 * $geoNear: the documents of its index nearest first that match its query, each a copy with the distance (times
 * distanceMultiplier) at distanceField and, with includeLocs, the geometry that was nearest.
 */
function geoNear(
  coll: Collection | undefined,
  raw: unknown,
  collation: Document | undefined,
  variables: Document | undefined,
): Doc[] {
  const stage = parseGeoNear(coll, raw, coll?.namespace ?? '');
  const matcher = compileFilter(stage?.query, collation, variables);
  if (!coll || !stage) return [];
  const out: Doc[] = [];
  for (const { doc, distance, geo } of nearHits(coll, stage.index, stage.spec)) {
    if (!matcher(doc)) continue;
    const copy = cloneDoc(doc);
    setPath(copy, stage.distanceField, distance * stage.multiplier);
    if (stage.includeLocs) setPath(copy, stage.includeLocs, cloneDoc(geo.value));
    out.push(copy);
  }
  return out;
}
