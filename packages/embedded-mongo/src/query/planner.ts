import { ObjectId, type Document } from 'bson';
import type { Bound, Index } from '../storage/index';
import type { Collection, Doc } from '../storage/collection';

export interface Plan {
  /** Index name, or "COLLSCAN". */
  readonly index: string;
  /** A superset of the matching documents; the caller still applies the full filter. */
  readonly docs: Iterable<Doc>;
}

interface Lookup {
  cost: number;
  ids: () => Iterable<string>;
}

const isPlainObject = (v: unknown): v is Document =>
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

function prefixRange(index: Index, prefix: string): Lookup {
  const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return { cost: 4, ids: () => index.lookupRange({ value: prefix, inclusive: true }, { value: upper, inclusive: false }) };
}

function regexOf(cond: unknown): RegExp | null {
  if (cond instanceof RegExp) return cond;
  if (isPlainObject(cond) && (typeof cond.$regex === 'string' || cond.$regex instanceof RegExp)) {
    const options = typeof cond.$options === 'string' ? cond.$options : '';
    const source = cond.$regex instanceof RegExp ? cond.$regex.source : cond.$regex;
    const flags = (cond.$regex instanceof RegExp ? cond.$regex.flags : '') + options;
    return { source, flags } as RegExp;
  }
  return null;
}

function lookupFor(index: Index, cond: unknown, folding: boolean): Lookup | null {
  const usable = (v: unknown): boolean => isScalar(v) && !(folding && typeof v === 'string') && !(v === null && index.sparse);
  const equal = (v: unknown, cost: number): Lookup => ({ cost, ids: () => index.lookupEqual(v) });
  const eqCost = index.unique && index.fields.length === 1 ? 0 : 1;

  if (usable(cond)) return equal(cond, eqCost);
  const regex = regexOf(cond);
  if (regex && !folding) {
    const prefix = regexPrefix(regex.source, regex.flags);
    if (prefix) return prefixRange(index, prefix);
  }
  if (!isPlainObject(cond)) return null;
  const ops = Object.keys(cond);
  if (!ops.length || !ops.every((k) => k.startsWith('$'))) return null;
  if ('$eq' in cond && usable(cond.$eq)) return equal(cond.$eq, eqCost);
  if (Array.isArray(cond.$in) && cond.$in.every(usable)) {
    const values = cond.$in as unknown[];
    return {
      cost: 2,
      ids: function* () {
        const seen = new Set<string>();
        for (const v of values) for (const id of index.lookupEqual(v)) if (!seen.has(id)) (seen.add(id), yield id);
      },
    };
  }
  const lower: Bound | undefined =
    '$gte' in cond && usable(cond.$gte) && cond.$gte !== null
      ? { value: cond.$gte, inclusive: true }
      : '$gt' in cond && usable(cond.$gt) && cond.$gt !== null
        ? { value: cond.$gt, inclusive: false }
        : undefined;
  let upper: Bound | undefined =
    '$lte' in cond && usable(cond.$lte) && cond.$lte !== null
      ? { value: cond.$lte, inclusive: true }
      : '$lt' in cond && usable(cond.$lt) && cond.$lt !== null
        ? { value: cond.$lt, inclusive: false }
        : undefined;
  // Bounds of two different types cannot both hold (type bracketing); keep the lower one as the superset.
  if (lower && upper && typeof lower.value !== typeof upper.value) upper = undefined;
  if (lower || upper) return { cost: 3, ids: () => index.lookupRange(lower, upper) };
  return null;
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
 * Picks the cheapest index that can narrow the filter on its leading field: equality on a unique index, then
 * equality, $in, a range, an anchored prefix regex. Without one, every document is a candidate.
 */
export function plan(coll: Collection, filter: Document | undefined, folding = false): Plan {
  let best: { index: Index; lookup: Lookup } | null = null;
  if (filter) {
    for (const [field, cond] of conditions(filter)) {
      for (const index of coll.indexes.values()) {
        if (index.leadingField !== field || index.isPartial || index.hasCollation) continue;
        const lookup = lookupFor(index, cond, folding);
        if (lookup && (!best || lookup.cost < best.lookup.cost)) best = { index, lookup };
      }
    }
  }
  if (!best) return { index: 'COLLSCAN', docs: coll.docs.values() };
  const { index, lookup } = best;
  return {
    index: index.name,
    docs: (function* () {
      for (const id of lookup.ids()) {
        const doc = coll.docs.get(id);
        if (doc) yield doc;
      }
    })(),
  };
}
