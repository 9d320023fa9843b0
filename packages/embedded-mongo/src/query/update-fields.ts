// Field writes of the update operators that mingo cannot be trusted with: $set, $unset and $rename on dotted
// paths, with mongod's rules for where a field may be created.
import { type Document } from 'bson';
import { MongoCommandError } from '../errors';
import { keyString } from '../storage/keys';
import { cloneDoc, getNumberType, setNumberType, type NumberType } from '../values';
import type { Doc } from '../storage/collection';

export const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Sets an own field; `__proto__` too, as a plain field (assignment would change the prototype). */
export function defineField(target: Record<string, unknown> | unknown[], key: string, value: unknown): void {
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

export type Slot = { container: Record<string, unknown> | unknown[]; key: string };

/** The container of a path's last field, following own fields only; with `create`, missing levels are made. */
export function slotOf(doc: Doc, path: string, create: boolean): Slot | null {
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

export const fieldOf = (slot: Slot): { present: boolean; value: unknown } =>
  Array.isArray(slot.container)
    ? { present: Number(slot.key) < slot.container.length, value: slot.container[Number(slot.key)] }
    : { present: hasOwn(slot.container, slot.key), value: slot.container[slot.key] };

export function applySet(doc: Doc, operand: Document): boolean {
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
export function applyUnset(doc: Doc, paths: string[]): boolean {
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

export function applyRename(doc: Doc, operand: Document): boolean {
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

export function setPath(doc: Doc, path: string, value: unknown, type?: NumberType): void {
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
