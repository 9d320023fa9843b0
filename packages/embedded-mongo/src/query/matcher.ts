import type { Document } from 'bson';
import { Query } from 'mingo';
import { foldFor, foldValue } from './collation';
import { toCommandError } from '../errors';
import type { Doc } from '../storage/collection';

export type Matcher = (doc: Doc) => boolean;

const matchAll: Matcher = () => true;

/** Compiles a filter once; mingo errors (unknown operator, bad argument) become BadValue replies. */
export function compileFilter(
  filter: Document | undefined,
  collation?: Document,
  variables?: Document,
): Matcher {
  if (!filter || Object.keys(filter).length === 0) return matchAll;
  const fold = foldFor(collation);
  try {
    if (fold) {
      const query = new Query(foldValue(filter, fold) as Document, { variables });
      return (doc) => guard(() => query.test(foldValue(doc, fold) as Doc));
    }
    const query = new Query(filter, { variables });
    return (doc) => guard(() => query.test(doc));
  } catch (err) {
    throw toCommandError(err);
  }
}

function guard(test: () => boolean): boolean {
  try {
    return test();
  } catch (err) {
    throw toCommandError(err);
  }
}
