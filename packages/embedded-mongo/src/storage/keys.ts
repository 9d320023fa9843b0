import { Binary, BSONRegExp, BSONSymbol, Decimal128, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { compareNumbers, numberKey } from '../numbers';

/**
 * MongoDB's cross-type sort order (null and missing sort together, all numeric types together):
 * https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/
 */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  // Timestamp extends Long in bson, so it is tested first.
  if (v instanceof Timestamp) return 11;
  if (v instanceof Long || v instanceof Decimal128) return 3;
  if (v instanceof BSONSymbol) return 4;
  if (Array.isArray(v)) return 6;
  if (v instanceof Binary) return 7;
  if (v instanceof ObjectId) return 8;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp || v instanceof BSONRegExp) return 12;
  if (v instanceof MinKey) return 1;
  if (v instanceof MaxKey) return 13;
  return 5;
}

const cmp = <T>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Total order over stored values following BSON comparison rules; used by index structures. With a collator,
 * strings (also inside documents and arrays) compare by the collation.
 */
export function compareValues(a: unknown, b: unknown, collator?: Intl.Collator | null): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3:
      // By exact value across Int32, Long, Double and Decimal128; NaN before every other number, as MongoDB.
      if (typeof a === 'number' && typeof b === 'number' && a === a && b === b) return cmp(a, b);
      return compareNumbers(a, b);
    case 4:
      return collator ? collator.compare(String(a), String(b)) : cmp(String(a), String(b));
    case 6: {
      const xs = a as unknown[];
      const ys = b as unknown[];
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const c = compareValues(xs[i], ys[i], collator);
        if (c) return c;
      }
      return xs.length - ys.length;
    }
    case 7: {
      const x = a as Binary;
      const y = b as Binary;
      return x.length() - y.length() || x.sub_type - y.sub_type || Buffer.compare(x.buffer, y.buffer);
    }
    case 8:
      return cmp((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 9:
      return cmp(a as boolean, b as boolean);
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12:
      return cmp(String(a), String(b));
    default: {
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      const kx = Object.keys(x);
      const ky = Object.keys(y);
      for (let i = 0; i < Math.min(kx.length, ky.length); i++) {
        const c =
          typeRank(x[kx[i]]) - typeRank(y[ky[i]]) ||
          cmp(kx[i], ky[i]) ||
          compareValues(x[kx[i]], y[ky[i]], collator);
        if (c) return c;
      }
      return kx.length - ky.length;
    }
  }
}

/**
 * A string that is equal for two values exactly when MongoDB's equality says they are equal (5, Long 5 and
 * Double 5.0 all give the same string). Used as hash key for _id and for index entries.
 */
export function keyString(v: unknown): string {
  if (v === undefined || v === null) return 'N';
  switch (typeof v) {
    case 'number':
      return Object.is(v, -0) ? 'n0' : 'n' + v;
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'bigint':
      return numberKey(v);
  }
  if (v instanceof ObjectId) return 'o' + v.toHexString();
  if (v instanceof Date) return 'D' + v.getTime();
  if (v instanceof Timestamp) return 'T' + v.toString();
  if (v instanceof Long || v instanceof Decimal128) return numberKey(v);
  if (v instanceof Binary) return 'B' + v.sub_type + ':' + Buffer.from(v.buffer).toString('base64');
  if (Array.isArray(v)) return '[' + v.map(keyString).join(',') + ']';
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  if (typeof (v as { toHexString?: unknown }).toHexString === 'function') return 'o' + String(v);
  if (Object.getPrototypeOf(v) === Object.prototype) {
    const obj = v as Record<string, unknown>;
    return (
      '{' +
      Object.keys(obj)
        .map((k) => JSON.stringify(k) + ':' + keyString(obj[k]))
        .join(',') +
      '}'
    );
  }
  const named = v as { _bsontype?: string; toString(): string };
  return 'x' + (named._bsontype ?? '') + ':' + named.toString();
}

/** Renders a key value the way mongod prints it in E11000 messages: { email: "x" }. */
export function formatKeyValue(keyValue: Record<string, unknown>): string {
  const parts = Object.keys(keyValue).map((k) => `${k}: ${formatValue(keyValue[k])}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

function formatValue(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(', ')} ]`;
  if (Object.getPrototypeOf(v) === Object.prototype) return formatKeyValue(v as Record<string, unknown>);
  return String(v);
}
