import { ObjectId, type Document } from 'bson';
import { Aggregator, update as mingoUpdate } from 'mingo';
import { isEqual } from 'mingo/util';
import { MongoCommandError, toCommandError } from '../errors';
import { carryTypes, cloneDoc, getNumberType, setNumberType, type NumberType } from '../values';
import type { Doc } from '../storage/collection';

const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$rename',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$setOnInsert',
]);
const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export type UpdateSpec = Document | Document[];

export interface UpdateOptions {
  arrayFilters?: Document[];
  /** The query, which gives the positional $ operator its element. */
  filter?: Document;
  /** The document is being created by an upsert, so $setOnInsert applies. */
  inserting?: boolean;
}

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

/** Classifies an update and rejects malformed ones the way mongod does. */
export function updateKind(spec: unknown): UpdateKind {
  if (Array.isArray(spec)) {
    for (const stage of spec) {
      const name = stage && typeof stage === 'object' ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_UPDATE_STAGES.has(name)) {
        throw new MongoCommandError(
          'InvalidOptions',
          `${String(name)} is not allowed to be used within an update`,
        );
      }
    }
    return 'pipeline';
  }
  if (!spec || typeof spec !== 'object')
    throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(spec);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (!operators.length) return 'replacement';
  if (operators.length !== keys.length) {
    const field = keys.find((k) => !k.startsWith('$'));
    throw new MongoCommandError(
      'FailedToParse',
      `Unknown modifier: ${field}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  for (const op of operators) {
    if (!UPDATE_OPERATORS.has(op)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
  }
  return 'operators';
}

/** Returns the updated copy of doc (doc itself is never modified) and whether anything changed. */
export function applyUpdate(
  doc: Doc,
  spec: UpdateSpec,
  opts: UpdateOptions = {},
): { doc: Doc; changed: boolean } {
  const kind = updateKind(spec);
  let next: Doc;
  let changed: boolean;
  try {
    if (kind === 'replacement') {
      const replacement = spec as Document;
      if ('_id' in replacement && doc._id !== undefined && !isEqual(replacement._id, doc._id)) {
        throw new MongoCommandError(
          'ImmutableField',
          `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(replacement._id)}`,
        );
      }
      next = { _id: doc._id ?? replacement._id, ...replacement };
      if (next._id === undefined) delete next._id;
      carryTypes(replacement, next);
      changed = !isEqual(next, doc);
      return { doc: next, changed };
    }
    if (kind === 'pipeline') {
      const [result] = new Aggregator(spec as Document[]).run([cloneDoc(doc)]) as Doc[];
      next = result ?? {};
      changed = !isEqual(next, doc);
    } else {
      const modifier: Document = { ...(spec as Document) };
      if (modifier.$setOnInsert) {
        if (opts.inserting) modifier.$set = { ...(modifier.$set ?? {}), ...modifier.$setOnInsert };
        delete modifier.$setOnInsert;
      }
      checkTargets(doc, modifier);
      next = cloneDoc(doc);
      const paths = Object.keys(modifier).length
        ? mingoUpdate(
            next,
            modifier,
            opts.arrayFilters,
            opts.filter && Object.keys(opts.filter).length ? opts.filter : undefined,
            { cloneMode: 'deep' },
          )
        : [];
      changed = paths.length > 0;
      if (changed) keepNumberTypes(next, modifier, doc);
    }
  } catch (err) {
    throw toCommandError(err);
  }
  if (doc._id !== undefined && !isEqual(next._id, doc._id)) {
    throw new MongoCommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return { doc: next, changed };
}

const NUMERIC_OPERATORS = ['$inc', '$mul'];
const ARRAY_OPERATORS = ['$push', '$addToSet', '$pop', '$pull', '$pullAll'];
const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' ||
  (!!v &&
    typeof v === 'object' &&
    ['Long', 'Decimal128'].includes((v as { _bsontype?: string })._bsontype ?? ''));

/** mongod refuses arithmetic on non-numbers and array operators on non-arrays; mingo would skip them quietly. */
function checkTargets(doc: Doc, modifier: Document): void {
  for (const op of [...NUMERIC_OPERATORS, ...ARRAY_OPERATORS]) {
    const operand = modifier[op] as Document | undefined;
    if (!operand || typeof operand !== 'object') continue;
    for (const path of Object.keys(operand)) {
      if (NUMERIC_OPERATORS.includes(op) && !isNumeric(operand[path])) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(operand[path])}}`,
        );
      }
      if (path.includes('$')) continue;
      const target = containerOf(doc, path);
      if (!target || !(target.key in target.container)) continue;
      const value = target.container[target.key];
      if (NUMERIC_OPERATORS.includes(op) && !isNumeric(value)) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(doc._id)}} has the field '${target.key}' of non-numeric type ${bsonTypeName(value)}`,
        );
      }
      if (ARRAY_OPERATORS.includes(op) && !Array.isArray(value)) {
        throw new MongoCommandError(
          'BadValue',
          `The field '${path}' must be an array but is of type ${bsonTypeName(value)} in document {_id: ${JSON.stringify(doc._id)}}`,
        );
      }
    }
  }
}

function bsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'object') return (v as { _bsontype?: string })._bsontype?.toLowerCase() ?? 'object';
  return typeof v;
}

/** Navigates to the object holding a dotted path's last field (no positional operators). */
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

const rank = (t: NumberType | undefined, n: unknown): number =>
  t === 'double' ? 2 : t === 'long' ? 1 : typeof n === 'number' && !Number.isInteger(n) ? 2 : 0;

/**
 * MongoDB keeps the BSON type an update gives a field: $set writes the operand's type, $inc/$mul widen
 * (int < long < double, and int overflow becomes long). Positional paths are left to the natural type.
 */
function keepNumberTypes(next: Doc, modifier: Document, before: Doc): void {
  for (const op of ['$set', '$min', '$max', '$inc', '$mul']) {
    const operand = modifier[op] as Document | undefined;
    if (!operand || typeof operand !== 'object') continue;
    for (const path of Object.keys(operand)) {
      if (path.includes('$')) continue;
      const target = containerOf(next, path);
      if (!target) continue;
      if (op === '$set' && operand[path] && typeof operand[path] === 'object') {
        // mingo stored a copy of the operand; numbers inside it keep the operand's types.
        carryTypes(operand[path], target.container[target.key]);
        continue;
      }
      if (typeof target.container[target.key] !== 'number') continue;
      const value = target.container[target.key] as number;
      const operandType = getNumberType(operand, path);
      if (op === '$inc' || op === '$mul') {
        const old = containerOf(before, path);
        const oldType = old ? getNumberType(old.container, old.key) : undefined;
        const r = Math.max(rank(oldType, old?.container[old.key]), rank(operandType, operand[path]));
        const overflow = r === 0 && Number.isInteger(value) && (value > 0x7fffffff || value < -0x80000000);
        setNumberType(
          target.container,
          target.key,
          r === 2 ? 'double' : r === 1 || overflow ? 'long' : undefined,
        );
      } else if (Object.is(value, operand[path])) {
        setNumberType(target.container, target.key, operandType);
      }
    }
  }
}

/** The document an upsert starts from: the equality conditions of its filter. */
export function upsertSeed(filter: Document | undefined): Doc {
  const seed: Doc = {};
  const visit = (f: Document): void => {
    for (const key of Object.keys(f)) {
      const cond = f[key];
      if (key === '$and' && Array.isArray(cond)) {
        for (const part of cond) if (part && typeof part === 'object') visit(part as Document);
        continue;
      }
      if (key.startsWith('$')) continue;
      let value: unknown = cond;
      if (cond && typeof cond === 'object' && Object.getPrototypeOf(cond) === Object.prototype) {
        const keys = Object.keys(cond);
        if (keys.some((k) => k.startsWith('$'))) {
          if (!('$eq' in cond)) continue;
          value = (cond as Document).$eq;
        }
      } else if (cond instanceof RegExp) {
        continue;
      }
      // A number keeps its BSON type: the note lives on the filter object (or its $eq operand).
      const typed = value === cond ? getNumberType(f, key) : getNumberType(cond as object, '$eq');
      setPath(seed, key, cloneDoc(value), typed);
    }
  };
  if (filter) visit(filter);
  return seed;
}

function setPath(doc: Doc, path: string, value: unknown, type?: NumberType): void {
  const parts = path.split('.');
  let target: Record<string, unknown> = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = target[parts[i]];
    if (!next || typeof next !== 'object') target[parts[i]] = {};
    target = target[parts[i]] as Record<string, unknown>;
  }
  target[parts[parts.length - 1]] = value;
  setNumberType(target, parts[parts.length - 1], type);
}

/** The _id for a new upserted document, as mongod picks it. */
export function ensureId(doc: Doc): Doc {
  if (doc._id !== undefined) return doc;
  return { _id: new ObjectId(), ...doc };
}
