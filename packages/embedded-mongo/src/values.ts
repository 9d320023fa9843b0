import { Decimal128, Double, Int32, Long, Timestamp } from 'bson';
import { compareNumbers, exactInteger, toMemoryNumber } from './numbers';

/**
 * Documents are held with plain JS numbers so that mingo compares Int32 5, Long 5, Double 5.0 and Decimal128 5
 * as equal, as MongoDB does. A number alone cannot say which BSON type it came as when the type is not implied by
 * its value (a JS integer in int32 range is written back as Int32, any other number as Double). For the rest,
 * Long, integral Double and Decimal128, the containing object keeps a hidden note and a non-enumerable toBSON()
 * that the bson serializer calls, so the original type is written back; a Decimal128's note is the original
 * value, so '1.50' keeps its digits. Values no double holds exactly (Longs beyond 2^53, Decimal128 0.1) are held
 * as a canonical Decimal128 (numbers.ts) with the same notes. mingo only looks at enumerable keys, so it never
 * sees the note; copies made by mingo simply fall back to the natural type of the number.
 */
export type NumberType = 'long' | 'double' | Decimal128;
type Container = Record<string, unknown> | unknown[];

const TYPES = Symbol('bsonNumberTypes');
const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;

interface Annotated {
  [TYPES]?: Map<string, NumberType>;
}

function typesOf(container: object): Map<string, NumberType> | undefined {
  return (container as Annotated)[TYPES];
}

export function getNumberType(container: object, key: string): NumberType | undefined {
  return typesOf(container)?.get(key);
}

export function setNumberType(container: object, key: string, type: NumberType | undefined): void {
  let types = typesOf(container);
  if (!type) {
    types?.delete(key);
    return;
  }
  if (!types) {
    types = new Map();
    Object.defineProperty(container, TYPES, {
      value: types,
      enumerable: false,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(container, 'toBSON', {
      value: typedToBSON,
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  types.set(key, type);
}

/** The BSON type a plain number would be written as without a note. */
function naturalType(n: number): NumberType | 'int' {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0) ? 'int' : 'double';
}

function typedToBSON(this: Container): Container {
  const types = typesOf(this);
  const copy: Container = Array.isArray(this) ? this.slice() : { ...this };
  if (!types) return copy;
  for (const [key, type] of types) {
    const value = (copy as Record<string, unknown>)[key];
    const written = typeof value === 'number' || value instanceof Decimal128 ? typed(value, type) : undefined;
    // A stale note (the field was since set to a string, say) is ignored rather than trusted.
    if (written !== undefined) (copy as Record<string, unknown>)[key] = written;
  }
  return copy;
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** The BSON value a held number is written as under its note, or undefined to write it as it is. */
function typed(value: number | Decimal128, type: NumberType): unknown {
  if (type === 'double')
    return typeof value === 'number' && naturalType(value) === 'int' ? new Double(value) : undefined;
  if (type === 'long') {
    if (typeof value === 'number')
      return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63
        ? Long.fromNumber(value)
        : undefined;
    const n = exactInteger(value);
    return n !== undefined && n >= LONG_MIN && n <= LONG_MAX ? Long.fromBigInt(n) : undefined;
  }
  // Still the noted Decimal128's value: its own digits; a value changed by an update stays a Decimal128.
  if (compareNumbers(value, type) === 0) return type;
  if (value instanceof Decimal128) return value;
  try {
    return Decimal128.fromString(String(value));
  } catch {
    return undefined;
  }
}

function convert(value: unknown, container: Container, key: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Int32) return value.value;
  if (value instanceof Double) {
    const n = value.value;
    if (naturalType(n) === 'int') setNumberType(container, key, 'double');
    return n;
  }
  // Timestamp extends Long in bson but is a type of its own, kept as it came.
  if (value instanceof Long && !(value instanceof Timestamp)) {
    setNumberType(container, key, 'long');
    return toMemoryNumber(value);
  }
  if (value instanceof Decimal128) {
    setNumberType(container, key, value);
    return toMemoryNumber(value);
  }
  if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) fromWire(value as Container);
  return value;
}

/** Converts a document deserialized with promoteValues: false to the in-memory form, in place. */
export function fromWire<T extends Container>(doc: T): T {
  if (Array.isArray(doc)) {
    for (let i = 0; i < doc.length; i++) doc[i] = convert(doc[i], doc, String(i));
  } else {
    for (const key of Object.keys(doc)) {
      const value = doc[key];
      if (value !== null && typeof value === 'object') doc[key] = convert(value, doc, key);
    }
  }
  return doc;
}

/**
 * Deep copy of plain objects and arrays that keeps number notes; BSON leaf values (ObjectId, Date, Binary...)
 * are shared because nothing mutates them.
 */
export function cloneDoc<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = value.map(cloneDoc);
    copyTypes(value, out);
    return out as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const copy = cloneDoc((value as Record<string, unknown>)[key]);
    // A stored `__proto__` field is data: assigning it would change the copy's prototype instead.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  copyTypes(value, out);
  return out as T;
}

function copyTypes(from: object, to: object): void {
  const types = typesOf(from);
  if (types) for (const [key, type] of types) setNumberType(to, key, type);
}

/**
 * After a projection or $project built a new document, numbers that were carried over unchanged keep their
 * original BSON type.
 */
export function carryTypes(from: unknown, to: unknown): void {
  if (!from || !to || typeof from !== 'object' || typeof to !== 'object') return;
  const src = from as Record<string, unknown>;
  const dst = to as Record<string, unknown>;
  const types = typesOf(src);
  if (types) {
    for (const [key, type] of types) if (Object.is(src[key], dst[key])) setNumberType(dst, key, type);
  }
  for (const key of Object.keys(dst)) {
    const s = src[key];
    const d = dst[key];
    if (s !== d && s && d && typeof s === 'object' && typeof d === 'object') carryTypes(s, d);
  }
}
