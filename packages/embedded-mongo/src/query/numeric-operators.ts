import type { Document } from 'bson';
import { evalExpr } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import type { Options } from 'mingo/types';
import { collatorFor } from './collation';
import { compareValues } from '../storage/keys';
import {
  addExact,
  decimalOf,
  divideExact,
  isBoxedNumber,
  parse,
  toMemoryNumber,
  type Exact,
} from '../numbers';

/**
 * mingo's comparisons and sums in aggregation expressions know JS numbers only; a number held as a Decimal128
 * (beyond a double's precision, numbers.ts) would be ordered as another type or skipped. These operators give
 * MongoDB's exact answer, and stay mingo's own when no such number takes part.
 */
type Expression = (obj: unknown, expr: unknown, options: Options) => unknown;
type Accumulator = (coll: unknown[], expr: unknown, options: Options) => unknown;

const collatorOf = (options: Options): Intl.Collator | null =>
  collatorFor(options.collation as Document | undefined);

const comparison =
  (plain: Expression, answer: (c: number) => unknown): Expression =>
  (obj, expr, options) => {
    const args =
      Array.isArray(expr) && expr.length === 2 ? (evalExpr(obj, expr, options) as unknown[]) : null;
    // mingo's own answer for plain values (evaluating field paths again is cheaper than wrapping them as literals).
    if (!args || !args.some(isBoxedNumber)) return plain(obj, expr, options);
    return answer(compareValues(args[0] ?? null, args[1] ?? null, collatorOf(options)));
  };

const expressions = expressionOperators as unknown as Record<string, Expression>;

export const NUMERIC_EXPRESSIONS: Record<string, Expression> = {
  $cmp: comparison(expressions.$cmp, (c) => Math.sign(c)),
  $eq: comparison(expressions.$eq, (c) => c === 0),
  $ne: comparison(expressions.$ne, (c) => c !== 0),
  $gt: comparison(expressions.$gt, (c) => c > 0),
  $gte: comparison(expressions.$gte, (c) => c >= 0),
  $lt: comparison(expressions.$lt, (c) => c < 0),
  $lte: comparison(expressions.$lte, (c) => c <= 0),
};

const accumulators = accumulatorOperators as unknown as Record<string, Accumulator>;
const valuesOf = (coll: unknown[], expr: unknown, options: Options): unknown[] =>
  (accumulators.$push(coll, expr, options) as unknown[]).filter((v) => v !== null && v !== undefined);

/** $min and $max in MongoDB's order (BSON type order, numbers by exact value). */
const extreme =
  (sign: 1 | -1): Accumulator =>
  (coll, expr, options) => {
    const collator = collatorOf(options);
    let best: unknown = null;
    for (const v of valuesOf(coll, expr, options))
      if (best === null || compareValues(v, best, collator) * sign > 0) best = v;
    return best;
  };

/** The exact sum of the numbers among values, or null when none is held as a Decimal128. */
function exactSum(values: unknown[]): { sum: Exact; count: number } | null {
  if (!values.some(isBoxedNumber)) return null;
  let sum: Exact = { coef: 0n, exp: 0 };
  let count = 0;
  for (const v of values) {
    if (typeof v !== 'number' && !isBoxedNumber(v)) continue;
    const p = parse(v);
    // NaN or an infinity decides the sum alone; double arithmetic gets it right.
    if (typeof p === 'number') return null;
    sum = addExact(sum, p);
    count++;
  }
  return { sum, count };
}

/** mingo's rule for plain numbers: NaN and non-numbers are left out. */
const plainNumbers = (values: unknown[]): number[] =>
  values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));

export const NUMERIC_ACCUMULATORS: Record<string, Accumulator> = {
  $min: extreme(-1),
  $max: extreme(1),
  $sum: (coll, expr, options) => {
    if (typeof expr === 'number') return accumulators.$sum(coll, expr, options);
    const values = accumulators.$push(coll, expr, options) as unknown[];
    const exact = exactSum(values);
    if (exact) return toMemoryNumber(decimalOf(exact.sum));
    let sum = 0;
    for (const n of plainNumbers(values)) sum += n;
    return sum;
  },
  $avg: (coll, expr, options) => {
    const values = accumulators.$push(coll, expr, options) as unknown[];
    const exact = exactSum(values);
    if (exact) return toMemoryNumber(decimalOf(divideExact(exact.sum, BigInt(exact.count))));
    const numbers = plainNumbers(values);
    if (!numbers.length) return null;
    let sum = 0;
    for (const n of numbers) sum += n;
    return sum / numbers.length;
  },
};
