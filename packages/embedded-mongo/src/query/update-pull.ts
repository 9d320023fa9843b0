// $pull: which array elements a condition removes (a query on subdocuments, an operator expression, or equality).
import { type Document } from 'bson';
import { isEqual } from 'mingo/util';
import { compileFilter } from './matcher';
import { valueAt } from './positional';
import type { Doc } from '../storage/collection';

/**
 * $pull as mongod does it: a document condition whose first field is not a field operator ($gt, $in...) is a
 * query on each element (so `{$or: [...]}` or `{x: 1}` select subdocuments); an operator expression tests the
 * element itself; anything else is equality.
 */
export function applyPull(doc: Doc, pull: Document): boolean {
  let changed = false;
  for (const [path, cond] of Object.entries(pull)) {
    const parts = path.split('.');
    const container = valueAt(doc, parts.slice(0, -1));
    if (!container || typeof container !== 'object') continue;
    const key = parts[parts.length - 1];
    const array = (container as Record<string, unknown>)[key];
    if (!Array.isArray(array)) continue;
    const removes = pullPredicate(cond);
    const kept = array.filter((element) => !removes(element));
    if (kept.length !== array.length) {
      (container as Record<string, unknown>)[key] = kept;
      changed = true;
    }
  }
  return changed;
}

export const LOGICAL = new Set(['$and', '$or', '$nor', '$expr', '$where', '$text', '$comment']);

export function pullPredicate(cond: unknown): (element: unknown) => boolean {
  if (cond && typeof cond === 'object' && Object.getPrototypeOf(cond) === Object.prototype) {
    const first = Object.keys(cond)[0];
    if (first !== undefined && first.startsWith('$') && !LOGICAL.has(first)) {
      const matcher = compileFilter({ v: cond });
      return (element) => matcher({ v: element });
    }
    const matcher = compileFilter(cond as Document);
    return (element) =>
      !!element &&
      typeof element === 'object' &&
      Object.getPrototypeOf(element) === Object.prototype &&
      matcher(element as Doc);
  }
  if (cond instanceof RegExp) {
    const matcher = compileFilter({ v: cond });
    return (element) => matcher({ v: element });
  }
  return (element) => isEqual(element, cond);
}
