import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { compareValues } from '../storage/keys';
import { valuesAtPath } from '../storage/paths';
import type { Doc } from '../storage/collection';

export type SortKey = { path: string[]; dir: 1 | -1 };

export function sortSpec(sort: Document): SortKey[] {
  return Object.entries(sort).map(([field, dir]) => {
    if (dir !== 1 && dir !== -1) {
      if (dir && typeof dir === 'object' && '$meta' in dir)
        throw new MongoCommandError('BadValue', `$meta sort is not supported by the embedded server`);
      throw new MongoCommandError(
        'BadValue',
        `$sort key ordering must be 1 (for ascending) or -1 (for descending)`,
      );
    }
    return { path: field.split('.'), dir };
  });
}

/**
 * MongoDB's sort: an array field sorts by its smallest element ascending and its largest descending, a missing
 * field as null; strings by the collation when there is one. Stable, so ties keep their order.
 */
export function sortDocs(docs: Doc[], keys: SortKey[], collator: Intl.Collator | null): Doc[] {
  const extreme = (doc: Doc, key: SortKey): unknown => {
    // The common case, a top-level scalar field, without collecting every value along the path.
    if (key.path.length === 1 && Object.getPrototypeOf(doc) === Object.prototype) {
      const v = Object.prototype.hasOwnProperty.call(doc, key.path[0]) ? doc[key.path[0]] : null;
      if (!Array.isArray(v)) return v === undefined ? null : v;
    }
    const values = valuesAtPath(doc, key.path).map((v) => (v === undefined ? null : v));
    let best = values[0];
    for (let i = 1; i < values.length; i++) {
      const c = compareValues(values[i], best, collator);
      if (key.dir === 1 ? c < 0 : c > 0) best = values[i];
    }
    return best;
  };
  const rows = docs.map((doc) => ({ doc, keys: keys.map((k) => extreme(doc, k)) }));
  rows.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const x = a.keys[i];
      const y = b.keys[i];
      // Two plain numbers (not NaN) compare natively; everything else by BSON order.
      const c =
        typeof x === 'number' && typeof y === 'number' && x === x && y === y
          ? x - y || 0
          : compareValues(x, y, collator);
      if (c) return c > 0 ? keys[i].dir : -keys[i].dir;
    }
    return 0;
  });
  return rows.map((r) => r.doc);
}
