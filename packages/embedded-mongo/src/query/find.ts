import type { Document } from 'bson';
import { find as mingoFind } from 'mingo';
import { compileFilter } from './matcher';
import { foldFor, mingoCollation } from './collation';
import { plan } from './planner';
import { toCommandError } from '../errors';
import { carryTypes, cloneDoc } from '../values';
import type { Collection, Doc } from '../storage/collection';

export interface FindOptions {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
  collation?: Document;
  /** The command's `let`: variables for $expr. */
  variables?: Document;
}

const hasKeys = (d: Document | undefined): d is Document => !!d && Object.keys(d).length > 0;

/** Matching stored documents (not copies), in plan order or sorted. Callers that mutate must not keep iterating the plan. */
export function matchDocs(coll: Collection | undefined, opts: FindOptions): Doc[] {
  if (!coll) return [];
  const matcher = compileFilter(opts.filter, opts.collation, opts.variables);
  const folding = !!foldFor(opts.collation);
  const skip = opts.skip ?? 0;
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  // Index order is binary; a collation changes string order, so then the sort is done in memory.
  const plainSort = hasKeys(opts.sort) && !mingoCollation(opts.collation) ? opts.sort : undefined;
  const { docs, sorted } = plan(coll, opts.filter, folding, plainSort);
  if (!hasKeys(opts.sort) || sorted) {
    // Without a sort the scan can stop as soon as skip + limit documents matched.
    const out: Doc[] = [];
    let skipped = 0;
    for (const doc of docs) {
      if (!matcher(doc)) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  }
  const matched: Doc[] = [];
  for (const doc of docs) if (matcher(doc)) matched.push(doc);
  try {
    let cursor = mingoFind(matched, {}, undefined, {
      collation: mingoCollation(opts.collation) as never,
    }).sort(opts.sort as Record<string, 1 | -1>);
    if (skip) cursor = cursor.skip(skip);
    if (limit !== Infinity) cursor = cursor.limit(limit);
    return cursor.all() as Doc[];
  } catch (err) {
    throw toCommandError(err);
  }
}

/** Applies a find projection (with $elemMatch, $slice and positional $ support from mingo), keeping number types. */
export function project(
  docs: Doc[],
  projection: Document | undefined,
  filter: Document | undefined,
  folding: boolean,
): Doc[] {
  if (!hasKeys(projection) || !docs.length) return docs;
  try {
    // The filter matters only to the positional $ projection; otherwise it must not drop documents (a
    // findAndModify projects the updated document, which may no longer match).
    const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
    // mingo may edit nested objects of its input while projecting, so it works on copies of stored documents.
    const projected = mingoFind(
      docs.map(cloneDoc),
      positional && !folding ? (filter ?? {}) : {},
      projection,
    ).all() as Doc[];
    if (projected.length === docs.length) projected.forEach((p, i) => carryTypes(docs[i], p));
    return projected;
  } catch (err) {
    throw toCommandError(err);
  }
}

export function runFind(coll: Collection | undefined, opts: FindOptions): Doc[] {
  const docs = matchDocs(coll, opts);
  return project(docs, opts.projection, opts.filter, !!foldFor(opts.collation));
}
