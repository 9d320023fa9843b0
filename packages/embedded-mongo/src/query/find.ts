import type { Document } from 'bson';
import { collatorFor, mingoCollation } from './collation';
import { compileFilter } from './matcher';
import { idFirst, Query } from './mingo';
import { plan } from './planner';
import { positionalIndex } from './positional';
import { MongoCommandError, toCommandError } from '../errors';
import { keyString } from '../storage/keys';
import { sortDocs, sortSpec } from './sort';
import { carryTypes, cloneDoc } from '../values';
import { extractNear, geoCandidates, nearHits, nearIndexFor, noNearIndex } from '../geo/plan';
import type { Collection, Doc } from '../storage/collection';

export interface FindOptions {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
  /** The effective collation (the command's, else the collection's default). */
  collation?: Document;
  /** The command's `let`: variables for $expr. */
  variables?: Document;
  /** An index name or key pattern (or {$natural: ±1}): the documents are read in that index's order. */
  hint?: unknown;
  /** $near / $nearSphere are allowed (find and writes); a $match or a count refuses them, as mongod. */
  nearAllowed?: boolean;
}

const hasHint = (hint: unknown): boolean =>
  (typeof hint === 'string' && hint !== '') ||
  (!!hint && typeof hint === 'object' && Object.keys(hint).length > 0);

/**
 * The documents in the order a hinted index gives (only those it holds, as for a sparse or partial index), or
 * natural order for {$natural: 1 | -1}.
 */
function hintedDocs(coll: Collection, hint: unknown): Doc[] {
  if (hint && typeof hint === 'object' && '$natural' in hint) {
    const docs = [...coll.docs.values()];
    return (hint as Document).$natural === -1 ? docs.reverse() : docs;
  }
  const index = [...coll.indexes.values()].find((i) =>
    typeof hint === 'string' ? i.name === hint : keyString(i.spec.key) === keyString(hint),
  );
  if (!index) {
    throw new MongoCommandError(
      'BadValue',
      'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
    );
  }
  const seen = new Set<string>();
  const docs: Doc[] = [];
  for (const id of index.lookup([])) {
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = coll.docs.get(id);
    if (doc) docs.push(doc);
  }
  const keys = index.fields.map((f) => ({
    path: f.path,
    dir: (index.spec.key[f.name] === -1 ? -1 : 1) as 1 | -1,
  }));
  return sortDocs(docs, keys, null);
}

/** The collation a command runs with: its own (checked), else its collection's default; undefined is binary. */
export function effectiveCollation(
  coll: Collection | undefined,
  requested: Document | undefined,
): Document | undefined {
  const chosen = coll ? coll.collationFor(requested) : requested;
  return mingoCollation(chosen) ? chosen : undefined;
}

const hasKeys = (d: Document | undefined): d is Document => !!d && Object.keys(d).length > 0;

/** Matching stored documents (not copies), in plan order or sorted. Callers that mutate must not keep iterating the plan. */
export function matchDocs(coll: Collection | undefined, opts: FindOptions): Doc[] {
  // A $near / $nearSphere orders the result by distance through a geo index; the rest of the filter is matched.
  const near = opts.nearAllowed === false ? null : extractNear(opts.filter);
  // The filter is compiled even without a collection, so a malformed one is refused either way.
  const matcher = compileFilter(near ? near.rest : opts.filter, opts.collation, opts.variables);
  const sortKeys = hasKeys(opts.sort) ? sortSpec(opts.sort) : null;
  if (!coll) return [];
  const collated = !!mingoCollation(opts.collation);
  const skip = opts.skip ?? 0;
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  let planned: { docs: Iterable<Doc>; sorted: boolean };
  if (near) {
    const index = nearIndexFor(coll, near.field, near.spec);
    if (!index) throw noNearIndex(coll);
    planned = {
      docs: (function* () {
        for (const hit of nearHits(coll, index, near.spec)) yield hit.doc;
      })(),
      sorted: !sortKeys,
    };
  } else if (hasHint(opts.hint)) planned = { docs: hintedDocs(coll, opts.hint), sorted: false };
  else {
    // Index order is binary; a collation changes string order, so then the sort is done in memory.
    const regular = plan(coll, opts.filter, collated, sortKeys && !collated ? opts.sort : undefined);
    const geo = coll.indexes.get(regular.index)?.unique ? null : geoCandidates(coll, opts.filter);
    planned = geo ? { docs: geo.docs, sorted: false } : regular;
  }
  const { docs, sorted } = planned;
  if (!sortKeys || sorted) {
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
  const ordered = sortDocs(matched, sortKeys, collatorFor(opts.collation));
  return ordered.slice(skip, limit === Infinity ? undefined : skip + limit);
}

type Node = Map<string, Node | Document | number | boolean>;

/** A find projection as a tree of fields; null when it holds computed fields (left to mingo). */
function projectionTree(projection: Document): { tree: Node; inclusion: boolean; excludeId: boolean } | null {
  const tree: Node = new Map();
  let inclusion: boolean | null = null;
  let excludeId = false;
  const setMode = (include: boolean, field: string): void => {
    if (inclusion === null) inclusion = include;
    else if (inclusion !== include)
      throw new MongoCommandError(
        include ? 'Location31253' : 'Location31254',
        include
          ? `Cannot do inclusion on field ${field} in exclusion projection`
          : `Cannot do exclusion on field ${field} in inclusion projection`,
      );
  };
  for (const [field, spec] of Object.entries(projection)) {
    let path = field;
    let leaf: Document | number | boolean;
    if (typeof spec === 'number' || typeof spec === 'boolean') {
      leaf = !!spec;
      if (field === '_id') excludeId = !spec;
      else setMode(!!spec, field);
    } else if (spec && typeof spec === 'object' && Object.keys(spec).length === 1 && '$slice' in spec) {
      leaf = spec as Document;
    } else if (spec && typeof spec === 'object' && Object.keys(spec).length === 1 && '$elemMatch' in spec) {
      if (field.includes('.'))
        throw new MongoCommandError('Location31275', 'Cannot use $elemMatch projection on a nested field.');
      leaf = spec as Document;
      setMode(true, field);
    } else {
      return null;
    }
    if (field.endsWith('.$')) {
      path = field.slice(0, -2);
      leaf = { $positional: true };
      setMode(true, field);
    }
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length - 1; i++) {
      const child = node.get(parts[i]);
      if (child instanceof Map) node = child;
      else {
        const created: Node = new Map();
        node.set(parts[i], created);
        node = created;
      }
    }
    node.set(parts[parts.length - 1], leaf);
  }
  // Only _id and $slice: everything else is kept.
  return { tree, inclusion: inclusion ?? (projection._id === 1 || projection._id === true), excludeId };
}

function slice(value: unknown, spec: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (typeof spec === 'number')
    return spec >= 0 ? value.slice(0, spec) : value.slice(Math.max(0, value.length + spec));
  if (
    Array.isArray(spec) &&
    spec.length === 2 &&
    typeof spec[0] === 'number' &&
    typeof spec[1] === 'number'
  ) {
    if (spec[1] <= 0) throw new MongoCommandError('BadValue', '$slice limit must be positive');
    const from = spec[0] >= 0 ? spec[0] : Math.max(0, value.length + spec[0]);
    return value.slice(from, from + spec[1]);
  }
  throw new MongoCommandError('BadValue', '$slice only supports numbers and [skip, limit] arrays');
}

interface ProjectionContext {
  doc: Doc;
  filter?: Document;
  collation?: Document;
  elemMatch: Map<string, (element: unknown) => boolean>;
}

function include(value: Record<string, unknown>, node: Node, ctx: ProjectionContext, path: string[]): Doc {
  const out: Doc = {};
  const late: Doc = {};
  // Fields come out in the document's order, as mongod walks the document.
  for (const key of Object.keys(value)) {
    const spec = node.get(key);
    if (spec === undefined) continue;
    const v = value[key];
    if (spec === true) out[key] = v;
    else if (spec instanceof Map) {
      const projected = includeIn(v, spec, ctx, [...path, key]);
      if (projected !== undefined) out[key] = projected;
    } else if (typeof spec === 'object' && spec && '$slice' in spec) out[key] = slice(v, spec.$slice);
    else if (typeof spec === 'object' && spec && '$elemMatch' in spec) {
      if (!Array.isArray(v)) continue;
      const test = ctx.elemMatch.get(key)!;
      const hit = v.find((element) => test(element));
      if (hit !== undefined) late[key] = [hit];
    } else if (typeof spec === 'object' && spec && '$positional' in spec) {
      if (!Array.isArray(v)) continue;
      let at: number;
      try {
        at = positionalIndex(ctx.doc, [...path, key], ctx.filter, ctx.collation);
      } catch {
        throw new MongoCommandError(
          'Location51246',
          "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
        );
      }
      out[key] = [v[at]];
    }
  }
  return { ...out, ...late };
}

function includeIn(v: unknown, node: Node, ctx: ProjectionContext, path: string[]): unknown {
  if (Array.isArray(v))
    return v
      .filter((e) => e && typeof e === 'object')
      .map((e) => (Array.isArray(e) ? includeIn(e, node, ctx, path) : include(e as Doc, node, ctx, path)));
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
    return include(v as Doc, node, ctx, path);
  return undefined;
}

function exclude(value: Record<string, unknown>, node: Node): Doc {
  const out: Doc = { ...value };
  for (const [key, spec] of node) {
    if (!(key in out)) continue;
    const v = out[key];
    if (spec === false) delete out[key];
    else if (spec instanceof Map) out[key] = excludeIn(v, spec);
    else if (typeof spec === 'object' && spec && '$slice' in spec) out[key] = slice(v, spec.$slice);
  }
  return out;
}

function excludeIn(v: unknown, node: Node): unknown {
  if (Array.isArray(v)) return v.map((e) => excludeIn(e, node));
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
    return exclude(v as Doc, node);
  return v;
}

/** Applies a find projection (inclusion, exclusion, $slice, $elemMatch, positional $), keeping number types. */
export function project(
  docs: Doc[],
  projection: Document | undefined,
  filter: Document | undefined,
  collation?: Document,
): Doc[] {
  if (!hasKeys(projection) || !docs.length) return docs;
  const parsed = projectionTree(projection);
  if (!parsed) return projectComputed(docs, projection);
  const { tree, inclusion, excludeId } = parsed;
  const elemMatch = new Map<string, (element: unknown) => boolean>();
  for (const [key, spec] of tree) {
    if (spec && typeof spec === 'object' && !(spec instanceof Map) && '$elemMatch' in spec) {
      const cond = spec.$elemMatch;
      if (!cond || typeof cond !== 'object')
        throw new MongoCommandError('BadValue', '$elemMatch needs an Object');
      const matcher = compileFilter({ e: { $elemMatch: cond } }, collation);
      elemMatch.set(key, (element) => matcher({ e: [element] }));
    }
  }
  return docs.map((doc) => {
    let out: Doc;
    if (inclusion) {
      out = include(doc, tree, { doc, filter, collation, elemMatch }, []);
      if (!excludeId && '_id' in doc) out = { _id: doc._id, ...out };
    } else {
      out = exclude(doc, tree);
      if (excludeId) delete out._id;
    }
    carryTypes(doc, out);
    return out;
  });
}

/** Projections with computed fields (aggregation expressions) are mingo's. */
function projectComputed(docs: Doc[], projection: Document): Doc[] {
  try {
    // mingo may edit nested objects of its input while projecting, so it works on copies of stored documents.
    const projected = new Query({}).find(docs.map(cloneDoc), projection).all() as Doc[];
    return projected.map((p, i) => {
      const out = idFirst(p);
      carryTypes(docs[i], out);
      return out;
    });
  } catch (err) {
    throw toCommandError(err);
  }
}

export function runFind(coll: Collection | undefined, opts: FindOptions): Doc[] {
  const docs = matchDocs(coll, opts);
  return project(docs, opts.projection, opts.filter, opts.collation);
}
