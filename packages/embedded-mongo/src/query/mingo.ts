import {
  Binary,
  BSONRegExp,
  BSONSymbol,
  Code,
  DBRef,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Document,
} from 'bson';
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Lazy, type Iterator } from 'mingo/lazy';
import { Query as BaseQuery } from 'mingo/query';
import type { Options, QueryOperator } from 'mingo/types';
import { bitwise } from './bitwise';
import { $geoIntersects, $geoWithin, nearNotAllowed } from '../geo/operators';
import { collatorFor } from './collation';
import { type Predicate, slotsAtPath } from './paths';
import { MongoCommandError } from '../errors';
import { compareValues, typeRank } from '../storage/keys';
import { boxedNumbers, isBoxedNumber } from '../numbers';
import { NUMERIC_ACCUMULATORS, NUMERIC_EXPRESSIONS } from './numeric-operators';
import { sortDocs, sortSpec } from './sort';
import type { Doc } from '../storage/collection';
import { carryTypes, getNumberType } from '../values';

/** mongod's $type names with their numeric codes. */
const TYPE_CODES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
const NUMBER_CODES = new Set([1, 16, 18, 19]);

/**
 * The BSON type code a stored value is written back as. Numbers are plain JS numbers in memory; their container's
 * note (values.ts) says when one is a Long or an integral Double.
 */
export function bsonTypeCode(value: unknown, container?: object, key?: string): number {
  if (value === null) return 10;
  switch (typeof value) {
    case 'number': {
      const noted = container && key !== undefined ? getNumberType(container, key) : undefined;
      if (noted === 'long') return 18;
      if (noted === 'double') return 1;
      if (noted instanceof Decimal128) return 19;
      return Number.isInteger(value) && value >= -0x80000000 && value <= 0x7fffffff && !Object.is(value, -0)
        ? 16
        : 1;
    }
    case 'string':
      return 2;
    case 'boolean':
      return 8;
    case 'undefined':
      return 6;
    case 'bigint':
      return 18;
  }
  if (Array.isArray(value)) return 4;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp || value instanceof BSONRegExp) return 11;
  // Timestamp extends Long in bson, so it is tested first.
  if (value instanceof Timestamp) return 17;
  if (value instanceof Long) return 18;
  if (value instanceof Int32) return 16;
  if (value instanceof Double) return 1;
  if (value instanceof Decimal128)
    return container && key !== undefined && getNumberType(container, key) === 'long' ? 18 : 19;
  if (value instanceof ObjectId) return 7;
  if (value instanceof Binary) return 5;
  if (value instanceof Code) return value.scope ? 15 : 13;
  if (value instanceof BSONSymbol) return 14;
  if (value instanceof MinKey) return -1;
  if (value instanceof MaxKey) return 127;
  return 3;
}

function typeCodeOf(spec: unknown): { code: number | 'number' } {
  if (typeof spec === 'string') {
    if (spec === 'number') return { code: 'number' };
    const code = TYPE_CODES[spec];
    if (code === undefined) throw new MongoCommandError('BadValue', `Unknown type name alias: ${spec}`);
    return { code };
  }
  if (typeof spec === 'number' && Number.isInteger(spec) && Object.values(TYPE_CODES).includes(spec))
    return { code: spec };
  throw new MongoCommandError('BadValue', `Invalid numerical type code: ${String(spec)}`);
}

/** $type with every BSON type mongod knows, telling Int32, Long and Double apart by the stored type. */
const $type = (selector: string, value: unknown): Predicate => {
  const codes = (Array.isArray(value) ? value : [value]).map((v) => typeCodeOf(v).code);
  const parts = selector.split('.');
  const fits = (v: unknown, container: object, key: string): boolean => {
    const code = bsonTypeCode(v, container, key);
    return codes.some((c) => (c === 'number' ? NUMBER_CODES.has(code) : c === code));
  };
  return (doc) =>
    slotsAtPath(doc, parts).some(
      ({ container, key, value: v }) =>
        fits(v, container, key) ||
        (Array.isArray(v) && v.some((element, index) => fits(element, v, String(index)))),
    );
};

/** $all is an $and of equalities (or $elemMatch clauses) on the field, so `{a: {$all: [4]}}` matches a: 4. */
const $all = (selector: string, value: unknown, options: Options): Predicate => {
  if (!Array.isArray(value)) throw new MongoCommandError('BadValue', '$all needs an array');
  if (!value.length) return () => false;
  const clauses = value.map((v) => {
    const isElemMatch = !!v && typeof v === 'object' && Object.keys(v)[0] === '$elemMatch';
    if (isElemMatch || v instanceof RegExp) return new BaseQuery({ [selector]: v }, options);
    if (v && typeof v === 'object' && Object.keys(v)[0]?.startsWith('$'))
      throw new MongoCommandError('BadValue', 'no $ expressions in $all');
    return new BaseQuery({ [selector]: { $eq: v } }, options);
  });
  return (doc) => clauses.every((q) => q.test(doc));
};

type FieldOperator = (selector: string, value: unknown, options: Options) => Predicate;

/**
 * A comparison operator that, under a collation, compares strings with the collation's Intl.Collator (mingo
 * compares them binary); without one it is mingo's own operator.
 */
function collated(
  plain: unknown,
  build: (
    value: unknown,
    collator: Intl.Collator | null,
  ) => { test: (v: unknown) => boolean; missing: boolean },
  negate = false,
  ranged = false,
): FieldOperator {
  return (selector, value, options) => {
    // mingo's updater passes an empty collation object of its own: only one with a locale is a collation.
    const spec = options.collation as Document | undefined;
    const collator = typeof spec?.locale === 'string' ? collatorFor(spec) : null;
    const own = (only?: (v: unknown) => boolean): Predicate => {
      const built = build(value, collator);
      const test = only ? (v: unknown) => only(v) && built.test(v) : built.test;
      const { missing } = built;
      const parts = selector.split('.');
      const matches = (doc: Record<string, unknown>): boolean => {
        const slots = slotsAtPath(doc, parts);
        if (missing && (!slots.length || slots.some((s) => s.value === undefined))) return true;
        return slots.some(({ value: v }) => test(v) || (Array.isArray(v) && v.some(test)));
      };
      return negate ? (doc) => !matches(doc) : matches;
    };
    // mingo compares plain values well; BSON classes (Binary, Long, Decimal128...) it does not know.
    if (collator || holdsBsonClass(value)) return own();
    const native = (plain as FieldOperator)(selector, value, options);
    // A range on a plain number must also reach numbers held as Decimal128 (beyond a double's precision), which
    // mingo orders apart from numbers; only once such a number exists is the second look paid for.
    if (!ranged || typeof value !== 'number') return native;
    const boxed = own(isBoxedNumber);
    return (doc) => native(doc) || (boxedNumbers.stored && boxed(doc));
  };
}

/** Whether a value is or holds a BSON class instance other than ObjectId, Date and RegExp. */
function holdsBsonClass(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsBsonClass);
  if (value instanceof Date || value instanceof RegExp || value instanceof ObjectId) return false;
  if (Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).some(holdsBsonClass);
  return true;
}

const equalTo = (value: unknown, collator: Intl.Collator | null) => ({
  test: (v: unknown) => compareValues(v, value, collator) === 0 && typeRank(v) === typeRank(value),
  missing: value === null,
});
const isNaNValue = (v: unknown): boolean => typeof v === 'number' && Number.isNaN(v);

/** A range test; NaN sorts first but is in no range, only equal to itself ($gte and $lte NaN find it). */
const ordered = (accept: (c: number) => boolean) => (value: unknown, collator: Intl.Collator | null) => ({
  test: (v: unknown) =>
    typeRank(v) === typeRank(value) &&
    (isNaNValue(v) || isNaNValue(value)
      ? isNaNValue(v) && isNaNValue(value) && accept(0)
      : accept(compareValues(v, value, collator))),
  missing: false,
});
const oneOf = (value: unknown, collator: Intl.Collator | null) => {
  if (!Array.isArray(value)) throw new MongoCommandError('BadValue', '$in needs an array');
  const tests = value.map((x) =>
    x instanceof RegExp ? (v: unknown) => typeof v === 'string' && x.test(v) : equalTo(x, collator).test,
  );
  return { test: (v: unknown) => tests.some((t) => t(v)), missing: value.includes(null) };
};

const COLLATED_OPERATORS = {
  $eq: collated(queryOperators.$eq, equalTo),
  $ne: collated(queryOperators.$ne, equalTo, true),
  $gt: collated(
    queryOperators.$gt,
    ordered((c) => c > 0),
    false,
    true,
  ),
  $gte: collated(
    queryOperators.$gte,
    ordered((c) => c >= 0),
    false,
    true,
  ),
  $lt: collated(
    queryOperators.$lt,
    ordered((c) => c < 0),
    false,
    true,
  ),
  $lte: collated(
    queryOperators.$lte,
    ordered((c) => c <= 0),
    false,
    true,
  ),
  $in: collated(queryOperators.$in, oneOf),
  $nin: collated(queryOperators.$nin, oneOf, true),
};

/**
 * $ref, $id and $db are DBRef field names, not operators: `{refs: {$elemMatch: {$id: x}}}` reaches mingo as
 * "$id" applied to the element, and matches the element's field of that name (a DBRef's oid, collection, db).
 */
const dbRefField =
  (field: '$ref' | '$id' | '$db') =>
  (selector: string, value: unknown): Predicate => {
    const parts = selector.split('.');
    const read = (v: unknown): unknown => {
      if (v instanceof DBRef) return field === '$id' ? v.oid : field === '$ref' ? v.collection : v.db;
      return v && typeof v === 'object' && !Array.isArray(v)
        ? (v as Record<string, unknown>)[field]
        : undefined;
    };
    const equal = (v: unknown): boolean =>
      v !== undefined && typeRank(v) === typeRank(value) && compareValues(v, value) === 0;
    return (doc) =>
      slotsAtPath(doc, parts).some(
        ({ value: v }) => equal(read(v)) || (Array.isArray(v) && v.some((e) => equal(read(e)))),
      );
  };

/** Query operators this server does not implement fail loudly with mongod's wording instead of "unknown". */
const refused =
  (message: string, codeName: 'BadValue' | 'IndexNotFound' = 'BadValue') =>
  (): Predicate => {
    throw new MongoCommandError(codeName, message);
  };

const QUERY_OPERATORS = {
  ...queryOperators,
  ...COLLATED_OPERATORS,
  $type,
  $all,
  $id: dbRefField('$id'),
  $ref: dbRefField('$ref'),
  $db: dbRefField('$db'),
  $bitsAllSet: bitwise('$bitsAllSet', true, true),
  $bitsAnySet: bitwise('$bitsAnySet', true, false),
  $bitsAllClear: bitwise('$bitsAllClear', false, true),
  $bitsAnyClear: bitwise('$bitsAnyClear', false, false),
  $text: refused(
    'text index required for $text query (text indexes are not supported by the embedded server)',
    'IndexNotFound',
  ),
  $near: nearNotAllowed,
  $nearSphere: nearNotAllowed,
  $geoWithin,
  $within: $geoWithin,
  $geoIntersects,
  $where: refused('$where is not supported by the embedded server (no server-side JavaScript)'),
  $jsonSchema: refused('$jsonSchema is not supported by the embedded server'),
} as unknown as Record<string, QueryOperator>;

const noScript = (name: string) => (): never => {
  throw new MongoCommandError(
    'BadValue',
    `${name} is not supported by the embedded server (no server-side JavaScript)`,
  );
};

type Stage = (coll: Iterator, expr: unknown, options: Options) => Iterator;

/** MongoDB puts `_id` first in a document that $project builds, whatever the order of the specification. */
export function idFirst<T extends Record<string, unknown>>(doc: T): T {
  if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest } as unknown as T;
}

/**
 * A stage that turns each input document into one output document (mingo maps them lazily, one at a time):
 * numbers carried over unchanged keep their BSON type, and $project's output starts with `_id`.
 */
const reshaping =
  (stage: Stage, reorder: boolean): Stage =>
  (coll, expr, options) => {
    let input: unknown;
    const tapped = coll.map((doc: unknown) => (input = doc));
    return stage(tapped, expr, options).map((out: Record<string, unknown>) => {
      const shaped = reorder ? idFirst(out) : out;
      carryTypes(input, shaped);
      return shaped;
    });
  };

/** $sort with MongoDB's order (numbers by exact value across types, arrays by their extreme element). */
const $sort: Stage = (coll, expr, options) => {
  if (!expr || typeof expr !== 'object' || !Object.keys(expr).length)
    throw new MongoCommandError('BadValue', '$sort stage must have at least one sort key');
  const keys = sortSpec(expr as Document);
  const collator = collatorFor(options.collation as Document | undefined);
  return coll.transform((docs: unknown[]) => Lazy(sortDocs(docs as Doc[], keys, collator)));
};

const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, ...NUMERIC_ACCUMULATORS, $accumulator: noScript('$accumulator') },
  expression: { ...expressionOperators, ...NUMERIC_EXPRESSIONS, $function: noScript('$function') },
  pipeline: {
    ...pipelineOperators,
    $project: reshaping(pipelineOperators.$project as Stage, true),
    $addFields: reshaping(pipelineOperators.$addFields as Stage, false),
    $set: reshaping(pipelineOperators.$set as Stage, false),
    $unset: reshaping(pipelineOperators.$unset as Stage, false),
    $sort,
  },
  projection: projectionOperators,
  query: QUERY_OPERATORS,
  window: windowOperators,
} as never);

export const withContext = (options: Partial<Options> = {}): Partial<Options> => ({
  ...options,
  context: CONTEXT,
});

/** mingo's Query with this server's operator set. */
export class Query extends BaseQuery {
  constructor(condition: Document, options?: Partial<Options>) {
    super(condition, withContext(options));
  }
}

/** mingo's Aggregator with this server's operator set. */
export class Aggregator extends BaseAggregator {
  constructor(pipeline: Document[], options?: Partial<Options>) {
    super(pipeline, withContext(options));
  }
}
