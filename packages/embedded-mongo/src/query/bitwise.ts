// The bitwise query operators ($bitsAllSet, $bitsAnySet, $bitsAllClear, $bitsAnyClear) on integers, decimals
// and BinData, with mongod's operand rules.
import { Binary, Decimal128 } from 'bson';
import { MongoCommandError } from '../errors';
import { exactInteger } from '../numbers';
import { type Predicate, slotsAtPath } from './paths';

/** The bit positions an operand of $bitsAllSet & co. names: a bitmask number, a list of positions, or BinData. */
function bitPositions(operand: unknown, op: string): number[] {
  if (typeof operand === 'number') {
    if (!Number.isInteger(operand) || operand < 0)
      throw new MongoCommandError(
        'BadValue',
        `${op} takes an Array, a number, or a BinData but received: ${operand}`,
      );
    const out: number[] = [];
    for (let p = 0, n = BigInt(operand); n > 0n; p++, n >>= 1n) if (n & 1n) out.push(p);
    return out;
  }
  if (Array.isArray(operand)) {
    for (const p of operand)
      if (typeof p !== 'number' || !Number.isInteger(p) || p < 0)
        throw new MongoCommandError('BadValue', `bit positions must be non-negative integers in ${op}`);
    return operand as number[];
  }
  if (operand instanceof Binary) return binaryBits(operand);
  throw new MongoCommandError(
    'BadValue',
    `${op} takes an Array, a number, or a BinData but received: ${String(operand)}`,
  );
}

function binaryBits(b: Binary): number[] {
  const out: number[] = [];
  const bytes = b.buffer;
  for (let i = 0; i < b.length(); i++)
    for (let bit = 0; bit < 8; bit++) if (bytes[i] & (1 << bit)) out.push(i * 8 + bit);
  return out;
}

/** Whether bit p of a stored value is set: integers as 64-bit two's complement, BinData byte by byte. */
function bitTester(v: unknown): ((p: number) => boolean) | null {
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) return null;
    const n = BigInt.asUintN(64, BigInt(v));
    return (p) => (p >= 64 ? v < 0 : ((n >> BigInt(p)) & 1n) === 1n);
  }
  if (v instanceof Decimal128) {
    // An integral value in the 64-bit range takes part, as in mongod; others never match.
    const whole = exactInteger(v);
    if (whole === undefined || whole !== BigInt.asIntN(64, whole)) return null;
    const n = BigInt.asUintN(64, whole);
    return (p) => (p >= 64 ? whole < 0n : ((n >> BigInt(p)) & 1n) === 1n);
  }
  if (v instanceof Binary) {
    const bytes = v.buffer;
    return (p) => (p >> 3 < v.length() ? (bytes[p >> 3] & (1 << (p & 7))) !== 0 : false);
  }
  return null;
}

export const bitwise =
  (op: string, wantSet: boolean, all: boolean) =>
  (selector: string, operand: unknown): Predicate => {
    const positions = bitPositions(operand, op);
    const parts = selector.split('.');
    const test = (v: unknown): boolean => {
      const isSet = bitTester(v);
      if (!isSet) return false;
      const hit = (p: number): boolean => isSet(p) === wantSet;
      return all ? positions.every(hit) : positions.some(hit);
    };
    return (doc) =>
      slotsAtPath(doc, parts).some(({ value: v }) => test(v) || (Array.isArray(v) && v.some(test)));
  };
