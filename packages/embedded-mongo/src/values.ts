import { Double, Int32, Long, Timestamp } from 'bson';

/**
 * Documents are held with plain JS numbers so that mingo compares Int32 5, Long 5 and Double 5.0 as equal, as
 * MongoDB does. A number alone cannot say which BSON type it came as when the type is not implied by its value
 * (a JS integer in int32 range is written back as Int32, any other number as Double). For the rest, Long and
 * integral Double, the containing object keeps a hidden note and a non-enumerable toBSON() that the bson
 * serializer calls, so the original type is written back. mingo only looks at enumerable keys, so it never sees
 * the note; copies made by mingo simply fall back to the natural type of the number.
 */
export type NumberType = 'long' | 'double';
type Container = Record<string, unknown> | unknown[];

const TYPES = Symbol('bsonNumberTypes');
const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;
const MAX_SAFE_LONG = Long.fromNumber(Number.MAX_SAFE_INTEGER);
const MIN_SAFE_LONG = Long.fromNumber(Number.MIN_SAFE_INTEGER);

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
    // A stale note (the field was since set to a string, say) is ignored rather than trusted.
    if (typeof value !== 'number') continue;
    if (type === 'long' && Number.isInteger(value))
      (copy as Record<string, unknown>)[key] = Long.fromNumber(value);
    else if (type === 'double' && naturalType(value) === 'int')
      (copy as Record<string, unknown>)[key] = new Double(value);
  }
  return copy;
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
    // Beyond 2^53 a JS number would lose digits, so those stay Long (compared by mingo only as opaque values).
    if (value.lessThanOrEqual(MAX_SAFE_LONG) && value.greaterThanOrEqual(MIN_SAFE_LONG)) {
      setNumberType(container, key, 'long');
      return value.toNumber();
    }
    return value;
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
