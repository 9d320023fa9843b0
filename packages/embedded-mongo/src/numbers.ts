import { Decimal128, Long, Timestamp } from 'bson';

/**
 * MongoDB compares Int32, Long, Double and Decimal128 by their exact value. Documents hold every number a double
 * can represent exactly as a plain JS number (values.ts), so ordinary comparisons stay native. The rest, Longs
 * beyond 2^53 that a double cannot hold and Decimal128 values such as 0.1 or 34-digit amounts, are held as a
 * canonical Decimal128 (no trailing zeros), so equal values are equal objects for mingo's equality and hashing
 * too, and are compared here exactly as coefficient × 10^exponent.
 */
export interface Exact {
  coef: bigint;
  exp: number;
}

/** An exact value, or a JS number for NaN and the infinities. */
export type Parsed = Exact | number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const parsedDecimals = new WeakMap<Decimal128, Parsed>();

function parseDecimal(d: Decimal128): Parsed {
  let parsed = parsedDecimals.get(d);
  if (parsed === undefined) {
    const text = d.toString();
    const m = DECIMAL.exec(text);
    if (!m) parsed = Number(text);
    else {
      const fraction = m[3] ?? '';
      parsed = { coef: BigInt((m[1] ?? '') + m[2] + fraction), exp: Number(m[4] ?? 0) - fraction.length };
    }
    parsedDecimals.set(d, parsed);
  }
  return parsed;
}

/** A finite double as the exact decimal it is: n = m / 2^k = m × 5^k / 10^k. */
function exactOfDouble(n: number): Exact {
  if (Number.isInteger(n)) return { coef: BigInt(n), exp: 0 };
  let k = 0;
  while (!Number.isInteger(n)) {
    n *= 2;
    k++;
  }
  return { coef: BigInt(n) * 5n ** BigInt(k), exp: -k };
}

/** The exact value of a number, Long or Decimal128; a JS number for NaN and the infinities. */
export function parse(v: unknown): Parsed {
  if (typeof v === 'number') return Number.isFinite(v) ? exactOfDouble(v) : v;
  if (v instanceof Decimal128) return parseDecimal(v);
  if (typeof v === 'bigint') return { coef: v, exp: 0 };
  if (v instanceof Long && !(v instanceof Timestamp)) return { coef: v.toBigInt(), exp: 0 };
  return NaN;
}

/** The nearest double, which orders values monotonically (rounding never swaps two values). */
function approximate(v: unknown): number {
  if (typeof v === 'number') return v;
  if (v instanceof Decimal128) return Number(v.toString());
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Long) return Number(v.toBigInt());
  return NaN;
}

const sign = (x: bigint): number => (x < 0n ? -1 : x > 0n ? 1 : 0);

function compareExact(a: Exact, b: Exact): number {
  if (a.exp === b.exp) return sign(a.coef - b.coef);
  return a.exp > b.exp
    ? sign(a.coef * 10n ** BigInt(a.exp - b.exp) - b.coef)
    : sign(a.coef - b.coef * 10n ** BigInt(b.exp - a.exp));
}

/**
 * Exact order of two numeric BSON values (number, Long, Decimal128); NaN first and equal to itself, as in
 * MongoDB. Two doubles compare natively; otherwise their nearest doubles decide unless they tie.
 */
export function compareNumbers(a: unknown, b: unknown): number {
  const x = approximate(a);
  const y = approximate(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  if (x !== y || (typeof a === 'number' && typeof b === 'number')) return x < y ? -1 : x > y ? 1 : 0;
  const p = parse(a);
  const q = parse(b);
  if (typeof p === 'number' || typeof q === 'number') {
    // An infinity against a finite value too large for a double: the infinity is beyond it.
    if (typeof p === 'number' && typeof q === 'number') return p < q ? -1 : p > q ? 1 : 0;
    return typeof p === 'number' ? Math.sign(p) : -Math.sign(q as number);
  }
  return compareExact(p, q);
}

/** Strips trailing zeros, so each value has one form. */
function normalise({ coef, exp }: Exact): Exact {
  if (coef === 0n) return { coef, exp: 0 };
  while (coef % 10n === 0n) {
    coef /= 10n;
    exp++;
  }
  return { coef, exp };
}

/** The double that equals an exact value, or undefined when no double does. */
function asDouble(e: Exact): number | undefined {
  const n = Number(`${e.coef}e${e.exp}`);
  if (!Number.isFinite(n)) return undefined;
  return compareExact(exactOfDouble(n), e) === 0 ? n : undefined;
}

/**
 * Set once a number has been held as a Decimal128 in this process: until then a range on a plain number needs no
 * second look for them (query/mingo.ts).
 */
export const boxedNumbers = { stored: false };

/**
 * The in-memory form of a Long or Decimal128: a JS number when a double holds its value exactly (Decimal128
 * '-0' gives -0, NaN and the infinities their doubles), else the canonical Decimal128 of the value.
 */
export function toMemoryNumber(v: Long | Decimal128): number | Decimal128 {
  if (v instanceof Long) {
    const n = v.toNumber();
    if (Number.isSafeInteger(n)) return n;
  }
  const parsed = parse(v);
  if (typeof parsed === 'number') return parsed;
  if (parsed.coef === 0n) return v instanceof Decimal128 && v.toString().startsWith('-') ? -0 : 0;
  const n = asDouble(parsed);
  if (n !== undefined) return n;
  const { coef, exp } = normalise(parsed);
  const canonical = Decimal128.fromString(`${coef}E${exp}`);
  parsedDecimals.set(canonical, { coef, exp });
  boxedNumbers.stored = true;
  return canonical;
}

/** Whether a value is a number held as an object (a Decimal128, or a Long that was not converted). */
export const isBoxedNumber = (v: unknown): v is Decimal128 | Long =>
  v instanceof Decimal128 || (v instanceof Long && !(v instanceof Timestamp));

/** The integer a numeric value holds exactly, or undefined (fractions, NaN, infinities). */
export function exactInteger(v: unknown): bigint | undefined {
  const p = parse(v);
  if (typeof p === 'number') return undefined;
  if (p.exp >= 0) return p.coef * 10n ** BigInt(p.exp);
  const scale = 10n ** BigInt(-p.exp);
  return p.coef % scale === 0n ? p.coef / scale : undefined;
}

/**
 * A string equal for two numeric values exactly when they are equal: 'n' and the double for values a double
 * holds, else 'm' and the normalised decimal.
 */
export function numberKey(v: unknown): string {
  if (typeof v === 'number') return Object.is(v, -0) ? 'n0' : 'n' + v;
  const p = parse(v);
  if (typeof p === 'number') return 'n' + p;
  if (p.coef === 0n) return 'n0';
  const n = asDouble(p);
  if (n !== undefined) return 'n' + n;
  const { coef, exp } = normalise(p);
  return `m${coef}E${exp}`;
}

const DECIMAL_DIGITS = 34;

/** A Decimal128 of an exact value, rounded half to even to 34 significant digits as IEEE 754 decimal does. */
export function decimalOf({ coef, exp }: Exact): Decimal128 {
  const negative = coef < 0n;
  let magnitude = negative ? -coef : coef;
  const excess = magnitude.toString().length - DECIMAL_DIGITS;
  if (excess > 0) {
    const unit = 10n ** BigInt(excess);
    const rest = magnitude % unit;
    magnitude /= unit;
    if (rest * 2n > unit || (rest * 2n === unit && magnitude % 2n === 1n)) magnitude++;
    exp += excess;
  }
  return Decimal128.fromString(`${negative ? '-' : ''}${magnitude}E${exp}`);
}

/** Exact sum and product of two finite values. */
export function addExact(a: Exact, b: Exact): Exact {
  const exp = Math.min(a.exp, b.exp);
  return {
    coef: a.coef * 10n ** BigInt(a.exp - exp) + b.coef * 10n ** BigInt(b.exp - exp),
    exp,
  };
}

export const multiplyExact = (a: Exact, b: Exact): Exact => ({ coef: a.coef * b.coef, exp: a.exp + b.exp });

/** a / n to well beyond 34 significant digits (decimalOf then rounds). */
export function divideExact(a: Exact, n: bigint): Exact {
  const scale = 40;
  return { coef: (a.coef * 10n ** BigInt(scale)) / n, exp: a.exp - scale };
}
