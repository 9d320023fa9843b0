import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { MongoCommandError, toCommandError } from '../errors';
import { cloneDoc } from '../values';
import { mingoCollation } from './collation';
import { matchDocs } from './find';
import type { Collection, Doc } from '../storage/collection';
import type { Database } from '../storage/database';

/**
 * Stages known to only read their input documents; any other stage may modify them in place (mingo's
 * $project does when it excludes a nested field), so the pipeline then runs on copies.
 */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$limit', '$skip', '$count', '$group', '$sortByCount']);
const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$search',
  '$geoNear',
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

export function runAggregate(
  db: Database,
  coll: Collection | undefined,
  pipeline: Document[],
  collation?: Document,
  variables?: Document,
): Doc[] {
  if (!Array.isArray(pipeline))
    throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  pipeline.forEach((stage, i) => {
    const name = stageName(stage, i);
    if (UNSUPPORTED_STAGES.has(name))
      throw new MongoCommandError('BadValue', `${name} is not supported by the embedded server`);
  });
  const copy = mutates(pipeline);
  // A leading $match (and $sort) goes through the planner, so an indexed filter or order needs no scan.
  let at = 0;
  let filter: Document | undefined;
  let sort: Document | undefined;
  if (pipeline[at] && '$match' in pipeline[at]) filter = pipeline[at++].$match as Document;
  if (pipeline[at] && '$sort' in pipeline[at]) sort = pipeline[at++].$sort as Document;
  let input: Doc[] = coll
    ? at
      ? matchDocs(coll, { filter, sort, collation, variables })
      : [...coll.docs.values()]
    : [];
  const stages = pipeline.slice(at);
  if (copy) input = input.map(cloneDoc);
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
