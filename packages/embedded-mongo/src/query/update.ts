import { calculateObjectSize, Decimal128, ObjectId, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo/updater';
import { isEqual } from 'mingo/util';
import { applyExactArithmetic } from './arithmetic';
import { compileFilter } from './matcher';
import { positionalIndex, valueAt } from './positional';
import { Aggregator, withContext } from './mingo';
import { MongoCommandError, toCommandError } from '../errors';
import { keyString } from '../storage/keys';
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
  /** The command's `let`, for pipeline-style updates. */
  variables?: Document;
  /** The command's collation, for matching the positional $ element and array filters. */
  collation?: Document;
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
    const operand = (spec as Document)[op];
    if (!operand || typeof operand !== 'object' || Array.isArray(operand)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${bsonTypeName(operand)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(operand)}}`,
      );
    }
  }
  return 'operators';
}

/** A key that is never a field name, so mingo's own _id guard never fires: mongod's rule is checked below. */
const NO_ID_KEY = '\u0000no-id';

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
      if ('_id' in replacement && doc._id !== undefined) next._id = doc._id;
      checkSize(next);
      changed = !isEqual(next, doc);
      return { doc: next, changed };
    }
    if (kind === 'pipeline') {
      const [result] = new Aggregator(spec as Document[], { variables: opts.variables }).run([
        cloneDoc(doc),
      ]) as Doc[];
      next = result ?? {};
      // A pipeline that drops _id ($replaceRoot, $project) keeps the document's own, as mongod does.
      if (next._id === undefined && doc._id !== undefined) next = { _id: doc._id, ...next };
      changed = keyString(next) !== keyString(doc);
    } else {
      const modifier = concreteModifier(doc, spec as Document, opts);
      checkTargets(doc, modifier);
      next = cloneDoc(doc);
      // $set, $unset, $rename and $pull are this file's (own fields only, so __proto__ and $-prefixed names are
      // plain fields); the other operators are mingo's, on concrete paths.
      const own: Document = {};
      for (const op of ['$set', '$unset', '$rename', '$pull']) {
        if (modifier[op]) own[op] = modifier[op];
      }
      const rest: Document = { ...modifier };
      for (const op of Object.keys(own)) delete rest[op];
      const exact = applyExactArithmetic(next, rest);
      const paths = Object.keys(rest).length
        ? mingoUpdate(next, rest, [], undefined, {
            cloneMode: 'deep',
            queryOptions: withContext({ idKey: NO_ID_KEY }),
          })
        : [];
      changed = paths.length > 0 || exact;
      if (own.$set) changed = applySet(next, own.$set as Document) || changed;
      if (own.$unset) changed = applyUnset(next, Object.keys(own.$unset as Document)) || changed;
      if (own.$rename) changed = applyRename(next, own.$rename as Document) || changed;
      if (own.$pull) changed = applyPull(next, own.$pull as Document) || changed;
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
  if (changed) checkSize(next);
  return { doc: next, changed };
}

const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

function checkSize(doc: Doc): void {
  if (calculateObjectSize(doc) > MAX_DOCUMENT_BYTES) {
    throw new MongoCommandError(
      'Location17419',
      `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`,
    );
  }
}

/**
 * The modifier with $setOnInsert resolved and every positional path ($, $[], $[id]) replaced by the concrete
 * array positions it stands for in this document, so each operator sees plain paths; two paths that touch the
 * same field are refused as mongod does (ConflictingUpdateOperators).
 */
function concreteModifier(doc: Doc, spec: Document, opts: UpdateOptions): Document {
  const modifier: Document = {};
  const used = new Set<string>();
  const identifiers = arrayFilterMap(opts.arrayFilters);
  const touched: string[] = [];
  const add = (op: string, path: string, value: unknown, source: Document, sourceKey: string): void => {
    const target = (modifier[op] ??= {}) as Document;
    target[path] = value;
    const type = getNumberType(source, sourceKey);
    if (type) setNumberType(target, path, type);
    touched.push(path);
  };
  for (const [op, operand] of Object.entries(spec)) {
    if (op === '$setOnInsert' && !opts.inserting) continue;
    const into = op === '$setOnInsert' ? '$set' : op;
    for (const path of Object.keys(operand as Document)) {
      if (path === '' || path.split('.').some((p) => p === ''))
        throw new MongoCommandError('FailedToParse', `An empty update path is not valid.`);
      for (const concrete of expandPath(doc, path, opts, identifiers, used)) {
        add(into, concrete, (operand as Document)[path], operand as Document, path);
        if (op === '$rename') touched.push(String((operand as Document)[path]));
      }
    }
  }
  for (const id of identifiers.keys()) {
    if (!used.has(id)) {
      throw new MongoCommandError(
        'FailedToParse',
        `The array filter for identifier '${id}' was not used in the update ${JSON.stringify(spec)}`,
      );
    }
  }
  const sorted = [...touched].sort();
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1], sorted[i]];
    if (a === b || b.startsWith(a + '.')) {
      throw new MongoCommandError(
        'ConflictingUpdateOperators',
        `Updating the path '${b}' would create a conflict at '${a}'`,
      );
    }
  }
  return modifier;
}

function arrayFilterMap(arrayFilters: Document[] | undefined): Map<string, Document> {
  const out = new Map<string, Document>();
  for (const filter of arrayFilters ?? []) {
    if (!filter || typeof filter !== 'object')
      throw new MongoCommandError('FailedToParse', 'arrayFilters must be an array of objects');
    const ids = new Set(Object.keys(filter).map((k) => k.split('.')[0]));
    if (ids.size !== 1) {
      throw new MongoCommandError(
        'FailedToParse',
        `Error parsing array filter :: caused by :: Expected a single top-level field name, found ${[...ids].map((i) => `'${i}'`).join(' and ')}`,
      );
    }
    const [id] = ids;
    if (out.has(id)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Found multiple array filters with the same top-level field name ${id}`,
      );
    }
    out.set(id, filter);
  }
  return out;
}

/** The concrete paths one update path stands for in doc. */
function expandPath(
  doc: Doc,
  path: string,
  opts: UpdateOptions,
  identifiers: Map<string, Document>,
  used: Set<string>,
): string[] {
  const parts = path.split('.');
  // Only $, $[] and $[id] are positional; other $-prefixed parts are field names (MongoDB 5.0+).
  const positional = (p: string): boolean => p === '$' || /^\$\[.*\]$/.test(p);
  if (!parts.some(positional)) return [path];
  let prefixes: string[][] = [[]];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!positional(part)) {
      prefixes = prefixes.map((p) => [...p, part]);
      continue;
    }
    const next: string[][] = [];
    for (const prefix of prefixes) {
      const array = valueAt(doc, prefix);
      if (part === '$') {
        if (parts.indexOf('$') !== i) {
          throw new MongoCommandError(
            'BadValue',
            `Too many positional (i.e. '$') elements found in path '${path}'`,
          );
        }
        next.push([...prefix, String(positionalIndex(doc, prefix, opts.filter, opts.collation))]);
        continue;
      }
      const all = part === '$[]';
      const id = all ? '' : part.slice(2, -1);
      if (!Array.isArray(array)) {
        if (opts.inserting && array === undefined) continue;
        throw new MongoCommandError(
          'BadValue',
          `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`,
        );
      }
      let test: ((element: unknown) => boolean) | null = null;
      if (!all) {
        const filter = identifiers.get(id);
        if (!filter) {
          throw new MongoCommandError(
            'BadValue',
            `No array filter found for identifier '${id}' in path '${path}'`,
          );
        }
        used.add(id);
        const matcher = compileFilter(filter, opts.collation);
        test = (element) => matcher({ [id]: element });
      }
      array.forEach((element, index) => {
        if (!test || test(element)) next.push([...prefix, String(index)]);
      });
    }
    prefixes = next;
  }
  return prefixes.map((p) => p.join('.'));
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Sets an own field; `__proto__` too, as a plain field (assignment would change the prototype). */
function defineField(target: Record<string, unknown> | unknown[], key: string, value: unknown): void {
  if (Array.isArray(target)) {
    const at = Number(key);
    while (target.length < at) target.push(null);
    target[at] = value;
  } else if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

type Slot = { container: Record<string, unknown> | unknown[]; key: string };

/** The container of a path's last field, following own fields only; with `create`, missing levels are made. */
function slotOf(doc: Doc, path: string, create: boolean): Slot | null {
  const parts = path.split('.');
  let current: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i];
    const container = current as Record<string, unknown> | unknown[];
    const present = Array.isArray(container)
      ? Number(part) < container.length && container[Number(part)] != null
      : hasOwn(container, part) && container[part] !== undefined;
    if (!present) {
      if (!create) return null;
      defineField(container, part, {});
    }
    current = Array.isArray(container) ? container[Number(part)] : container[part];
    if (current === null || typeof current !== 'object') return null;
  }
  return { container: current as Slot['container'], key: parts[parts.length - 1] };
}

const fieldOf = (slot: Slot): { present: boolean; value: unknown } =>
  Array.isArray(slot.container)
    ? { present: Number(slot.key) < slot.container.length, value: slot.container[Number(slot.key)] }
    : { present: hasOwn(slot.container, slot.key), value: slot.container[slot.key] };

function applySet(doc: Doc, operand: Document): boolean {
  let changed = false;
  for (const path of Object.keys(operand)) {
    const slot = slotOf(doc, path, true);
    if (!slot) continue;
    const value = cloneDoc(operand[path]);
    const before = fieldOf(slot);
    // Unchanged means the same value and, for a number, the same BSON type (mongod compares bytes).
    if (
      before.present &&
      keyString(before.value) === keyString(value) &&
      (typeof value !== 'number' || getNumberType(operand, path) === getNumberType(slot.container, slot.key))
    )
      continue;
    defineField(slot.container, slot.key, value);
    changed = true;
  }
  return changed;
}

/** $unset removes a field; an array element becomes null, as in mongod. */
function applyUnset(doc: Doc, paths: string[]): boolean {
  let changed = false;
  for (const path of paths) {
    const slot = slotOf(doc, path, false);
    if (!slot || !fieldOf(slot).present) continue;
    if (Array.isArray(slot.container)) {
      if (slot.container[Number(slot.key)] === null) continue;
      slot.container[Number(slot.key)] = null;
    } else {
      delete slot.container[slot.key];
    }
    changed = true;
  }
  return changed;
}

function applyRename(doc: Doc, operand: Document): boolean {
  let changed = false;
  for (const [from, to] of Object.entries(operand)) {
    if (typeof to !== 'string' || !to)
      throw new MongoCommandError(
        'BadValue',
        `The 'to' field for $rename must be a string: ${from}: ${String(to)}`,
      );
    if (from === to)
      throw new MongoCommandError(
        'BadValue',
        `The source and target field for $rename must differ: ${from}: "${to}"`,
      );
    const source = slotOf(doc, from, false);
    if (!source || Array.isArray(source.container) || !fieldOf(source).present) continue;
    const value = source.container[source.key];
    delete source.container[source.key];
    const target = slotOf(doc, to, true);
    if (!target || Array.isArray(target.container))
      throw new MongoCommandError(
        'BadValue',
        `The destination field for $rename may not be inside an array: ${to}`,
      );
    defineField(target.container, target.key, value);
    changed = true;
  }
  return changed;
}

/**
 * $pull as mongod does it: a document condition whose first field is not a field operator ($gt, $in...) is a
 * query on each element (so `{$or: [...]}` or `{x: 1}` select subdocuments); an operator expression tests the
 * element itself; anything else is equality.
 */
function applyPull(doc: Doc, pull: Document): boolean {
  let changed = false;
  for (const [path, cond] of Object.entries(pull)) {
    const parts = path.split('.');
    const container = valueAt(doc, parts.slice(0, -1));
    if (!container || typeof container !== 'object') continue;
    const key = parts[parts.length - 1];
    const array = (container as Record<string, unknown>)[key];
    if (!Array.isArray(array)) continue;
    const removes = pullPredicate(cond);
    const kept = array.filter((element) => !removes(element));
    if (kept.length !== array.length) {
      (container as Record<string, unknown>)[key] = kept;
      changed = true;
    }
  }
  return changed;
}

const LOGICAL = new Set(['$and', '$or', '$nor', '$expr', '$where', '$text', '$comment']);

function pullPredicate(cond: unknown): (element: unknown) => boolean {
  if (cond && typeof cond === 'object' && Object.getPrototypeOf(cond) === Object.prototype) {
    const first = Object.keys(cond)[0];
    if (first !== undefined && first.startsWith('$') && !LOGICAL.has(first)) {
      const matcher = compileFilter({ v: cond });
      return (element) => matcher({ v: element });
    }
    const matcher = compileFilter(cond as Document);
    return (element) =>
      !!element &&
      typeof element === 'object' &&
      Object.getPrototypeOf(element) === Object.prototype &&
      matcher(element as Doc);
  }
  if (cond instanceof RegExp) {
    const matcher = compileFilter({ v: cond });
    return (element) => matcher({ v: element });
  }
  return (element) => isEqual(element, cond);
}

const NUMERIC_OPERATORS = ['$inc', '$mul'];
const ARRAY_OPERATORS = ['$push', '$addToSet', '$pop', '$pull', '$pullAll'];
const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' ||
  (!!v &&
    typeof v === 'object' &&
    ['Long', 'Decimal128'].includes((v as { _bsontype?: string })._bsontype ?? ''));

const CREATING_OPERATORS = [
  '$set',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
  '$bit',
];

/**
 * A field cannot be created inside an array by name or inside a scalar; mongod refuses (PathNotViable) where
 * mingo would skip the path quietly.
 */
function checkViable(doc: Doc, path: string): void {
  const parts = path.split('.');
  let current: unknown = doc;
  for (let i = 0; i < parts.length - 1 && current !== undefined; i++) {
    const part = parts[i];
    let next: unknown;
    if (Array.isArray(current) && /^\d+$/.test(part)) next = current[Number(part)];
    else if (current && typeof current === 'object' && !Array.isArray(current))
      next = hasOwn(current, part) ? (current as Doc)[part] : undefined;
    else break;
    if (next !== undefined && i + 1 < parts.length) {
      const child = parts[i + 1];
      const viable =
        (Array.isArray(next) && /^\d+$/.test(child)) ||
        (!!next &&
          typeof next === 'object' &&
          !Array.isArray(next) &&
          Object.getPrototypeOf(next) === Object.prototype);
      if (!viable) {
        throw new MongoCommandError(
          'PathNotViable',
          `Cannot create field '${child}' in element {${part}: ${JSON.stringify(next)}}`,
        );
      }
    }
    current = next;
  }
}

/** mongod refuses arithmetic on non-numbers and array operators on non-arrays; mingo would skip them quietly. */
function checkTargets(doc: Doc, modifier: Document): void {
  for (const op of CREATING_OPERATORS) {
    const operand = modifier[op] as Document | undefined;
    if (operand) for (const path of Object.keys(operand)) checkViable(doc, path);
  }
  if (modifier.$rename)
    for (const to of Object.values(modifier.$rename as Document)) checkViable(doc, String(to));
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
      const target = containerOf(next, path);
      if (!target) continue;
      const given = operand[path];
      if (op === '$set' && given && typeof given === 'object' && !(given instanceof Decimal128)) {
        // mingo stored a copy of the operand; numbers inside it keep the operand's types.
        carryTypes(given, target.container[target.key]);
        continue;
      }
      const value = target.container[target.key];
      // A number beyond a double's precision is held as a Decimal128 (values.ts) and keeps its note the same way.
      if (value instanceof Decimal128) {
        if (given instanceof Decimal128 && value.toString() === given.toString())
          setNumberType(target.container, target.key, getNumberType(operand, path));
        continue;
      }
      if (typeof value !== 'number') continue;
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
      } else if (Object.is(value, given)) {
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
