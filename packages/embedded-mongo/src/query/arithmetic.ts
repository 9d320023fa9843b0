import { Decimal128, Double, Int32, Long, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import { addExact, compareNumbers, decimalOf, multiplyExact, parse, type Exact } from '../numbers';
import { fromWire, getNumberType, setNumberType } from '../values';
import type { Doc } from '../storage/collection';

type Kind = 'int' | 'long' | 'double' | 'decimal';
const KINDS: Kind[] = ['int', 'long', 'double', 'decimal'];

/** The BSON type a held number is written as (values.ts notes). */
function kindOf(value: unknown, container: object, key: string): Kind {
  const note = getNumberType(container, key);
  if (note instanceof Decimal128) return 'decimal';
  if (note === 'long') return 'long';
  if (note === 'double') return 'double';
  if (value instanceof Decimal128) return 'decimal';
  return Number.isInteger(value) && Math.abs(value as number) <= 0x7fffffff && !Object.is(value, -0)
    ? 'int'
    : 'double';
}

/** A Decimal128's own digits (12.50, not 12.5) when the held number is still its value. */
function digitsOf(value: unknown, container: object, key: string): unknown {
  const note = getNumberType(container, key);
  return note instanceof Decimal128 && compareNumbers(value, note) === 0 ? note : value;
}

function containerOf(doc: Doc, path: string): { container: Record<string, unknown>; key: string } | null {
  const parts = path.split('.');
  let value: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!value || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[parts[i]];
  }
  if (!value || typeof value !== 'object') return null;
  return { container: value as Record<string, unknown>, key: parts[parts.length - 1] };
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const INT_MIN = -(2n ** 31n);
const INT_MAX = 2n ** 31n - 1n;

/** The BSON value of an exact result in the widest type of its operands, as mongod's $inc and $mul give it. */
function resultOf(op: string, result: Exact, kind: Kind, path: string): unknown {
  if (kind === 'decimal') return decimalOf(result);
  if (kind === 'double') return new Double(Number(`${result.coef}e${result.exp}`));
  const n =
    result.exp >= 0 ? result.coef * 10n ** BigInt(result.exp) : result.coef / 10n ** BigInt(-result.exp);
  if (kind === 'int' && n >= INT_MIN && n <= INT_MAX) return new Int32(Number(n));
  if (n >= LONG_MIN && n <= LONG_MAX) return Long.fromBigInt(n);
  throw new MongoCommandError(
    'BadValue',
    `Failed to apply ${op} operations to current value for field '${path}': the result overflows a 64-bit integer`,
  );
}

/**
 * $inc and $mul where a Decimal128 or a number beyond a double's precision takes part: computed exactly here
 * (decimal arithmetic rounds to 34 digits, a Decimal128 keeps its digits: 12.50 + 1 is 13.50), because mingo
 * would do them in doubles or skip them. Handled paths are removed from the modifier; returns whether any was.
 */
export function applyExactArithmetic(next: Doc, modifier: Document): boolean {
  let changed = false;
  for (const op of ['$inc', '$mul']) {
    const operand = modifier[op] as Document | undefined;
    if (!operand || typeof operand !== 'object') continue;
    for (const path of Object.keys(operand)) {
      const by = operand[path];
      const target = containerOf(next, path);
      if (!target) continue;
      const present = target.key in target.container;
      const current = present ? target.container[target.key] : 0;
      const byKind = kindOf(by, operand, path);
      const currentKind = present ? kindOf(current, target.container, target.key) : 'int';
      const boxed = by instanceof Decimal128 || current instanceof Decimal128;
      if (!boxed && byKind !== 'decimal' && currentKind !== 'decimal') continue;
      const x = parse(digitsOf(current, target.container, target.key));
      const y = parse(digitsOf(by, operand, path));
      // NaN and infinities: mingo's double arithmetic gives the right value; the note keeps the type.
      if (typeof x === 'number' || typeof y === 'number') continue;
      const kind = KINDS[Math.max(KINDS.indexOf(byKind), KINDS.indexOf(currentKind))];
      const exact = op === '$inc' ? addExact(x, y) : multiplyExact(present ? x : { coef: 0n, exp: 0 }, y);
      const held = fromWire({ v: resultOf(op, exact, kind, path) });
      target.container[target.key] = held.v;
      setNumberType(target.container, target.key, getNumberType(held, 'v'));
      delete operand[path];
      changed = true;
    }
    if (!Object.keys(operand).length) delete modifier[op];
  }
  return changed;
}
