import type { Document } from 'bson';
import { Query } from '../query/mingo';
import { compareValues, formatKeyValue, keyString, typeRank } from './keys';
import { pathHasArray, valuesAtPath } from './paths';
import { MongoCommandError } from '../errors';
import { GeoIndexPart, geoFieldOf } from '../geo/geo-index';

export interface IndexSpec extends Document {
  v?: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

/**
 * The ids holding one key. Most keys belong to one document (every index that ends in `_id`), so that id is kept
 * alone and a Set only while several share the key: a Set per entry was about a third of an index's memory.
 */
type Ids = string | Set<string>;

interface Entry {
  key: unknown[];
  ids: Ids;
}

const idCount = (ids: Ids): number => (typeof ids === 'string' ? 1 : ids.size);

function* eachId(ids: Ids): Iterable<string> {
  if (typeof ids === 'string') yield ids;
  else yield* ids;
}

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

const compareKeys = (a: unknown[], b: unknown[], width = a.length): number => {
  for (let i = 0; i < width; i++) {
    const c = compareValues(a[i], b[i]);
    if (c) return c;
  }
  return 0;
};

/** The hash-map key of a whole index key (every field's value). */
const wholeKey = (key: unknown[]): string =>
  key.length === 1 ? keyString(key[0]) : key.map(keyString).join('\u0001');

/**
 * Equality under a collation, for unique checks and entry keys: at strength 1 case and accents do not count, at
 * strength 2 case does not; at 3 and above strings stay as they are. Indexes with a collation are never used by
 * the planner for lookups or order (those are binary), so this only decides which keys count as the same.
 */
function collationKeyOf(collation: Document): ((s: string) => string) | undefined {
  const strength = typeof collation.strength === 'number' ? collation.strength : 3;
  if (strength >= 3 || collation.caseLevel === true) return undefined;
  const locale = String(collation.locale).replace(/_/g, '-');
  const lower = (s: string): string => {
    try {
      return s.toLocaleLowerCase(locale);
    } catch {
      return s.toLowerCase();
    }
  };
  if (strength === 2) return (s) => lower(s.normalize('NFC'));
  return (s) => lower(s.normalize('NFD').replace(/\p{M}/gu, ''));
}

function foldStrings(value: unknown, fold: (s: string) => string): unknown {
  if (typeof value === 'string') return fold(value);
  if (Array.isArray(value)) return value.map((v) => foldStrings(v, fold));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, foldStrings(v, fold)]));
  return value;
}

/**
 * One secondary (or the _id) index: a hash map from the whole key to the ids holding it, plus a sorted array of
 * entries built on the first range lookup and then kept sorted, so insert-only workloads never pay for order.
 */
export class Index {
  readonly fields: Array<{ name: string; path: string[] }>;
  private readonly entries = new Map<string, Entry>();
  private sorted: Entry[] | null = null;
  private readonly partial?: Query;
  /** Set once any document contributed several keys or an array; such an index cannot give sort order. */
  multikey = false;

  /** For an index with a collation: strings are keyed by what the collation cannot tell apart. */
  private readonly collationKey?: (s: string) => string;

  /**
   * A 2dsphere or 2d index keeps its documents in a spatial tree (src/geo) instead of the key map: only geo
   * queries read it, and a document without geometry at the geo field is not in it (sparse, as mongod's).
   */
  readonly geo?: GeoIndexPart;

  constructor(
    readonly spec: IndexSpec,
    private readonly namespace: string,
  ) {
    this.fields = Object.keys(spec.key).map((name) => ({ name, path: name.split('.') }));
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression);
    if (spec.collation) this.collationKey = collationKeyOf(spec.collation as Document);
    const geo = geoFieldOf(spec.key);
    if (geo) this.geo = new GeoIndexPart(geo.field, geo.kind, spec);
  }

  get name(): string {
    return this.spec.name;
  }
  get unique(): boolean {
    return !!this.spec.unique;
  }
  get sparse(): boolean {
    return !!this.spec.sparse;
  }
  get isPartial(): boolean {
    return !!this.partial;
  }
  get leadingField(): string {
    return this.fields[0].name;
  }
  get hasCollation(): boolean {
    return !!this.spec.collation;
  }
  /** A hidden index is kept up to date but never chosen by the planner. */
  get hidden(): boolean {
    return !!this.spec.hidden;
  }

  /** The keys a document contributes, or none when sparse/partial rules leave it out. */
  keysOf(doc: Document): Array<{ ks: string; key: unknown[] }> {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => valuesAtPath(doc, f.path));
    if (this.sparse && perField.every((vals) => vals.length === 1 && vals[0] === undefined)) return [];
    let combos: unknown[][] = [[]];
    for (const vals of perField) {
      const next: unknown[][] = [];
      for (const combo of combos) for (const v of vals) next.push([...combo, v]);
      combos = next;
    }
    const seen = new Map<string, unknown[]>();
    const fold = this.collationKey;
    for (const key of combos) {
      const ks = fold ? wholeKey(key.map((v) => foldStrings(v, fold))) : wholeKey(key);
      if (!seen.has(ks)) seen.set(ks, key);
    }
    return [...seen].map(([ks, key]) => ({ ks, key }));
  }

  add(id: string, doc: Document): void {
    if (this.geo) {
      if (this.partial && !this.partial.test(doc)) return;
      const before = this.geo.tree.size;
      this.geo.add(id, doc);
      if (this.geo.tree.size - before > 1) this.multikey = true;
      return;
    }
    const keys = this.keysOf(doc);
    if (!this.multikey && (keys.length > 1 || this.fields.some((f) => pathHasArray(doc, f.path))))
      this.multikey = true;
    for (const { ks, key } of keys) {
      const entry = this.entries.get(ks);
      if (!entry) {
        const added = { key, ids: id };
        this.entries.set(ks, added);
        if (this.sorted) this.sorted.splice(this.lowerBound(key, true, key.length), 0, added);
      } else if (typeof entry.ids !== 'string') entry.ids.add(id);
      else if (entry.ids !== id) entry.ids = new Set([entry.ids, id]);
    }
  }

  remove(id: string, doc: Document): void {
    if (this.geo) return this.geo.remove(id);
    for (const { ks } of this.keysOf(doc)) {
      const entry = this.entries.get(ks);
      if (!entry) continue;
      if (typeof entry.ids !== 'string') {
        entry.ids.delete(id);
        if (entry.ids.size === 1) entry.ids = entry.ids.values().next().value!;
        continue;
      }
      if (entry.ids === id) {
        this.entries.delete(ks);
        if (this.sorted) {
          let at = this.lowerBound(entry.key, true, entry.key.length);
          // Distinct entries may still compare equal (0 and -0), so look for this very entry among equals.
          while (
            at < this.sorted.length &&
            this.sorted[at] !== entry &&
            compareKeys(this.sorted[at].key, entry.key) === 0
          )
            at++;
          if (this.sorted[at] === entry) this.sorted.splice(at, 1);
          else this.sorted = null;
        }
      }
    }
  }

  clear(): void {
    this.geo?.clear();
    this.entries.clear();
    this.sorted = null;
  }

  /** Throws mongod's E11000 error when another document already holds one of doc's keys. */
  checkUnique(doc: Document, selfId: string | null): void {
    // A geo index has nothing unique to check, but a document it cannot index is refused before any write.
    if (this.geo) {
      if (!this.partial || this.partial.test(doc)) this.geo.geometriesOf(doc);
      return;
    }
    if (!this.unique) return;
    for (const { ks, key } of this.keysOf(doc)) {
      const entry = this.entries.get(ks);
      if (!entry) continue;
      for (const other of eachId(entry.ids)) {
        if (other !== selfId) throw this.duplicateError(key);
      }
    }
  }

  duplicateError(key: unknown[]): MongoCommandError {
    const keyPattern: Document = { ...this.spec.key };
    const keyValue: Document = {};
    this.fields.forEach((f, i) => (keyValue[f.name] = key[i] === undefined ? null : key[i]));
    return new MongoCommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.namespace} index: ${this.name} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern, keyValue },
    );
  }

  /**
   * Ids whose first fields equal `prefix` and, when bounds are given, whose next field lies between them, in
   * index order or reversed. A missing bound stops at the edge of the other bound's type, matching MongoDB's type
   * bracketing ($gt: 5 never returns strings).
   */
  *lookup(prefix: unknown[], lower?: Bound, upper?: Bound, reverse = false): Iterable<string> {
    // A geo index is only walked whole (a hint): every document it holds.
    if (this.geo) {
      yield* this.geo.tree.ids();
      return;
    }
    if (!lower && !upper && prefix.length === this.fields.length) {
      // Every field given: one hash lookup, and all its documents share the key, so order is moot.
      const entry = this.entries.get(wholeKey(prefix));
      if (entry) yield* eachId(entry.ids);
      return;
    }
    const sorted = this.ensureSorted();
    const { start, end } = this.run(prefix, lower, upper);
    // Inline rather than through eachId: a range walk visits every entry, and most hold one id.
    for (let n = 0; n < end - start; n++) {
      const ids = sorted[reverse ? end - 1 - n : start + n].ids;
      if (typeof ids === 'string') yield ids;
      else yield* ids;
    }
  }

  /**
   * How many documents have exactly these values as their first fields, read off the entries without visiting a
   * document: the whole key's entry, or the sizes along the run of entries the prefix covers.
   */
  countPrefix(prefix: unknown[]): number {
    if (prefix.length === this.fields.length) {
      const entry = this.entries.get(wholeKey(prefix));
      return entry ? idCount(entry.ids) : 0;
    }
    const sorted = this.ensureSorted();
    const { start, end } = this.run(prefix);
    let count = 0;
    for (let i = start; i < end; i++) count += idCount(sorted[i].ids);
    return count;
  }

  /**
   * The positions [start, end) of the sorted entries whose first fields equal `prefix` and whose next field lies
   * between the bounds (when given). A missing bound stops at the edge of the other bound's type.
   */
  private run(prefix: unknown[], lower?: Bound, upper?: Bound): { start: number; end: number } {
    const width = prefix.length;
    const ranged = !!(lower || upper);
    const rank = ranged ? typeRank((lower ?? upper)!.value) : 0;
    // Entries wanted form one run of the sorted array: everything before it is "below", everything after "above".
    const below = (key: unknown[]): boolean => {
      const c = compareKeys(key, prefix, width);
      if (c || !ranged) return c < 0;
      const v = key[width];
      const r = typeRank(v);
      if (r !== rank) return r < rank;
      if (!lower) return false;
      const d = compareValues(v, lower.value);
      return d < 0 || (d === 0 && !lower.inclusive);
    };
    const above = (key: unknown[]): boolean => {
      const c = compareKeys(key, prefix, width);
      if (c || !ranged) return c > 0;
      const v = key[width];
      const r = typeRank(v);
      if (r !== rank) return r > rank;
      if (!upper) return false;
      const d = compareValues(v, upper.value);
      return d > 0 || (d === 0 && !upper.inclusive);
    };
    const start = this.firstWhere((key) => !below(key));
    return { start, end: this.firstWhere((key) => above(key), start) };
  }

  /** Ids whose leading key lies between the bounds. */
  lookupRange(lower?: Bound, upper?: Bound): Iterable<string> {
    return this.lookup([], lower, upper);
  }

  /** Binary search for the first entry satisfying a predicate that is false and then true along the order. */
  private firstWhere(pred: (key: unknown[]) => boolean, from = 0): number {
    const sorted = this.ensureSorted();
    let lo = from;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(sorted[mid].key)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  get entryCount(): number {
    if (this.geo) return this.geo.tree.size;
    return this.entries.size;
  }

  private ensureSorted(): Entry[] {
    if (!this.sorted) this.sorted = [...this.entries.values()].sort((a, b) => compareKeys(a.key, b.key));
    return this.sorted;
  }

  /** First position whose key prefix (of the given width) is >= key, or > key when not inclusive. */
  private lowerBound(key: unknown[], inclusive: boolean, width: number): number {
    const sorted = this.ensureSorted();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareKeys(sorted[mid].key, key, width);
      if (c < 0 || (c === 0 && !inclusive)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
