import type { Document } from 'bson';
import { compileFilter } from './matcher';
import { MongoCommandError } from '../errors';
import type { Doc } from '../storage/collection';

export function valueAt(doc: unknown, parts: readonly string[]): unknown {
  let value = doc;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Field conditions of a filter, including those inside $and. */
function filterConditions(filter: Document, out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(cond)) {
      for (const part of cond) if (part && typeof part === 'object') filterConditions(part as Document, out);
    } else if (!key.startsWith('$')) {
      out.push([key, cond]);
    }
  }
  return out;
}

/**
 * The position the positional $ stands for: the first element of the array at `arrayPath` for which the query's
 * conditions on that array hold.
 */
export function positionalIndex(
  doc: Doc,
  arrayPath: string[],
  filter: Document | undefined,
  collation: Document | undefined,
): number {
  const notFound = new MongoCommandError(
    'BadValue',
    'The positional operator did not find the match needed from the query.',
  );
  const array = valueAt(doc, arrayPath);
  const path = arrayPath.join('.');
  const conditions = filterConditions(filter ?? {}).filter(
    ([key]) => key === path || key.startsWith(path + '.'),
  );
  if (!Array.isArray(array) || !conditions.length) throw notFound;
  const matchers = conditions.map(([key, cond]) => compileFilter({ [key]: cond }, collation));
  for (let i = 0; i < array.length; i++) {
    const probe = withValueAt(doc, arrayPath, [array[i]]);
    if (matchers.every((m) => m(probe))) return i;
  }
  throw notFound;
}

/** A shallow copy of doc along `parts` with the value at the end replaced. */
function withValueAt(doc: Doc, parts: readonly string[], value: unknown): Doc {
  const [head, ...rest] = parts;
  const current = doc[head];
  return {
    ...doc,
    [head]:
      rest.length && current && typeof current === 'object' && !Array.isArray(current)
        ? withValueAt(current as Doc, rest, value)
        : value,
  };
}
