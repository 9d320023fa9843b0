import { ObjectId, type Document } from 'bson';
import type { Bound, Index } from '../storage/index';
import type { Collection, Doc } from '../storage/collection';

export interface Plan {
  /** Index name, or "COLLSCAN". */
  readonly index: string;
  /** A superset of the matching documents; the caller still applies the full filter. */
  readonly docs: Iterable<Doc>;
  /** The documents already come in the requested sort order. */
  readonly sorted: boolean;
}

interface Lookup {
  /** Higher is more selective. */
  score: number;
  /** Candidate ids; reversed only where the lookup has an order (see orderedFrom). */
  ids: (reverse: boolean) => Iterable<string>;
  /** The ids come ordered by the index fields from this position on (the ones before are fixed); not for $in. */
  orderedFrom?: number;
}

/** What one field's condition lets an index do beyond equality: a set of values, or a range. */
type Narrowing =
  { kind: 'in'; values: unknown[] } | { kind: 'range'; lower?: Bound; upper?: Bound; prefix?: boolean };

const NONE = Symbol('none');

export const isPlainObject = (v: unknown): v is Document =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** Values an index can look up by equality: the ones whose index key is the value itself. */
function isScalar(v: unknown): boolean {
  return (
    v === null ||
    typeof v === 'number' ||
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    v instanceof ObjectId ||
    v instanceof Date
  );
}

/** Values whose equality match is exactly index-key equality (null also matches a missing field: left out). */
function isExactScalar(v: unknown): boolean {
  return (
    (typeof v === 'number' && Number.isFinite(v)) ||
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    v instanceof ObjectId ||
    v instanceof Date
  );
}

/**
 * How many documents a filter matches, read off an index without visiting documents, when that count is exact:
 * the filter is only plain-scalar equalities on top-level fields that are, together, the leading fields of an
 * index holding one entry per document (never an array, not sparse or partial, no collation on either side). An
 * empty filter is the collection's size. Null otherwise: the caller counts by matching.
 */
export function countByIndex(
  coll: Collection,
  filter: Document | undefined,
  collation: Document | undefined,
): number | null {
  const fields = filter ? Object.keys(filter) : [];
  if (fields.length === 0) return coll.docs.size;
  if (collation) return null;
  if (fields.some((field) => field.startsWith('$') || !isExactScalar(filter![field]))) return null;
  for (const index of coll.indexes.values()) {
    if (index.geo || index.multikey || index.sparse || index.isPartial || index.hasCollation || index.hidden)
      continue;
    const leading = index.fields.slice(0, fields.length);
    if (leading.length < fields.length || !leading.every((field) => Object.hasOwn(filter!, field.name)))
      continue;
    return index.countPrefix(leading.map((field) => filter![field.name]));
  }
  return null;
}

/** For /^abc/ (case-sensitive, single line) the strings in [abc, abd). */
export function regexPrefix(source: string, flags: string): string | null {
  if (!source.startsWith('^') || /[imx]/.test(flags) || source.includes('|')) return null;
  let prefix = '';
  for (let i = 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break;
      prefix += next;
      i++;
    } else if (/[.*+?()[\]{}|^$]/.test(ch)) {
      // A quantifier applies to the previous character, which then is not a fixed part of the prefix.
      if (/[*+?{]/.test(ch)) prefix = prefix.slice(0, -1);
      break;
    } else {
      prefix += ch;
    }
  }
  return prefix || null;
}

function regexOf(cond: unknown): { source: string; flags: string } | null {
  if (cond instanceof RegExp) return cond;
  if (isPlainObject(cond) && (typeof cond.$regex === 'string' || cond.$regex instanceof RegExp)) {
    const options = typeof cond.$options === 'string' ? cond.$options : '';
    const source = cond.$regex instanceof RegExp ? cond.$regex.source : cond.$regex;
    const flags = (cond.$regex instanceof RegExp ? cond.$regex.flags : '') + options;
    return { source, flags };
  }
  return null;
}

/** Under a collation, strings compare by it, so a binary index cannot look them up (other types it can). */
function usableFor(index: Index, collated: boolean): (v: unknown) => boolean {
  return (v) => isScalar(v) && !(collated && typeof v === 'string') && !(v === null && index.sparse);
}

function equalityOf(cond: unknown, usable: (v: unknown) => boolean): unknown {
  if (usable(cond)) return cond;
  if (isPlainObject(cond) && '$eq' in cond && usable(cond.$eq)) return cond.$eq;
  return NONE;
}

function narrowingOf(cond: unknown, usable: (v: unknown) => boolean, collated: boolean): Narrowing | null {
  const regex = regexOf(cond);
  if (regex && !collated) {
    const prefix = regexPrefix(regex.source, regex.flags);
    if (prefix) {
      const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
      return {
        kind: 'range',
        lower: { value: prefix, inclusive: true },
        upper: { value: upper, inclusive: false },
        prefix: true,
      };
    }
  }
  if (!isPlainObject(cond)) return null;
  const ops = Object.keys(cond);
  if (!ops.length || !ops.every((k) => k.startsWith('$'))) return null;
  if (Array.isArray(cond.$in) && cond.$in.every(usable)) return { kind: 'in', values: cond.$in as unknown[] };
  const bound = (op: string, inclusive: boolean): Bound | undefined =>
    op in cond && usable(cond[op]) && cond[op] !== null ? { value: cond[op], inclusive } : undefined;
  const lower = bound('$gte', true) ?? bound('$gt', false);
  let upper = bound('$lte', true) ?? bound('$lt', false);
  // Bounds of two different types cannot both hold (type bracketing); keep the lower one as the superset.
  if (lower && upper && typeof lower.value !== typeof upper.value) upper = undefined;
  return lower || upper ? { kind: 'range', lower, upper } : null;
}

/**
 * Equality on as many leading fields of the index as the filter gives, then optionally $in, a range or an
 * anchored prefix regex on the next one.
 */
function lookupFor(index: Index, conds: Map<string, unknown>, collated: boolean): Lookup | null {
  const usable = usableFor(index, collated);
  const prefix: unknown[] = [];
  let narrowing: Narrowing | null = null;
  for (const field of index.fields) {
    if (!conds.has(field.name)) break;
    const cond = conds.get(field.name);
    const eq = equalityOf(cond, usable);
    if (eq !== NONE) {
      prefix.push(eq);
      continue;
    }
    narrowing = narrowingOf(cond, usable, collated);
    break;
  }
  if (!prefix.length && !narrowing) return null;
  const complete = prefix.length === index.fields.length;
  let score = prefix.length * 10 + (complete && index.unique ? 1000 : 0);
  if (!narrowing)
    return {
      score,
      ids: (reverse) => index.lookup(prefix, undefined, undefined, reverse),
      orderedFrom: prefix.length,
    };
  if (narrowing.kind === 'in') {
    const values = narrowing.values;
    return {
      score: score + 6,
      ids: function* () {
        const seen = new Set<string>();
        for (const v of values) {
          for (const id of index.lookup([...prefix, v])) {
            if (seen.has(id)) continue;
            seen.add(id);
            yield id;
          }
        }
      },
    };
  }
  const { lower, upper } = narrowing;
  score += narrowing.prefix ? 4 : lower && upper ? 5 : 3;
  return { score, ids: (reverse) => index.lookup(prefix, lower, upper, reverse), orderedFrom: prefix.length };
}

/** Top-level field conditions, including those inside a top-level $and. */
function conditions(filter: Document, out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  for (const key of Object.keys(filter)) {
    if (key === '$and' && Array.isArray(filter.$and)) {
      for (const part of filter.$and) if (isPlainObject(part)) conditions(part, out);
    } else if (!key.startsWith('$')) {
      out.push([key, filter[key]]);
    }
  }
  return out;
}

/**
 * Whether reading the index from `from` on gives the requested sort: the sort keys, apart from fields fixed by
 * equality, must be the next index fields, all ascending (read forwards) or all descending (read backwards), as
 * entries are kept in ascending order whatever the index's declared directions. Multikey, sparse and partial
 * indexes do not hold exactly one entry per document, so they never give an order. Returns whether to read
 * backwards, or null.
 */
function sortOrder(index: Index, from: number, sort: Document): boolean | null {
  if (index.multikey || index.sparse || index.isPartial || index.hasCollation) return null;
  const fixed = new Set(index.fields.slice(0, from).map((f) => f.name));
  const rest = Object.keys(sort).filter((key) => !fixed.has(key));
  if (!rest.length) return false;
  const directions = new Set(rest.map((key) => (sort[key] === -1 ? -1 : 1)));
  const fits =
    directions.size === 1 &&
    rest.every((key, i) => index.fields[from + i]?.name === key && typeof index.spec.key[key] !== 'string');
  return fits ? directions.has(-1) : null;
}

const isSortSpec = (sort: Document | undefined): sort is Document =>
  !!sort && Object.keys(sort).length > 0 && Object.values(sort).every((d) => d === 1 || d === -1);

/**
 * Picks the index that narrows the filter most: a unique index given in full, then the most leading fields by
 * equality, then $in, a two-sided range, a prefix regex, a one-sided range. When a sort is requested, a lookup
 * whose order is that sort gets a small bonus, and an index that only gives the order is used when nothing
 * narrows. Without either, every document is a candidate.
 */
export function plan(
  coll: Collection,
  filter: Document | undefined,
  collated = false,
  sort?: Document,
): Plan {
  const conds = new Map<string, unknown>();
  // With one field constrained twice ($and), either condition alone still gives a superset.
  if (filter) for (const [field, cond] of conditions(filter)) if (!conds.has(field)) conds.set(field, cond);
  const wanted = isSortSpec(sort) ? sort : undefined;
  let best: { index: Index; lookup: Lookup; score: number; reverse: boolean | null } | null = null;
  for (const index of coll.indexes.values()) {
    // Geo indexes are read by geo conditions only (src/geo/plan.ts).
    if (index.geo || index.isPartial || index.hasCollation || index.hidden) continue;
    const lookup: Lookup | null = conds.has(index.leadingField)
      ? lookupFor(index, conds, collated)
      : { score: 0, ids: (reverse) => index.lookup([], undefined, undefined, reverse), orderedFrom: 0 };
    if (!lookup) continue;
    const reverse =
      wanted && lookup.orderedFrom !== undefined ? sortOrder(index, lookup.orderedFrom, wanted) : null;
    // A whole-index walk is only worth it for its order.
    if (lookup.score === 0 && reverse === null) continue;
    const score = lookup.score + (reverse === null ? 0 : 1);
    if (!best || score > best.score) best = { index, lookup, score, reverse };
  }
  if (!best) return { index: 'COLLSCAN', docs: coll.docs.values(), sorted: false };
  const { index, lookup, reverse } = best;
  return {
    index: index.name,
    sorted: reverse !== null,
    docs: (function* () {
      // A multikey index lists a document once per key, so a range can meet it several times.
      const seen = index.multikey ? new Set<string>() : null;
      for (const id of lookup.ids(reverse ?? false)) {
        if (seen) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        const doc = coll.docs.get(id);
        if (doc) yield doc;
      }
    })(),
  };
}
