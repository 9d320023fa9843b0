import type { Document } from 'bson';
import { mingoCollation } from './collation';
import { Query } from './mingo';
import { toCommandError } from '../errors';
import type { Doc } from '../storage/collection';

export type Matcher = (doc: Doc) => boolean;

const matchAll: Matcher = () => true;

/**
 * Compiles a filter once; mingo errors (unknown operator, bad argument) become BadValue replies. A collation
 * makes string comparisons go through its Intl.Collator (mingo.ts).
 */
export function compileFilter(
  filter: Document | undefined,
  collation?: Document,
  variables?: Document,
): Matcher {
  const spec = mingoCollation(collation);
  if (!filter || Object.keys(filter).length === 0) return matchAll;
  try {
    const query = new Query(filter, { variables, collation: spec as never });
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
