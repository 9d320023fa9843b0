import { calculateObjectSize, ObjectId, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo/updater';
import { isEqual } from 'mingo/util';
import { applyExactArithmetic } from './arithmetic';
import { compileFilter } from './matcher';
import { positionalIndex, valueAt } from './positional';
import { Aggregator, withContext } from './mingo';
import { MongoCommandError, toCommandError } from '../errors';
import { keyString } from '../storage/keys';
import { carryTypes, cloneDoc, getNumberType, setNumberType } from '../values';
import type { Doc } from '../storage/collection';
import { applySet, applyUnset, applyRename, setPath } from './update-fields';
import { applyPull } from './update-pull';
import { checkTargets, bsonTypeName } from './update-checks';
import { keepNumberTypes } from './update-number-types';

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

/** The _id for a new upserted document, as mongod picks it. */
export function ensureId(doc: Doc): Doc {
  if (doc._id !== undefined) return doc;
  return { _id: new ObjectId(), ...doc };
}
