// What mongod refuses before it changes anything: paths that cannot hold a field, and operators on values of the
// wrong type.
import { type Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Doc } from '../storage/collection';
import { hasOwn } from './update-fields';

export const NUMERIC_OPERATORS = ['$inc', '$mul'];
export const ARRAY_OPERATORS = ['$push', '$addToSet', '$pop', '$pull', '$pullAll'];
export const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' ||
  (!!v &&
    typeof v === 'object' &&
    ['Long', 'Decimal128'].includes((v as { _bsontype?: string })._bsontype ?? ''));

export const CREATING_OPERATORS = [
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
export function checkViable(doc: Doc, path: string): void {
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
export function checkTargets(doc: Doc, modifier: Document): void {
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

export function bsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'object') return (v as { _bsontype?: string })._bsontype?.toLowerCase() ?? 'object';
  return typeof v;
}

/** Navigates to the object holding a dotted path's last field (no positional operators). */
export function containerOf(
  doc: Doc,
  path: string,
): { container: Record<string, unknown>; key: string } | null {
  const parts = path.split('.');
  let value: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!value || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[parts[i]];
  }
  if (!value || typeof value !== 'object') return null;
  return { container: value as Record<string, unknown>, key: parts[parts.length - 1] };
}
